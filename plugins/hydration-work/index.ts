import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {RouteScriptsPlugin} from './route-scripts';

/**
 * Takes work off the browser's main thread while a page loads and hydrates,
 * in the browser bundle only; the server bundle is left as it is, since its
 * output does not depend on any of these:
 *
 * - ./collation-loader.cjs: `useShallowMemoObject` sorts without `localeCompare`;
 * - ./lazy-component-creator.ts: each route's loadable component is built when
 *   the route is first rendered or preloaded, not as main.js is evaluated;
 * - ./static-path-regexp.ts: a plain route path matches by string comparison,
 *   with no regular expression to compile;
 * - ./route-scripts.ts: each page's HTML names its route's chunks, so they
 *   download beside main.js instead of after it has run;
 * - ./staged-entry.ts: main.js's modules are evaluated in a few tasks, not one.
 */
export default function hydrationWork(context: LoadContext): Plugin {
  return {
    name: 'rook-hydration-work',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      if (typeof config.entry !== 'string' || !config.entry.endsWith('clientEntry.js')) {
        throw new Error("hydration-work: the browser entry is no longer Docusaurus's clientEntry.js; see UPGRADING.md (staged-entry)");
      }
      // Replaced rather than merged: a merge would keep both entries.
      config.entry = path.join(__dirname, 'staged-entry.ts');
      return {
        plugins: [new RouteScriptsPlugin(path.join(context.generatedFilesDir, 'client-manifest.json'))],
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
