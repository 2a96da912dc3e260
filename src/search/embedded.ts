import siteConfig from '@generated/docusaurus.config';
import {readIndexName} from './indexName';
import {createEmbeddedClient, type EmbeddedSearchClient} from './client';
import {MANIFEST_FILE} from '../../core/search/paths';

let shared: EmbeddedSearchClient | null = null;

/**
 * The one embedded client of the page, shared by the search dialog and the
 * /search page so the index is downloaded at most once. Creating it is safe
 * during server rendering; it only fetches in the browser.
 */
export function getEmbeddedClient(): EmbeddedSearchClient {
  if (!shared) {
    shared = createEmbeddedClient({
      manifestUrl: `${siteConfig.baseUrl}${MANIFEST_FILE}`,
      indexName: readIndexName(siteConfig.themeConfig),
      origin: () => window.location.origin,
    });
  }
  return shared;
}
