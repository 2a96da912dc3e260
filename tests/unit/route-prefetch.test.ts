import type {RouteChunkNames} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {indexChunkNames, routePrefetch, type RoutePrefetchOptions} from '../../src/client/route-prefetch';

// Shaped like .docusaurus/routesChunkNames.json: three docs pages under shared layout routes.
const routesChunkNames: RouteChunkNames = {
  '/docs-b1f': {__comp: 'docsRoot', __context: {plugin: 'docsPlugin'}},
  '/docs-0e2': {__comp: 'versionRoot', __props: 'versionProps'},
  '/docs-9a1': {__comp: 'docRoot'},
  '/docs/QuickStart/-ca2': {__comp: 'docItem', content: 'quickStartContent'},
  '/docs/data-sources/-7d0': {__comp: 'docItem', content: 'dataSourcesContent'},
  '/docs/merged/-3f3': {__comp: 'docItem', content: 'mergedContent'},
  '/api/-f9e': {__comp: 'apiPage', nav: 'apiNav', items: [{content: 'first'}, {content: 'second'}]},
};

const branch: Record<string, string[]> = {
  '/docs/QuickStart/': ['/docs', '/docs', '/docs', '/docs/QuickStart/'],
  '/docs/data-sources/': ['/docs', '/docs', '/docs', '/docs/data-sources/'],
  '/docs/merged/': ['/docs', '/docs', '/docs', '/docs/merged/'],
  '/api/': ['/api/'],
};

const url = (name: string) => `https://docs.example/assets/js/${name}.js`;

/** A prefetch over the table above that records what it downloads. */
function harness(overrides: Partial<RoutePrefetchOptions> = {}) {
  const downloaded: string[] = [];
  const prefetch = routePrefetch({
    routesChunkNames,
    matchRoutePaths: (routePath) => branch[routePath] ?? [],
    // Each content module also needs a chunk it shares with the other pages' content.
    chunkUrls: (name) => (name === 'mergedContent' ? [] : [name, ...(name.endsWith('Content') ? ['sharedByContent'] : [])].map(url)),
    download: (url) => (downloaded.push(url.replace('https://docs.example/assets/js/', '')), Promise.resolve()),
    loadedUrls: () => [],
    isConstrained: () => false,
    ...overrides,
  });
  return {prefetch, downloaded};
}

describe('indexChunkNames', () => {
  it('keys each route by its path without the hash, with its nested and listed chunk names once', () => {
    const index = indexChunkNames(routesChunkNames);
    expect([...index.get('/docs')!]).toEqual(['docsRoot', 'docsPlugin', 'versionRoot', 'versionProps', 'docRoot']);
    expect([...index.get('/docs/data-sources/')!]).toEqual(['docItem', 'dataSourcesContent']);
    expect([...index.get('/api/')!]).toEqual(['apiPage', 'apiNav', 'first', 'second']);
  });
});

describe('routePrefetch', () => {
  it("downloads a route's chunks and those of the routes around it", async () => {
    const {prefetch, downloaded} = harness();
    await prefetch('/docs/QuickStart/');
    expect(downloaded).toEqual([
      'docsRoot.js',
      'docsPlugin.js',
      'versionRoot.js',
      'versionProps.js',
      'docRoot.js',
      'docItem.js',
      'quickStartContent.js',
      'sharedByContent.js',
    ]);
  });

  it('asks for a file once, however many routes and modules share it', async () => {
    const {prefetch, downloaded} = harness();
    await prefetch('/docs/QuickStart/');
    downloaded.length = 0;
    await prefetch('/docs/data-sources/');
    expect(downloaded).toEqual(['dataSourcesContent.js']);
  });

  it('never asks for a file the page has already loaded', async () => {
    const loaded = ['docsRoot', 'docsPlugin', 'versionRoot', 'versionProps', 'docRoot', 'docItem', 'sharedByContent'].map(url);
    const {prefetch, downloaded} = harness({loadedUrls: () => loaded});
    await prefetch('/docs/QuickStart/');
    expect(downloaded).toEqual(['quickStartContent.js']);
  });

  it('skips modules that need no file of their own', async () => {
    const {prefetch, downloaded} = harness({loadedUrls: () => [url('docsRoot')]});
    await prefetch('/docs/merged/');
    expect(downloaded).not.toContain('mergedContent.js');
    expect(downloaded).toContain('docItem.js');
  });

  it('does nothing on a constrained connection, or for a route it has prefetched', async () => {
    const constrained = harness({isConstrained: () => true});
    expect(constrained.prefetch('/api/')).toBe(false);
    expect(constrained.downloaded).toEqual([]);

    const {prefetch, downloaded} = harness();
    await prefetch('/api/');
    expect(prefetch('/api/')).toBe(false);
    expect(downloaded).toEqual(['apiPage.js', 'apiNav.js', 'first.js', 'second.js']);
  });

  it('settles when a download fails, so the page is not left with a rejected promise', async () => {
    const {prefetch} = harness({download: () => Promise.reject(new Error('offline'))});
    await expect(prefetch('/api/')).resolves.toHaveLength(4);
  });

  it('reads the route table once, on the first prefetch', async () => {
    let reads = 0;
    const counted = new Proxy(routesChunkNames, {
      ownKeys: (target) => (reads++, Reflect.ownKeys(target)),
    });
    const {prefetch} = harness({routesChunkNames: counted});
    expect(reads).toBe(0);
    await prefetch('/docs/QuickStart/');
    await prefetch('/docs/data-sources/');
    await prefetch('/api/');
    expect(reads).toBe(1);
  });
});
