import {describe, expect, it} from 'vitest';
import {htmlIds, linkProblems, type LinkTarget} from '../e2e/support/links';

/** The crawl's link checker (tests/e2e/crawl.spec.ts) on a made-up site: it must report what is broken. */
const site: Record<string, LinkTarget> = {
  '/docs/a/': {status: 200, ids: htmlIds('<h2 id=step-1>Step 1</h2><h2 id="caf&eacute;">Café</h2><div id=\'quoted\'></div>')},
  '/docs/gone/': {status: 404, ids: new Set()},
};
const check = (hrefs: string[], liveIds: string[] = []) =>
  linkProblems({
    origin: 'http://127.0.0.1:1',
    here: 'http://127.0.0.1:1/docs/here/',
    hrefs,
    liveIds: new Set(liveIds),
    fetchTarget: async (pathname) => site[pathname] ?? {status: 200, ids: new Set()},
  });

describe('the crawl’s link checker', () => {
  it('reads ids in every attribute style, with entities decoded', () => {
    expect([...site['/docs/a/']!.ids].sort()).toEqual(['café', 'quoted', 'step-1']);
  });

  it('passes links to pages and anchors that exist, and ignores other hosts', async () => {
    expect(
      await check(
        [
          'http://127.0.0.1:1/docs/a/#step-1',
          'http://127.0.0.1:1/docs/a/#caf%C3%A9',
          'http://127.0.0.1:1/docs/here/#live',
          'https://example.com/#nothing',
        ],
        ['live'],
      ),
    ).toEqual([]);
  });

  it('reports a link to a missing page and an anchor that is not on its target', async () => {
    expect(
      await check(['http://127.0.0.1:1/docs/gone/', 'http://127.0.0.1:1/docs/a/#step-2', 'http://127.0.0.1:1/docs/here/#nowhere']),
    ).toEqual(['broken link to /docs/gone/ (HTTP 404)', 'broken anchor /docs/a/#step-2', 'broken anchor /docs/here/#nowhere']);
  });
});
