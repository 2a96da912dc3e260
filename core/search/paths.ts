/**
 * Where the builder writes the index and where the client looks for it,
 * relative to the site's baseUrl. The manifest keeps one fixed name (and is
 * revalidated); the index it points at has a content hash in its name, so the
 * server can cache it forever (see HASHED_ASSET in scripts/serve.mjs).
 */
export const SEARCH_ASSET_DIR = 'assets/search';
export const MANIFEST_FILE = `${SEARCH_ASSET_DIR}/manifest.json`;

/** Name the plugin registers its global data under. */
export const SEARCH_PLUGIN_NAME = 'rook-search-index';

export interface SearchGlobalData {
  /** 'algolia' when ALGOLIA_APP_ID and ALGOLIA_API_KEY are set at build time. */
  mode: 'embedded' | 'algolia';
}
