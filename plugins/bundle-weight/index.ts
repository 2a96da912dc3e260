import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withoutChunkAssetTable} from './chunk-asset-table';
import {docDescriptions} from './doc-descriptions';

const themeClassicNprogress = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'nprogress');
const coreBaseUrlBanner = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client', 'BaseUrlIssueBanner');

// Starts the name of every chunk ./chunk-groups-loader.cjs groups.
const groupedChunkPrefix = 'grouped-';
const loaderOptions = {prefix: groupedChunkPrefix};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The docs plugin's route props (`<generated>/docusaurus-plugin-content-docs/<id>/p/*.json`), versions' metadata among them. */
export function docsRoutePropsFile(generatedFilesDir: string): RegExp {
  const dir = escapeRegExp(path.join(generatedFilesDir, 'docusaurus-plugin-content-docs'));
  return new RegExp(`^${dir}[\\\\/][^\\\\/]+[\\\\/]p[\\\\/][^\\\\/]+\\.json$`);
}

/**
 * Rspack's persistent cache is rebuilt when Docusaurus's config files change,
 * not when a loader or this plugin's settings do: a build after editing them
 * would reuse chunks made without the edit. This plugin's files are added to
 * the cache's build dependencies, so such an edit rebuilds.
 */
function watchOwnFiles(config: object): void {
  const {experiments} = config as {experiments?: {cache?: {buildDependencies?: unknown}}};
  const cache = experiments?.cache;
  if (typeof cache !== 'object' || !Array.isArray(cache.buildDependencies)) return;
  const own = readdirSync(__dirname).filter((file) => /\.(cjs|ts)$/.test(file) && !file.endsWith('.d.ts'));
  cache.buildDependencies.push(...own.map((file) => path.join(__dirname, file)));
}

/**
 * Keeps what the browser never uses out of the JavaScript every page loads.
 *
 * - `@docusaurus/utils-common` resolves, in the browser bundle only, to
 *   ./utils-common.ts: the same exports without the package index's tslib
 *   (about 3.5 KB compressed on every page).
 * - The route registry loses its module paths in the browser bundle
 *   (./registry-loader.cjs): only server rendering reads them. The hashes
 *   that link the registry, the table of each route's chunks and the routes
 *   become short names (./route-tables.cjs).
 * - The site config loses what only the build reads, the HTML template and
 *   the plugins' options, in the browser bundle (./site-config-loader.cjs).
 * - The site metadata loses the plugins' versions, which only the debug
 *   plugin shows, in the browser bundle (./site-metadata-loader.cjs).
 * - Docusaurus's wrong-baseUrl banner, which the site turns off, is not in
 *   the browser bundle (./no-base-url-banner.ts).
 * - Each docs version's metadata loses its map of docs in the browser bundle
 *   (./version-docs-loader.cjs); doc cards, its only readers (for a doc's
 *   description), import the descriptions from the module written here
 *   (./doc-descriptions.ts).
 * - Route modules that always load together share one chunk name in the
 *   registry (./chunk-groups-loader.cjs): the docs shell (five modules every
 *   docs page loads), the doc page, and each plugin's data with the modules
 *   all its routes load. The bundler's vendor cache group leaves those chunks
 *   whole.
 * - The theme's progress bar client module resolves, in the browser bundle
 *   only, to ./progress-bar.ts, which loads nprogress on the first
 *   navigation instead of with main.js.
 * - Lazy chunks are named by their id and content hash, not by their chunk
 *   name. The webpack runtime, which every page loads, maps each chunk id to
 *   its file name: with the name in the file name it carried a table of
 *   several hundred names (one per route module) beside the table of hashes.
 * - Without Docusaurus's table of chunk names to ids for prefetching
 *   (./chunk-asset-table.ts): our prefetching does not need it.
 * - Modules and chunks are numbered in order (`natural`), not by a hash of
 *   their path (`deterministic`, five digits): every import names a module by
 *   its id, and the route registry and the runtime name chunks by theirs
 *   (about 3.7 KB compressed less on every page). The cost: adding a module
 *   renumbers the ones after it, so a deploy changes more chunk files than
 *   with hashed ids. main.js, which holds the route tables, changes with
 *   every new page either way.
 */
export default function bundleWeight(context: LoadContext): Plugin {
  return {
    name: 'rook-bundle-weight',
    async allContentLoaded({allContent, actions}) {
      await actions.createData('doc-descriptions.json', JSON.stringify(docDescriptions(allContent)));
    },
    configureWebpack(config, isServer) {
      if (isServer) return {};
      watchOwnFiles(config);
      const resolve = {
        alias: {
          '@docusaurus/utils-common$': path.join(__dirname, 'utils-common.ts'),
          // The theme's progress bar client module, as Docusaurus lists it in @generated/client-modules.
          [`${themeClassicNprogress}$`]: path.join(__dirname, 'progress-bar.ts'),
          // App.js's relative import; the site turns the banner off (docusaurus.config.ts).
          [coreBaseUrlBanner]: path.join(__dirname, 'no-base-url-banner.ts'),
        },
      };
      // Each loader rewrites one kind of generated file before the bundler reads it.
      const generated = (file: string) => ({resource: path.join(context.generatedFilesDir, file)});
      const preLoader = (...loaders: string[]) => ({
        enforce: 'pre' as const,
        use: loaders.map((loader) => ({loader: path.join(__dirname, loader), options: loaderOptions})),
      });
      const module = {
        rules: [
          {...generated('registry.js'), ...preLoader('registry-loader.cjs', 'chunk-groups-loader.cjs')},
          {...generated('routes.js'), ...preLoader('routes-loader.cjs')},
          {...generated('routesChunkNames.json'), ...preLoader('routes-chunk-names-loader.cjs')},
          {...generated('docusaurus.config.mjs'), ...preLoader('site-config-loader.cjs')},
          {...generated('site-metadata.json'), ...preLoader('site-metadata-loader.cjs')},
          {test: docsRoutePropsFile(context.generatedFilesDir), ...preLoader('version-docs-loader.cjs')},
        ],
      };
      // Docusaurus's own production file names, with the id for the name (development keeps its names).
      if (process.env.NODE_ENV !== 'production') return {resolve, module};
      withoutChunkAssetTable(config);
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        optimization: {
          moduleIds: 'natural',
          chunkIds: 'natural',
          splitChunks: {
            cacheGroups: {
              defaultVendors: {
                test: /[\\/]node_modules[\\/]/i,
                priority: -10,
                reuseExistingChunk: true,
                // Rspack's default for this group, but the chunk groups stay whole.
                chunks: (chunk: {name?: string | null; canBeInitial(): boolean}) =>
                  !chunk.canBeInitial() && !chunk.name?.startsWith(groupedChunkPrefix),
              },
            },
          },
        },
        resolve,
        module,
      };
    },
  };
}
