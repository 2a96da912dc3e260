import type {AlgoliaSettings} from '../../core/config/integrations';
import {defaultAlgoliaIndexName} from '../../core/config/integrations';

/**
 * Stand-ins for the theme's required appId/apiKey when no Algolia keys are
 * set. They are not credentials. The bar makes the appId an invalid host
 * name, so the theme's `https://{appId}-dsn.algolia.net` preconnect hint can
 * never reach Algolia; the embedded client answers every query instead.
 */
export const embeddedPlaceholders: AlgoliaSettings = {
  appId: 'embedded-index|no-algolia',
  apiKey: 'no-key-embedded-index',
  indexName: defaultAlgoliaIndexName,
};

/** 20 hits per page, queries filtered by language and docs tag. */
const HITS_PER_PAGE = 20;

/** themeConfig.algolia for @docusaurus/theme-search-algolia. */
export function algoliaThemeConfig(algolia: AlgoliaSettings | null) {
  return {
    ...(algolia ?? embeddedPlaceholders),
    contextualSearch: true,
    searchPagePath: 'search',
    searchParameters: {hitsPerPage: HITS_PER_PAGE},
  };
}
