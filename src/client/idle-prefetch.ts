/**
 * Docusaurus prefetches a route's chunks when a link to it scrolls into view.
 * Every link has its own IntersectionObserver, and on load they all report in
 * one task, just after hydration: a route lookup and a few `<link
 * rel="prefetch">` insertions per visible link, a long task on a phone while
 * the page is becoming interactive. This client module queues those
 * prefetches and runs one per idle period instead, and each one is ours
 * (./route-prefetch.ts): an indexed lookup, and each file asked for once.
 * Preloading on hover and touch (`window.docusaurus.preload`) is left as it is.
 */
import registry from '@generated/registry';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import {idlePrefetch, routePrefetch} from './route-prefetch';

type Prefetch = Window['docusaurus']['prefetch'];

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run);
  else setTimeout(run, 50);
}

type ChunkId = string | number;
// The bundler's runtime: its public path, a chunk's file, and the function that loads chunks.
declare const __webpack_require__: {p: string; u: (chunkId: ChunkId) => string; e: (chunkId: ChunkId) => Promise<void>};

/**
 * The chunks a route module's loader asks for. Its registry entry's loader is
 * called once with a chunk loader that only records what it is asked for and
 * never settles, so nothing is downloaded and no chunk's modules run; a module
 * already in the page's bundle needs no chunk, and its loader evaluates it as
 * hovering its link would. Docusaurus's own prefetch reads a table of chunk
 * names instead, which the runtime would carry to every page
 * (plugins/bundle-weight/chunk-asset-table.ts).
 */
function chunkIdsOf(chunkName: string): ChunkId[] {
  const entry = registry[chunkName];
  if (!entry) return [];
  const ids: ChunkId[] = [];
  const loadChunk = __webpack_require__.e;
  __webpack_require__.e = (chunkId) => (ids.push(chunkId), new Promise<void>(() => undefined));
  try {
    void entry[0]();
  } finally {
    __webpack_require__.e = loadChunk;
  }
  return ids;
}

const canPrefetchWithLink = () => {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
};

function downloader(): (url: string) => Promise<void> {
  if (!canPrefetchWithLink()) {
    // Safari has no <link rel="prefetch">: a plain request fills the HTTP cache instead.
    return async (url) => {
      const response = await fetch(url, {credentials: 'same-origin'});
      if (!response.ok) throw new Error(`could not prefetch ${url}: ${response.status}`);
      // The body has to be read for the cache to keep it.
      await response.arrayBuffer();
    };
  }
  return (url) =>
    new Promise((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      link.onload = () => resolve();
      link.onerror = () => reject(new Error(`could not prefetch ${url}`));
      document.head.appendChild(link);
    });
}

function prefetchRoutes(): Prefetch {
  return routePrefetch({
    routesChunkNames,
    matchRoutePaths: (routePath) => matchRoutes(routes, routePath).flatMap(({route}) => route.path ?? []),
    chunkUrls: (chunkName) =>
      chunkIdsOf(chunkName).flatMap((chunkId) => {
        const file = __webpack_require__.u(chunkId);
        // The runtime knows no hash for chunks of the page's entry point: they are loaded already.
        return file.includes('undefined') ? [] : [new URL(__webpack_require__.p + file, document.baseURI).href];
      }),
    download: downloader(),
    loadedUrls: () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    isConstrained: () => {
      const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
      return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
    },
  });
}

// Client modules also run during server rendering, where there is nothing to prefetch.
if (typeof window !== 'undefined') {
  // The client entry sets window.docusaurus as main.js finishes evaluating, after
  // this module runs; the microtask runs once that evaluation is over.
  queueMicrotask(() => {
    const original = window.docusaurus;
    if (!original) return;
    window.docusaurus = Object.freeze({...original, prefetch: idlePrefetch(prefetchRoutes(), whenIdle)});
  });
}
