import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {mdxFiles} from './support/sdkSamples';

/**
 * One short mark per unconfirmed thing (tests/unit/sdk-truth.test.ts checks
 * that every unconfirmed name is marked): a sample gets one line listing its
 * names, a name marked inline is not listed again on the same page, and no
 * page opens with a caution or such a line before its first sentence.
 */

const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');
const read = (file: string) => readFileSync(file, 'utf8');

/** Names a page marks inline or in a table row, and the names of each sample line, in page order. */
function marks(text: string) {
  const inline = [...text.matchAll(/<Unconfirmed(?:Mark)? name="([^"]+)"/g)].map((m) => m[1]!);
  const lines = [...text.matchAll(/<UnconfirmedNames names=\{\[([^\]]*)\]\}/g)].map((m) => ({
    at: m.index,
    names: [...m[1]!.matchAll(/'([^']+)'/g)].map((n) => n[1]!),
  }));
  return {inline, lines};
}

/** Problems with a page's marks: a name marked twice, or two lines for one sample (no code fence or heading between them). */
function doubleMarks(text: string): string[] {
  const {inline, lines} = marks(text);
  const problems = lines.flatMap((line) =>
    line.names.filter((name) => inline.includes(name)).map((name) => `${name} marked inline and in a line`),
  );
  lines.slice(1).forEach((line, i) => {
    if (!/```|\n#{2,6} /.test(text.slice(lines[i]!.at, line.at)))
      problems.push(`two lines for one sample: ${lines[i]!.names[0]} and ${line.names[0]}`);
  });
  return problems;
}

/** The first block of a page's body: what a reader meets under the title. */
function opening(text: string): string {
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
  const blocks = body.split(/\n\s*\n/).map((b) => b.trim());
  return blocks.find((b) => b && !/^(import|export) /.test(b) && !/^#{1,6} /.test(b)) ?? '';
}

describe('unconfirmed marks', () => {
  it('mark each name once per page and give each sample one line', () => {
    const problems = mdxFiles().flatMap((file) => doubleMarks(read(file)).map((p) => `${path.relative(root, file)}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('no page opens with a caution or an unconfirmed line before its first sentence', () => {
    const pages = mdxFiles(docsDir);
    expect(pages.length).toBeGreaterThan(100);
    const walls = pages.filter((file) => /^(:::|<UnconfirmedNames|<Admonition)/.test(opening(read(file))));
    expect(walls.map((file) => path.relative(root, file))).toEqual([]);
    // Nor does a section of an SDK guide open with its unconfirmed line: it sits after the text, above the sample.
    const sections = mdxFiles().filter((file) => /\n#{2,6} [^\n]+\n\s*\n<UnconfirmedNames/.test(read(file)));
    expect(sections.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('the checks catch a double mark, two lines for one sample and a page that opens with a caution', () => {
    const line = (n: string) => `<UnconfirmedNames names={['${n}']} />`;
    expect(doubleMarks(`<Unconfirmed name="A" />\n\n${line('A')}\n\n\`\`\`ts\nx\n\`\`\``)).toEqual(['A marked inline and in a line']);
    expect(doubleMarks(`${line('A')}\n\n${line('B')}\n\n\`\`\`ts\nx\n\`\`\``)).toEqual(['two lines for one sample: A and B']);
    expect(doubleMarks(`${line('A')}\n\n\`\`\`ts\nx\n\`\`\`\n\n${line('B')}\n\n\`\`\`ts\ny\n\`\`\``)).toEqual([]);
    expect(opening(`---\ntitle: x\n---\n\nimport X from 'y';\n\n:::caution Careful\nText\n:::\n\nFirst.`)).toMatch(/^:::caution/);
    expect(opening(`---\ntitle: x\n---\n\n## Heading\n\nFirst sentence.`)).toBe('First sentence.');
  });
});
