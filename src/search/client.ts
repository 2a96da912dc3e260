import type {SearchEngine} from '../../core/search/engine';
import type {IndexManifest, IndexPayload, LegacySearchRequest, SearchParams, SearchRequest, SearchResponse} from '../../core/search/types';

export interface EmbeddedClientOptions {
  /** Absolute or page-relative URL of the manifest written by the builder. */
  manifestUrl: string;
  indexName: string;
  /**
   * Origin put in front of hit URLs (the theme parses them with `new URL`).
   * A function so the client can be created during server rendering.
   */
  origin: string | (() => string);
  fetch?: typeof fetch;
}

type SearchInput = {requests: SearchRequest[]} | LegacySearchRequest[];

/** The performance measure of one query. @public (bench/search.mjs reads it through jiti; knip does not read bench/) */
export const QUERY_MEASURE = 'rook-search:query';

/** Answers kept per client: DocSearch repeats queries as people type and delete. */
const CACHE_SIZE = 50;

/**
 * Algolia's client throws an error named RetryError when no host answers, and
 * DocSearch shows its error screen ("Unable to fetch results") only for that
 * name, so a failed index download is reported the same way.
 */
function indexUnavailable(cause: unknown): Error {
  const reason = cause instanceof Error ? cause.message : String(cause);
  const error = new Error(`Unreachable hosts - the search index could not be loaded (${reason}).`, {cause});
  error.name = 'RetryError';
  return error;
}

/** `params` arrives as an object from the helper, or as a query string. */
function paramsOf(request: LegacySearchRequest): SearchParams {
  if (typeof request.params !== 'string') return request.params ?? {};
  const params: SearchParams = {};
  for (const [key, value] of new URLSearchParams(request.params)) {
    try {
      params[key] = JSON.parse(value);
    } catch {
      params[key] = value;
    }
  }
  if (params.query !== undefined) params.query = String(params.query);
  return params;
}

function normalizeRequests(input: SearchInput): SearchRequest[] {
  if (Array.isArray(input)) {
    return input.map((request) => ({...paramsOf(request), indexName: request.indexName}));
  }
  if (!input || !Array.isArray(input.requests)) {
    throw new TypeError('search() expects {requests: [...]} or an array of {indexName, params}.');
  }
  return input.requests;
}

/**
 * Keeps DocSearch's error screen up. DocSearch marks the dialog as errored in
 * a `.catch` on the client's promise, but its autocomplete core resets the
 * status to idle in a `finally` straight after, so with any client the error
 * screen would flash and turn into "No results". When the search fails, this
 * runs DocSearch's handler once more after that reset (unless the reader has
 * typed on since), which leaves the dialog in its error state. Callers that
 * use `.then` (algoliasearch-helper on the /search page) are unaffected.
 */
function keepErrorScreen<T>(promise: Promise<T>, stillCurrent: () => boolean): Promise<T> {
  const wrapped = {
    then: promise.then.bind(promise),
    finally: promise.finally.bind(promise),
    catch(onRejected?: (reason: unknown) => unknown) {
      promise.catch((error: unknown) => {
        if (!onRejected || (error as Error)?.name !== 'RetryError') return;
        setTimeout(() => {
          if (!stillCurrent()) return;
          try {
            onRejected(error);
          } catch {
            // DocSearch's handler rethrows the error it was given; already reported.
          }
        }, 0);
      });
      return promise.catch(onRejected);
    },
    [Symbol.toStringTag]: 'Promise',
  };
  return wrapped as Promise<T>;
}

async function fetchJson<T>(doFetch: typeof fetch, url: string): Promise<T> {
  const response = await doFetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export interface EmbeddedSearchClient {
  readonly appId: string;
  readonly apiKey: string;
  /** Starts downloading the index (once); safe to call on every hint of intent. */
  preload(): void;
  /** Whether the index has been requested yet. */
  readonly requested: boolean;
  search(input: SearchInput): Promise<SearchResponse>;
  searchForHits(input: SearchInput): Promise<SearchResponse>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
}

/**
 * A search client with the shape of Algolia's lite client, answered by the
 * index built with the site. Nothing is downloaded until the first call to
 * preload() or search().
 */
export function createEmbeddedClient(options: EmbeddedClientOptions): EmbeddedSearchClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let engine: Promise<SearchEngine> | null = null;
  let requested = false;
  const cache = new Map<string, SearchResponse>();

  function load(): Promise<SearchEngine> {
    if (!engine) {
      requested = true;
      // The engine's code is a chunk of its own, fetched beside the index:
      // pages that never search never download it.
      engine = (async () => {
        const origin = typeof options.origin === 'function' ? options.origin() : options.origin;
        const fetchIndex = async () => {
          const manifest = await fetchJson<IndexManifest>(doFetch, options.manifestUrl);
          const indexUrl = new URL(manifest.index, new URL(options.manifestUrl, origin)).href;
          return fetchJson<IndexPayload>(doFetch, indexUrl);
        };
        const [{SearchEngine}, payload] = await Promise.all([import('../../core/search/engine'), fetchIndex()]);
        return SearchEngine.fromPayload(payload, {origin, indexName: options.indexName});
      })();
      // Forget a failed download so the next keystroke tries again.
      engine.catch(() => {
        engine = null;
      });
    }
    return engine;
  }

  let calls = 0;

  function search(input: SearchInput): Promise<SearchResponse> {
    const call = ++calls;
    const outcome = (async () => {
      const requests = normalizeRequests(input);
      let ready: SearchEngine;
      try {
        ready = await load();
      } catch (cause) {
        throw indexUnavailable(cause);
      }
      return answer(ready, requests);
    })();
    return keepErrorScreen(outcome, () => call === calls);
  }

  function answer(ready: SearchEngine, requests: SearchRequest[]): SearchResponse {
    // Timed from here: the engine's own work, not the one-off download.
    const started = performance.now();
    const response = {
      results: requests.map((request) => {
        const key = JSON.stringify(request);
        const cached = cache.get(key);
        if (cached) return cached.results[0]!;
        const result = ready.search(request);
        if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(key, {results: [result]});
        return result;
      }),
    };
    // A user-timing entry per answered query; bench/search.mjs reads them.
    performance.measure?.(QUERY_MEASURE, {start: started});
    return response;
  }

  return {
    appId: 'embedded',
    apiKey: '',
    get requested() {
      return requested;
    },
    preload() {
      load().catch(() => {
        // Reported by the search that follows, if any.
      });
    },
    search,
    searchForHits: search,
    addAlgoliaAgent() {
      // Nothing to report to: the index never leaves this site.
    },
    async clearCache() {
      cache.clear();
    },
  };
}
