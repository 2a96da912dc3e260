import type {SearchEngine} from '../../core/search/engine';
import type {
  IndexManifest,
  IndexPayload,
  LegacySearchRequest,
  SearchParams,
  SearchRequest,
  SearchResponse,
  SearchResult,
  SerializedIndex,
} from '../../core/search/types';

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
  /**
   * Runs the whole index's download and build once the first answer is on
   * screen (default: the browser's next idle period), so they never hold up
   * that answer.
   */
  whenIdle?: (run: () => void) => void;
}

type SearchInput = {requests: SearchRequest[]} | LegacySearchRequest[];

/** The performance measure of one query. @public (bench/search.mjs reads it through jiti; knip does not read bench/) */
export const QUERY_MEASURE = 'rook-search:query';

/** The performance measure of building an engine (detail: 'first' or 'index'). @public (read by bench/search.mjs) */
export const INDEX_MEASURE = 'rook-search:index';

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
  /**
   * Answers from the whole index once it is in; before that, from the first
   * part (titles and headings), except that only the whole index may say
   * there are no results.
   */
  search(input: SearchInput): Promise<SearchResponse>;
  searchForHits(input: SearchInput): Promise<SearchResponse>;
  /** The same client answering only from the whole index (the /search page counts every hit). */
  readonly complete: Pick<EmbeddedSearchClient, 'appId' | 'apiKey' | 'search' | 'searchForHits' | 'addAlgoliaAgent' | 'clearCache'>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
}

/** An engine and the answers it has given (answers from the first part must not outlive it). */
interface Answerer {
  engine: SearchEngine;
  cache: Map<string, SearchResult>;
}

function idleCallback(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, {timeout: 500});
  else setTimeout(run, 0);
}

/** Runs `start` once, and again after a failure, so the next keystroke retries. */
function retryable<T>(start: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      pending = start();
      pending.catch(() => {
        pending = null;
      });
    }
    return pending;
  };
}

/**
 * A search client with the shape of Algolia's lite client, answered by the
 * index built with the site. Nothing is downloaded until the first call to
 * preload() or search(); then the manifest, which carries the first part of
 * the index, beside the engine's chunk, and once the first part answers, the
 * whole index.
 */
export function createEmbeddedClient(options: EmbeddedClientOptions): EmbeddedSearchClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const origin = () => (typeof options.origin === 'function' ? options.origin() : options.origin);
  const whenIdle = options.whenIdle ?? idleCallback;
  let requested = false;
  let first: Answerer | null = null;
  let whole: Answerer | null = null;

  const manifest = retryable(() => fetchJson<IndexManifest>(doFetch, options.manifestUrl));
  // The engine's code is a chunk of its own, fetched beside the index: pages
  // that never search never download it.
  const engineModule = retryable(() => import('../../core/search/engine'));

  /**
   * An engine over `payload`, once the engine's chunk is in, loading `serialized` when the payload
   * comes with its built index; `name` labels the build's measure.
   */
  async function build(name: string, source: Promise<{payload: IndexPayload; serialized?: SerializedIndex}>): Promise<Answerer> {
    const [{SearchEngine}, {payload, serialized}] = await Promise.all([engineModule(), source]);
    const started = performance.now();
    const engineOptions = {origin: origin(), indexName: options.indexName};
    // A part that comes with its built index loads it at once; the whole index is indexed here, a slice per task.
    const engine = serialized
      ? SearchEngine.fromPayload(payload, engineOptions, serialized)
      : await SearchEngine.inSlices(payload, engineOptions);
    performance.measure?.(INDEX_MEASURE, {start: started, detail: name});
    return {engine, cache: new Map()};
  }

  async function fetchWhole(): Promise<{payload: IndexPayload}> {
    const url = new URL((await manifest()).index, new URL(options.manifestUrl, origin())).href;
    return {payload: await fetchJson<IndexPayload>(doFetch, url)};
  }

  const loadWhole = retryable(async () => (whole = await build('index', fetchWhole())));
  // The whole index follows the first part, so the two never compete for the
  // network and the CPU; it follows a failed first part too, as the fallback.
  const loadFirst = retryable(async () => {
    try {
      const part = manifest().then((m) => ({payload: m.first, serialized: m.firstIndex}));
      return (first = await build('first', part));
    } finally {
      whenIdle(() => {
        loadWhole().catch(() => {
          // Reported by the search that needs it, if any.
        });
      });
    }
  });

  function load(): Promise<Answerer> {
    requested = true;
    return loadFirst();
  }

  function answerAll(answerer: Answerer, requests: SearchRequest[]): SearchResponse {
    // Timed from here: the engine's own work, not the one-off download.
    const started = performance.now();
    const response = {results: requests.map((request) => answerOne(answerer, request))};
    // A user-timing entry per answered query; bench/search.mjs reads them.
    performance.measure?.(QUERY_MEASURE, {start: started});
    return response;
  }

  function answerOne({engine, cache}: Answerer, request: SearchRequest): SearchResult {
    const key = JSON.stringify(request);
    const cached = cache.get(key);
    if (cached) return cached;
    const result = engine.search(request);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, result);
    return result;
  }

  async function respond(requests: SearchRequest[], completeOnly: boolean): Promise<SearchResponse> {
    if (whole) return answerAll(whole, requests);
    requested = true;
    if (!completeOnly) {
      const quick = await load().then(
        (answerer) => answerAll(answerer, requests),
        () => null,
      );
      // "No results" is for the whole index to say.
      if (quick && quick.results.every((result) => result.nbHits > 0)) return quick;
    }
    return answerAll(await loadWhole(), requests);
  }

  let calls = 0;

  function searchWith(completeOnly: boolean) {
    return (input: SearchInput): Promise<SearchResponse> => {
      const call = ++calls;
      const outcome = (async () => {
        const requests = normalizeRequests(input);
        try {
          return await respond(requests, completeOnly);
        } catch (cause) {
          throw indexUnavailable(cause);
        }
      })();
      return keepErrorScreen(outcome, () => call === calls);
    };
  }

  const clearCache = async () => {
    first?.cache.clear();
    whole?.cache.clear();
  };
  const addAlgoliaAgent = () => {
    // Nothing to report to: the index never leaves this site.
  };
  const search = searchWith(false);
  const searchComplete = searchWith(true);
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
    complete: {appId: 'embedded', apiKey: '', search: searchComplete, searchForHits: searchComplete, addAlgoliaAgent, clearCache},
    addAlgoliaAgent,
    clearCache,
  };
}
