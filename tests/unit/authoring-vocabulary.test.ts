import {describe, expect, it} from 'vitest';
import {authoringHits, readableText} from '../support/authoring-vocabulary';

/** The checker of tests/built/voice.test.ts finds authoring vocabulary where a reader meets it, and only there. */
describe('the authoring-vocabulary checker', () => {
  const page = (body: string) => `<!doctype html><html><head><title>x</title></head><body>${body}</body></html>`;
  const phrases = (html: string) => authoringHits(readableText(page(html))).map((hit) => hit.phrase);

  it('fails a page that says how it was written, in text or in a tooltip', () => {
    const found = (html: string, expected: string[]) => expect(phrases(html)).toEqual(expect.arrayContaining(expected));
    found('<p>The facts sheet names the module; it comes from the earlier guide’s reference.</p>', ['facts sheet', 'earlier guide’s']);
    found('<span title="Not in the facts (facts §10.7) [S]">unconfirmed</span>', ['the facts', '§1', '[S]']);
    found('<p>In the order of the spec’s topics (issue #25). TODO: check.</p>', ['spec’s', 'issue #25', 'TODO']);
    found('<p>See the product spec.</p>', ['product spec']);
  });

  it('passes the names of public formats and text a reader does not get', () => {
    expect(phrases('<p>Download the OpenAPI specification, or the OpenAPI spec as JSON.</p>')).toEqual([]);
    expect(phrases('<script>const spec = "facts sheet";</script><style>.spec{}</style><p class="spec">Hello</p>')).toEqual([]);
    expect(phrases('<p>Read [S](https://example.com) for more.</p>')).toEqual([]);
  });

  it('reads JSON-LD and meta descriptions, which search engines show', () => {
    expect(phrases('<script type="application/ld+json">{"description": "From the facts sheet"}</script>')).toContain('facts sheet');
    expect(authoringHits(readableText('<html><head><meta name="description" content="per the spec"></head></html>'))).toHaveLength(1);
  });
});
