import type {Configuration} from 'webpack';

/**
 * Takes Docusaurus's ChunkAssetPlugin out of the browser build. It puts
 * `__webpack_require__.gca` in the runtime every page loads, with a table from
 * each route module's chunk name to its chunk id (several hundred entries,
 * about 3.4 KB compressed) for Docusaurus's prefetching. Ours
 * (src/client/idle-prefetch.ts) finds a route module's chunks through the
 * route registry instead, and nothing else calls `gca`.
 *
 * Fails when the plugin is not there, so an upgrade that renames or drops it
 * is noticed (UPGRADING.md, chunk-asset-table).
 */
export function withoutChunkAssetTable(config: Configuration): void {
  const plugins = config.plugins ?? [];
  const index = plugins.findIndex((plugin) => plugin?.constructor.name === 'ChunkAssetPlugin');
  if (index === -1) {
    throw new Error('bundle-weight: Docusaurus no longer adds ChunkAssetPlugin; see UPGRADING.md (chunk-asset-table)');
  }
  plugins.splice(index, 1);
}
