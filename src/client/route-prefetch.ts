/**
 * Prefetching a linked route's chunks, the work Docusaurus's own `prefetch`
 * does, at a fraction of its cost on a site with several hundred routes:
 *
 * - Docusaurus finds a route's chunk names by running a regular expression
 *   over every entry of `routesChunkNames`, for each route of the matched
 *   branch, on every call. Here that table is indexed by route path once, on
 *   the first call.
 * - Docusaurus inserts a `<link rel="prefetch">` for every chunk of every
 *   branch, so the layout chunks that all pages share are asked for again for
 *   each link in view (291 insertions for 25 files on the QuickStart). Here a
 *   file is asked for once, and never when the page already loaded it.
 * - Docusaurus prefetches a route module's own chunk only. Here the files are
 *   all those the module's loader asks for, the chunks it shares with other
 *   modules included.
 *
 * And `idlePrefetch` runs such prefetches one per idle period, instead of all
 * in the task that reports the links in view. ./idle-prefetch.ts wires both
 * into `window.docusaurus`.
 */

import type {ChunkNames, RouteChunkNames} from '@docusaurus/types';

type Prefetch = (routePath: string) => Promise<void[]> | false;

export interface RoutePrefetchOptions {
  /** `@generated/routesChunkNames`: keyed by route path, a dash and a hash. */
  routesChunkNames: RouteChunkNames;
  /** The paths of the routes that render `routePath`, outermost first. */
  matchRoutePaths: (routePath: string) => string[];
  /** The files a route module (by chunk name) needs that the page may not have, as URLs. */
  chunkUrls: (chunkName: string) => string[];
  /** Starts a low-priority download of a file the page may need next. */
  download: (url: string) => Promise<void>;
  /** Files the page has already loaded, read on each call. */
  loadedUrls: () => Iterable<string>;
  /** Whether the reader's connection is too slow or metered to download ahead. */
  isConstrained: () => boolean;
}

/** The chunk names of a route's tree (objects and arrays of names), each once. */
function chunkNamesOf(tree: ChunkNames | ChunkNames[], into: Set<string>): Set<string> {
  for (const value of Object.values(tree)) {
    if (typeof value === 'string') into.add(value);
    else chunkNamesOf(value as ChunkNames | ChunkNames[], into);
  }
  return into;
}

/** Route path → chunk names, from keys such as `/docs/QuickStart/-ca2` (the hash after the last dash). */
export function indexChunkNames(routesChunkNames: RouteChunkNames): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const routePath = key.replace(/-[^-]+$/, '');
    index.set(routePath, chunkNamesOf(tree, index.get(routePath) ?? new Set()));
  }
  return index;
}

/**
 * `window.docusaurus.prefetch` as options describe it: false when nothing is to
 * be done (a constrained connection, or a route already prefetched), else a
 * promise that settles when the route's new files have downloaded.
 */
export function routePrefetch(options: RoutePrefetchOptions): Prefetch {
  let index: Map<string, Set<string>> | undefined;
  const prefetchedRoutes = new Set<string>();
  const requestedUrls = new Set<string>();
  return (routePath) => {
    if (options.isConstrained() || prefetchedRoutes.has(routePath)) return false;
    prefetchedRoutes.add(routePath);
    index ??= indexChunkNames(options.routesChunkNames);
    const loaded = new Set(options.loadedUrls());
    const downloads: Array<Promise<void>> = [];
    for (const matchedPath of options.matchRoutePaths(routePath)) {
      for (const chunkName of index.get(matchedPath) ?? []) {
        for (const url of options.chunkUrls(chunkName)) {
          if (loaded.has(url) || requestedUrls.has(url)) continue;
          requestedUrls.add(url);
          // A failed prefetch only means the file is fetched when it is needed.
          downloads.push(options.download(url).catch(() => undefined));
        }
      }
    }
    return Promise.all(downloads);
  };
}

/** Wraps `prefetch` so that calls are queued and run one per `whenIdle` callback. */
export function idlePrefetch(prefetch: Prefetch, whenIdle: (run: () => void) => void): Prefetch {
  const queue: Array<() => void> = [];
  let scheduled = false;
  const runOne = () => {
    const next = queue.shift();
    // Schedule the rest first, so one failing prefetch cannot stall the queue.
    scheduled = queue.length > 0;
    if (scheduled) whenIdle(runOne);
    next?.();
  };
  return (routePath) =>
    new Promise<void[]>((resolve) => {
      queue.push(() => resolve(prefetch(routePath) || []));
      if (!scheduled) {
        scheduled = true;
        whenIdle(runOne);
      }
    });
}
