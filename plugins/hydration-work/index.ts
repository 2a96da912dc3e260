import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Takes work off the browser's main thread while a page hydrates: see
 * ./collation-loader.cjs. The server bundle is left as it is, since its output
 * does not depend on the order the loader changes.
 */
export default function hydrationWork(): Plugin {
  return {
    name: 'rook-hydration-work',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
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
