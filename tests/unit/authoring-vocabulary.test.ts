import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
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
    expect(phrases('<pre>import javax.crypto.spec.SecretKeySpec</pre>')).toEqual([]);
    expect(phrases('<pre><span>javax</span> <span>.</span> <span>crypto</span> <span>.</span> <span>spec</span></pre>')).toEqual([]);
    expect(phrases('<pre>import my.spec.Thing</pre>')).toContain('spec');
  });

  it('reads JSON-LD and meta descriptions, which search engines show', () => {
    expect(phrases('<script type="application/ld+json">{"description": "From the facts sheet"}</script>')).toContain('facts sheet');
    expect(authoringHits(readableText('<html><head><meta name="description" content="per the spec"></head></html>'))).toHaveLength(1);
  });
});

/** The text of every string literal and template in a TypeScript source: what a data module can render. */
function stringLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) found.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const root = path.resolve(__dirname, '../..');
const filesIn = (dir: string, ext: RegExp) =>
  readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));

describe('sources of public text', () => {
  const hitsIn = (file: string, texts: string[]) =>
    texts.flatMap((text) => authoringHits(text).map((hit) => `${path.relative(root, file)}: "${hit.phrase}" in “${hit.context}”`));

  it('the strings of the data modules, the pages, the changelog and the contracts say nothing about how the site was written', () => {
    const data = filesIn('core/data', /\.ts$/).flatMap((file) => hitsIn(file, stringLiterals(file)));
    // MDX comments ({/* … */}) are not rendered; everything else on a page is.
    const pages = filesIn('docs', /\.mdx?$/).flatMap((file) =>
      hitsIn(file, [readFileSync(file, 'utf8').replace(/\{\/\*[\s\S]*?\*\/\}/g, '')]),
    );
    const changelog = filesIn('changelog', /\.md$/).flatMap((file) => hitsIn(file, [readFileSync(file, 'utf8')]));
    // The contracts are downloaded as they are, comments included.
    const contracts = filesIn('openapi', /\.yaml$/).flatMap((file) => hitsIn(file, [readFileSync(file, 'utf8')]));
    expect([...data, ...pages, ...changelog, ...contracts]).toEqual([]);
  });
});
