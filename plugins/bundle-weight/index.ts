import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps code that the browser never runs out of the JavaScript every page
 * loads. `@docusaurus/utils-common` resolves, in the browser bundle only, to
 * ./utils-common.ts: the same exports without the package index's tslib
 * (about 3.5 KB compressed on every page).
 */
export default function bundleWeight(): Plugin {
  return {
    name: 'rook-bundle-weight',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {'@docusaurus/utils-common$': path.join(__dirname, 'utils-common.ts')}}};
    },
  };
}
