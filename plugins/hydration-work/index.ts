import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Takes work off the browser's main thread while a page loads and hydrates,
 * in the browser bundle only; the server bundle is left as it is, since its
 * output does not depend on any of these:
 *
 * - ./collation-loader.cjs: `useShallowMemoObject` sorts without `localeCompare`;
 * - ./lazy-component-creator.ts: each route's loadable component is built when
 *   the route is first rendered or preloaded, not as main.js is evaluated;
 * - ./static-path-regexp.ts: a plain route path matches by string comparison,
 *   with no regular expression to compile.
 */
export default function hydrationWork(): Plugin {
  return {
    name: 'rook-hydration-work',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: {
            // Replaces Docusaurus's own alias of the same name; ours imports the original by its file.
            '@docusaurus/ComponentCreator': path.join(__dirname, 'lazy-component-creator.ts'),
            // Exact: ours imports the package's index by its file.
            'path-to-regexp$': path.join(__dirname, 'static-path-regexp.ts'),
          },
        },
        module: {
          rules: [
            {
              test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
              use: [{loader: path.join(__dirname, 'collation-loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
