import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Preact's React-compatible entry (its package directory, as Docusaurus aliases React's). */
const compat = path.dirname(require.resolve('preact/compat/package.json'));

/**
 * The production build renders with Preact instead of React, on the server
 * and in the browser alike, so that the ids `useId` gives, the text nodes and
 * the markup a page hydrates are those its HTML was rendered with.
 *
 * - `react` and `react-dom` resolve to `preact/compat` in both bundles,
 *   replacing Docusaurus's own aliases of the same names; server rendering's
 *   `react-dom/server` becomes compat's, which is preact-render-to-string.
 * - ./effect-timing.ts runs effects as React does after an event.
 * - The development server keeps React, for Fast Refresh; the end-to-end
 *   tests run the production build.
 */
export default function preactRenderer(): Plugin {
  const production = process.env.NODE_ENV === 'production';
  return {
    name: 'rook-preact-renderer',
    getClientModules() {
      return production ? [path.join(__dirname, 'effect-timing.ts')] : [];
    },
    configureWebpack() {
      return production ? {resolve: {alias: {react: compat, 'react-dom': compat}}} : {};
    },
  };
}
