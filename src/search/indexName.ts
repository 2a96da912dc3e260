import {defaultAlgoliaIndexName} from '../../core/config/integrations';

/** The DocSearch index name from themeConfig.algolia (it keys recent searches too). */
export function readIndexName(themeConfig: Record<string, unknown>): string {
  const algolia = themeConfig.algolia as {indexName?: unknown} | undefined;
  return typeof algolia?.indexName === 'string' ? algolia.indexName : defaultAlgoliaIndexName;
}
