import {describe, expect, it, vi} from 'vitest';
import {createEmbeddedClient} from '../../src/search/client';
import {isSearchShortcut} from '../../src/search/shortcut';
import {toPayload} from '../../plugins/search-index/build';
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
const payload = toPayload([
  {path: '/data-sources/garmin/', lvl0: 'Data sources', lvl1: 'Garmin', language: 'en', tag: 'default', records: [garmin]},
]);

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
    const body = url.endsWith('manifest.json') ? {index: 'index.abc123abc123.json', records: 1} : payload;
    return new Response(JSON.stringify(body), {status: 200});
  }) as typeof fetch;
  return {calls, doFetch};
}

const options = {manifestUrl: '/assets/search/manifest.json', indexName: 'rook', origin: 'http://site.test'};

describe('embedded search client', () => {
  it('downloads nothing until asked, then the manifest and the hashed index once', async () => {
    const {calls, doFetch} = fakeFetch();
    const client = createEmbeddedClient({...options, fetch: doFetch});
    expect(calls).toEqual([]);
    expect(client.requested).toBe(false);
    client.preload();
    client.preload();
    const response = await client.search({requests: [{indexName: 'rook', query: 'garmin'}]});
    expect(calls).toEqual(['/assets/search/manifest.json', 'http://site.test/assets/search/index.abc123abc123.json']);
    expect(response.results[0]!.hits[0]!.url).toBe('http://site.test/data-sources/garmin/');
  });

  it('accepts the helper’s legacy [{indexName, params}] form', async () => {
    const client = createEmbeddedClient({...options, fetch: fakeFetch().doFetch});
    const response = await client.search([
      {indexName: 'rook', params: {query: 'garmin', hitsPerPage: 15}},
      {indexName: 'rook', params: 'query=garmin&hitsPerPage=0&facets=%5B%22language%22%5D'},
    ]);
    expect(response.results[0]!.nbHits).toBe(1);
    expect(response.results[1]).toMatchObject({hits: [], facets: {language: {en: 1}}});
  });

  it('fails like Algolia’s client when the index cannot be fetched, then retries', async () => {
    const {calls, doFetch} = fakeFetch(1);
    const client = createEmbeddedClient({...options, fetch: doFetch});
    const request = {requests: [{indexName: 'rook', query: 'garmin'}]};
    await expect(client.search(request)).rejects.toMatchObject({name: 'RetryError'});
    const response = await client.search(request);
    expect(response.results[0]!.nbHits).toBe(1);
    expect(calls).toHaveLength(3);
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
    const client = createEmbeddedClient({...options, fetch: fakeFetch(5).doFetch});
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
