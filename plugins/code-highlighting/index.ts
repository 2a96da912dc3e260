import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Code blocks are highlighted by ui/prism: prism-core with only the grammars
 * the site uses, instead of prism-react-renderer's bundled Prism, whose thirty
 * grammars cost a long task on a throttled phone on every page with code.
 *
 * - `prism-react-renderer` resolves to ui/prism in the site's bundles (the
 *   theme's code block imports its `Highlight` from there). Node-side config
 *   (core/config/prism.ts reads the colour themes) still gets the package.
 * - The theme's client module that registers `prism.additionalLanguages` on
 *   every page is dropped: ui/prism registers its languages itself.
 * - Browsers load Prism only to draw code themselves (`#prism-engine`): a
 *   page's first load keeps the server's highlighted HTML. ./prefetch.ts
 *   starts the download when a client-side navigation begins.
 */
export default function codeHighlighting(context: LoadContext): Plugin {
  // client-modules.js requires the module by its absolute path, without extension.
  const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages').replace(/\.js$/, '');
  return {
    name: 'rook-code-highlighting',
    getClientModules() {
      return [path.join(__dirname, 'prefetch.ts')];
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [`${themeClientModule}$`]: false,
            'prism-react-renderer$': path.join(context.siteDir, 'ui/prism/index.ts'),
          },
        },
      };
    },
  };
}
