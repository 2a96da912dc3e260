import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {sourceFiles} from '../../plugins/source-archive/files';
import {authoringHits, readableText, sourceNoteHits, sourceNotes} from '../support/authoring-vocabulary';

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

describe('the source archive', () => {
  it('the checker catches made-up notes to the writers, one example per pattern, and passes ordinary code', () => {
    const notes = [
      '// Retries after 2 h, 24 h and 48 h (see the facts sheet).',
      '/** The order of the product spec’s call table. */',
      '# Per the spec, the search shows 20 hits.',
      '- `sdk.ts`: every exception the facts name per SDK.',
      '// Kept 3 days in the sandbox (facts §6).',
      '/** The datetime that is signed [U]. */',
      '// Split by topic (issue #17).',
    ];
    for (const note of notes) expect(sourceNoteHits(note), note).not.toEqual([]);
    // Every pattern is needed: each catches one of the examples.
    for (const {pattern} of sourceNotes)
      expect(
        notes.some((note) => pattern.test(note)),
        String(pattern),
      ).toBe(true);
    const code = [
      'import javax.crypto.spec.SecretKeySpec',
      'npx playwright test tests/e2e/guides.spec.ts',
      'type Answer<R> = {[S in keyof R]: ContentOf<R[S]>}[keyof R];',
      '/** The facts of a node as a field row shows them. */',
      'Download the OpenAPI specification, or read [S](https://example.com).',
      '// ROOK has confirmed the 7-day window; ROOK has not published the datetime.',
    ];
    for (const line of code) expect(sourceNoteHits(line), line).toEqual([]);
  });

  // The tests are published too, so they are checked like the rest. Only the
  // checker and this test are exempt: they must name the phrases they catch.
  const exempt = ['tests/support/authoring-vocabulary.ts', 'tests/unit/authoring-vocabulary.test.ts'];
  it('every file the archive publishes, tests included, speaks about ROOK and the code, not the writers’ notes', async () => {
    const published = await sourceFiles(root);
    expect(published).toEqual(expect.arrayContaining(exempt));
    const files = published.filter((file) => !exempt.includes(file));
    expect(files).toContain('sandbox/model/sources.ts');
    expect(files).toContain('tests/unit/guide-claims.test.ts');
    const hits = files.flatMap((file) => {
      const bytes = readFileSync(path.join(root, file));
      if (bytes.includes(0)) return []; // images and other binary files
      return sourceNoteHits(bytes.toString('utf8')).map((hit) => `${file}: "${hit.phrase}" (${hit.why}) in “${hit.context}”`);
    });
    expect(hits).toEqual([]);
  });
});
