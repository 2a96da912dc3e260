import {getEmbeddedClient} from './embedded';
import type {EmbeddedSearchClient} from './client';

/**
 * Stands in for `algoliasearch/lite` when Algolia is not configured: the
 * search-index plugin aliases that module here, so the theme's /search page
 * (which builds its own client) is answered by the embedded index too.
 */
export function liteClient(_appId?: string, _apiKey?: string): EmbeddedSearchClient['complete'] {
  // The page shows counts and facets, so it waits for the whole index.
  return getEmbeddedClient().complete;
}

export const apiClientVersion = 'embedded';
