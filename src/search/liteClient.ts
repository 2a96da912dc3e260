import {getEmbeddedClient} from './embedded';
import type {EmbeddedSearchClient} from './client';

/**
 * Stands in for `algoliasearch/lite` when Algolia is not configured: the
 * search-index plugin aliases that module here, so the theme's /search page
 * (which builds its own client) is answered by the embedded index too.
 */
export function liteClient(_appId?: string, _apiKey?: string): EmbeddedSearchClient {
  return getEmbeddedClient();
}

export const apiClientVersion = 'embedded';
