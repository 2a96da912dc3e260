import {describe, expect, it, vi} from 'vitest';
import {createEmbeddedClient} from '../../src/search/client';
import {isSearchShortcut} from '../../src/search/shortcut';
import {manifestFor, toPayload} from '../../plugins/search-index/build';
import type {SearchRecord} from '../../core/search/types';

const garmin: SearchRecord = {
  objectID: 'x',
  type: 'lvl1',
  hierarchy: {lvl0: 'Data sources', lvl1: 'Garmin', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: null,
  url: '/data-sources/garmin/',
  language: 'en',
  docusaurus_tag: 'default',
};
// Only in the whole index: paragraphs stay out of the first part.
const paragraph: SearchRecord = {...garmin, objectID: 'y', type: 'content', content: 'Garmin data arrives overnight.'};
const payload = toPayload([
  {path: '/data-sources/garmin/', lvl0: 'Data sources', lvl1: 'Garmin', language: 'en', tag: 'default', records: [garmin, paragraph]},
]);
const files: Record<string, unknown> = {
  'manifest.json': manifestFor('index.abc123abc123.json', payload),
  'index.abc123abc123.json': payload,
};

function fakeFetch(fail = 0) {
  const calls: string[] = [];
  let failures = fail;
  const doFetch = (async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    if (failures > 0) {
      failures -= 1;
      throw new TypeError('Failed to fetch');
    }
    return new Response(JSON.stringify(files[url.slice(url.lastIndexOf('/') + 1)]), {status: 200});
  }) as typeof fetch;
  return {calls, doFetch};
}

/** Idle periods the test hands out itself. */
function idle() {
  const waiting: Array<() => void> = [];
  return {whenIdle: (run: () => void) => void waiting.push(run), runAll: () => waiting.splice(0).forEach((run) => run())};
}

const options = {manifestUrl: '/assets/search/manifest.json', indexName: 'rook', origin: 'http://site.test'};
const MANIFEST = '/assets/search/manifest.json';
const WHOLE = 'http://site.test/assets/search/index.abc123abc123.json';
const query = (text: string) => ({requests: [{indexName: 'rook', query: text}]});

/** Resolves once the whole index has been fetched and its first answer given. */
async function untilWhole(client: ReturnType<typeof createEmbeddedClient>, calls: string[]) {
  await vi.waitFor(() => expect(calls).toContain(WHOLE));
  return client.search(query('garmin'));
}

describe('embedded search client', () => {
  it('downloads nothing until asked, then answers from the first part in the manifest and fetches the whole index when idle', async () => {
    const {calls, doFetch} = fakeFetch();
    const periods = idle();
    const client = createEmbeddedClient({...options, fetch: doFetch, whenIdle: periods.whenIdle});
    expect(calls).toEqual([]);
    expect(client.requested).toBe(false);
    client.preload();
    client.preload();
    const quick = await client.search(query('garmin'));
    expect(calls).toEqual([MANIFEST]);
    expect(quick.results[0]!.hits.map((hit) => hit.type)).toEqual(['lvl1']);
    expect(quick.results[0]!.hits[0]!.url).toBe('http://site.test/data-sources/garmin/');

    periods.runAll();
    const whole = await untilWhole(client, calls);
    expect(calls).toEqual([MANIFEST, WHOLE]);
    expect(whole.results[0]!.hits.map((hit) => hit.type)).toEqual(['lvl1', 'content']);
  });

  it('leaves "no results" to the whole index', async () => {
    const {calls, doFetch} = fakeFetch();
    const client = createEmbeddedClient({...options, fetch: doFetch, whenIdle: idle().whenIdle});
    const response = await client.search(query('overnight'));
    expect(calls).toEqual([MANIFEST, WHOLE]);
    expect(response.results[0]!.hits.map((hit) => hit.content)).toEqual(['Garmin data arrives overnight.']);
  });

  it('answers the search page from the whole index only', async () => {
    const {calls, doFetch} = fakeFetch();
    const client = createEmbeddedClient({...options, fetch: doFetch, whenIdle: idle().whenIdle});
    const response = await client.complete.search(query('garmin'));
    expect(calls).toEqual([MANIFEST, WHOLE]);
    expect(response.results[0]!.nbHits).toBe(2);
    expect(client.requested).toBe(true);
  });

  it('fails like Algolia’s client when the index cannot be fetched, then retries', async () => {
    // Two failures: the manifest, for the first part and again for the whole index.
    const {calls, doFetch} = fakeFetch(2);
    const client = createEmbeddedClient({...options, fetch: doFetch, whenIdle: idle().whenIdle});
    await expect(client.search(query('garmin'))).rejects.toMatchObject({name: 'RetryError'});
    expect(calls).toEqual([MANIFEST, MANIFEST]);
    const response = await client.search(query('garmin'));
    expect(response.results[0]!.nbHits).toBe(1);
    expect(calls).toEqual([MANIFEST, MANIFEST, MANIFEST]);
  });

  it('replays the catch handler after a failure so DocSearch keeps its error screen', async () => {
    // The replay is a setTimeout(0): fake timers run it at a known point instead of a real sleep.
    vi.useFakeTimers({toFake: ['setTimeout']});
    try {
      await replaysTheCatchHandler();
    } finally {
      vi.useRealTimers();
    }
  });

  async function replaysTheCatchHandler() {
    const client = createEmbeddedClient({...options, fetch: fakeFetch(Infinity).doFetch});
    const request = {requests: [{indexName: 'rook', query: 'garmin'}]};
    const seen: string[] = [];
    const handler = (error: unknown) => {
      seen.push((error as Error).name);
      throw error;
    };
    await client
      .search(request)
      .catch(handler)
      .catch(() => undefined);
    await vi.runAllTimersAsync();
    expect(seen).toEqual(['RetryError', 'RetryError']);

    // Not replayed once a newer search has started.
    seen.length = 0;
    const older = client
      .search(request)
      .catch(handler)
      .catch(() => undefined);
    client.search(request).catch(() => undefined);
    await older;
    await vi.runAllTimersAsync();
    expect(seen).toEqual(['RetryError']);
  }

  it('rejects a malformed call with a clear error', async () => {
    const client = createEmbeddedClient({...options, fetch: fakeFetch().doFetch});
    // @ts-expect-error deliberately wrong shape
    await expect(client.search({query: 'x'})).rejects.toThrow(/expects \{requests/);
  });
});

describe('isSearchShortcut', () => {
  const key = (k: string, extra: Record<string, unknown> = {}) =>
    ({key: k, metaKey: false, ctrlKey: false, altKey: false, target: {tagName: 'BODY'}, ...extra}) as unknown as KeyboardEvent;

  it('knows Ctrl+K, Cmd+K and a bare slash', () => {
    expect(isSearchShortcut(key('k', {ctrlKey: true}))).toBe(true);
    expect(isSearchShortcut(key('K', {metaKey: true}))).toBe(true);
    expect(isSearchShortcut(key('/'))).toBe(true);
  });

  it('ignores a slash typed into a field and other keys', () => {
    expect(isSearchShortcut(key('/', {target: {tagName: 'INPUT'}}))).toBe(false);
    expect(isSearchShortcut(key('/', {target: {tagName: 'DIV', isContentEditable: true}}))).toBe(false);
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('/', {altKey: true}))).toBe(false);
  });
});
