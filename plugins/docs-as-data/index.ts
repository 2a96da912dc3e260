import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeMarkdownPages} from './pages';

/**
 * Docs as data: after every production build, writes each page's Markdown
 * copy at its URL + `.md`. The page components add the matching
 * `<link rel="alternate" type="text/markdown">` and the copy button
 * (src/theme/Layout).
 */
export default function docsAsData() {
  return (context: LoadContext): Plugin => ({
    name: 'rook-docs-as-data',
    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const pages = await writeMarkdownPages({outDir, routesPaths, siteTitle: context.siteConfig.title});
      const bytes = pages.reduce((sum, page) => sum + Buffer.byteLength(page.markdown), 0);
      console.log(
        `[docs-as-data] ${pages.length} Markdown pages, ${(bytes / 1024).toFixed(0)} KiB, in ${Date.now() - started} ms`,
      );
    },
  });
}
