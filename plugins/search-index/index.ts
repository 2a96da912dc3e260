import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {AlgoliaSettings} from '../../core/config/integrations';
import {SEARCH_PLUGIN_NAME, type SearchGlobalData} from '../../core/search/paths';
import {buildSearchIndex} from './build';

/**
 * Embedded search. Without Algolia keys it builds the DocSearch index from the
 * built HTML after every build, and points the theme's /search page at the
 * embedded client; with keys it steps aside and the hosted service answers.
 */
export default function searchIndex(algolia: AlgoliaSettings | null) {
  // From readIntegrations(process.env).algolia: null means the embedded index answers.
  const embedded = algolia === null;
  return (context: LoadContext): Plugin => ({
    name: SEARCH_PLUGIN_NAME,
    async contentLoaded({actions}) {
      const data: SearchGlobalData = {mode: embedded ? 'embedded' : 'algolia'};
      actions.setGlobalData(data);
    },
    configureWebpack() {
      // The theme maps DocSearch v4 entry points to `require.resolve('@docsearch/react')`,
      // v3's UMD build, which would add a full copy of DocSearch to every page.
      // The button, keyboard hook and version come from a trimmed ESM copy
      // instead (src/search/docSearchButton.ts); the dialog keeps its lazy chunk.
      const eagerDocSearch = path.resolve(__dirname, '../../src/search/docSearchButton.ts');
      const alias: Record<string, string> = {
        '@docsearch/react/button': eagerDocSearch,
        '@docsearch/react/useDocSearchKeyboardEvents': eagerDocSearch,
        '@docsearch/react/version': eagerDocSearch,
      };
      // The theme's SearchPage builds its own client with algoliasearch/lite;
      // this alias hands it the embedded client instead (exact match only).
      if (embedded) alias['algoliasearch/lite$'] = path.resolve(__dirname, '../../src/search/liteClient.ts');
      return {resolve: {alias}};
    },
    async postBuild({outDir}) {
      if (!embedded) return;
      const stats = await buildSearchIndex(outDir, context.baseUrl);
      console.log(
        `[search-index] ${stats.records} records from ${stats.pages} pages, ${(stats.bytes / 1024).toFixed(0)} KiB ` +
          `(first part: ${stats.first.records} records, in a ${(stats.first.manifestBytes / 1024).toFixed(0)} KiB manifest), in ${stats.ms} ms`,
      );
    },
  });
}
