import {readFileSync, writeFileSync} from 'node:fs';
import type {Compiler} from 'webpack';

/** The part of react-loadable-ssr-addon's manifest that Docusaurus's page rendering reads. */
type ClientManifest = {
  entrypoints: string[];
  /** What the server reports having rendered → the chunk ids to load for it. */
  origins: Record<string, (string | number)[]>;
  assets: Record<string, Record<string, {file: string}[]>>;
};

// The subset of the bundler's chunk group this reads (Rspack's and webpack's agree on it).
type ChunkGroupLike = {
  isInitial(): boolean;
  chunks: Iterable<{id: string | number | null}>;
  origins: readonly {request?: string}[];
};

/**
 * Lets each page's HTML name the chunks its route needs, beside `main.js`.
 *
 * Docusaurus lists a page's scripts by asking the client manifest which chunks
 * hold the route modules it rendered, named by their import requests. Under
 * Rspack the manifest keys chunks by name or id instead, so every page listed
 * only `runtime~main.js` and `main.js`: the route's chunks were requested
 * only once `main.js` had run, a round trip later, and inserting their script
 * elements one by one took part of the long task that runs `main.js`. This
 * adds, for each lazily loaded chunk group, the requests that open it, so the
 * page's HTML names those chunks and its loader starts them with the app's
 * own scripts (the template in core/config/ssr-template.ts).
 */
export function addRouteOrigins(manifest: ClientManifest, groups: Iterable<ChunkGroupLike>): number {
  let added = 0;
  for (const group of groups) {
    if (group.isInitial()) continue;
    const ids = [...group.chunks].map((chunk) => chunk.id).filter((id) => id !== null);
    for (const {request} of group.origins) {
      if (!request) continue;
      const known = (manifest.origins[request] ??= []);
      for (const id of ids) if (!known.includes(id)) known.push(id);
      added++;
    }
  }
  return added;
}

/** Rewrites the client manifest once the client bundle is written (the addon writes it while emitting). */
export class RouteScriptsPlugin {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('RouteScriptsPlugin', (compilation) => {
      const manifest = JSON.parse(readFileSync(this.manifestPath, 'utf8')) as ClientManifest;
      if (addRouteOrigins(manifest, compilation.chunkGroups as Iterable<ChunkGroupLike>) === 0) {
        throw new Error('hydration-work: no lazily loaded chunk came from an import request; see UPGRADING.md (route-scripts)');
      }
      writeFileSync(this.manifestPath, JSON.stringify(manifest));
    });
  }
}
