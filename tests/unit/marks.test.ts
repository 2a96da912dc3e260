import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contractFiles} from '../../core/contract/load';
import {markKinds, markMarkdown, marks} from '../../core/data/marks';
import {htmlToMarkdown} from '../../plugins/docs-as-data/html-to-markdown';
import {allowedSpellings, markSpellings, pageSources, strayMarks} from './support/markSpellings';

/**
 * One mark per meaning (core/data/marks.ts): what ROOK has not published, the
 * sandbox's model where ROOK published nothing, what only ROOK's integration
 * guides say, and where ROOK's sources disagree. Every mark on the pages'
 * sources is spelled as the module spells it, the Markdown copies write each
 * mark in parentheses after a space, and the check finds a spelling that is
 * not one of the four. tests/built/marks.test.ts holds the built copies to the
 * same list.
 */

const root = path.resolve(__dirname, '../..');
const page = (body: string) => `<main><div class="theme-doc-markdown">${body}</div></main>`;

describe('the marks module', () => {
  it('has four marks, each a short label and one short sentence that says what to check', () => {
    expect(markKinds).toEqual(['not-published', 'sandbox-model', 'integration-guides', 'sources-disagree']);
    for (const kind of markKinds) {
      const {label, explanation} = marks[kind];
      expect(label, kind).toMatch(/^[a-z][a-z ]+$/);
      expect(label.split(' ').length, kind).toBeLessThanOrEqual(3);
      expect(explanation.split(' ').length, kind).toBeLessThanOrEqual(22);
      expect(explanation, kind).toMatch(/\bCheck\b/);
    }
    expect(new Set(markKinds.map((kind) => marks[kind].label)).size).toBe(4);
    expect(new Set(markKinds.map((kind) => marks[kind].symbol)).size).toBe(4);
  });
});

describe('every mark on the pages’ sources is one of the four spellings', () => {
  const sources = pageSources();

  it('reads the components, plugins, data modules, MDX pages and contracts', () => {
    const files = sources.map(({file}) => path.relative(root, file));
    expect(files).toEqual(
      expect.arrayContaining([
        'ui/Mark.tsx',
        'src/components/sdk/SdkVersion.tsx',
        'src/components/dataBehaviour/Rule.tsx',
        'plugins/docs-as-data/html-to-markdown.ts',
        'core/data/coverage.ts',
        'docs/sandbox.mdx',
        path.relative(root, contractFiles.rook),
      ]),
    );
  });

  it('finds no other spelling', () => {
    const stray = sources.flatMap(({file, kind}) =>
      strayMarks(readFileSync(file, 'utf8'), kind).map((spelling) => `${path.relative(root, file)}: "${spelling}"`),
    );
    expect(stray).toEqual([]);
  });

  it('finds the marks the pages use, in every one of the four spellings', () => {
    const used = new Set(sources.flatMap(({file, kind}) => markSpellings(readFileSync(file, 'utf8'), kind)));
    expect([...used].sort()).toEqual([...allowedSpellings].sort());
  });

  it('the check catches a made-up spelling, and the old ones, wherever a mark stands', () => {
    expect(strayMarks(`<span className={badge.badge}>unconfirmed</span>`, 'code')).toEqual(['unconfirmed']);
    expect(strayMarks(`const label = 'Reported in ROOK’s integration guides';`, 'code')).toEqual(['reported in rook’s integration guides']);
    expect(strayMarks(`{note: 'To be confirmed'}`, 'code')).toEqual(['to be confirmed']);
    expect(strayMarks(`<span data-markdown="(sandbox guess: not published yet)">x</span>`, 'code')).toEqual(['not published yet']);
    expect(strayMarks(`The answer is \`200\` (**the sandbox's choice**).`, 'mdx')).toEqual(["the sandbox's choice"]);
    expect(strayMarks(`:::caution Unconfirmed names\nText.\n:::`, 'mdx')).toEqual(['unconfirmed names']);
    expect(strayMarks(`(the local sandbox's choice, as for the Data Webhook)`, 'yaml')).toEqual(["the local sandbox's choice"]);
    expect(strayMarks(`- 4.1.1 (maybe unconfirmed)`, 'markdown')).toEqual(['maybe unconfirmed']);
    // What the marks module spells, and prose, pass.
    expect(strayMarks(`<Mark of="sandbox-model" /> and 'Delivered (integration guides only)'`, 'code')).toEqual([]);
    expect(strayMarks(`- 4.1.1 (sources disagree) and (not published: ROOK says so.)`, 'markdown')).toEqual([]);
    expect(strayMarks(`const note = 'ROOK has not published its changes.';`, 'code')).toEqual([]);
    expect(strayMarks(`const status = 'unconfirmed';`, 'code')).toEqual([]);
  });
});

describe('the Markdown copy writes each mark from the module, after a space', () => {
  it('writes a mark as its label in parentheses, with its detail after a colon', () => {
    for (const kind of markKinds) {
      const html = page(`<p>4.1.1<span data-mark="${kind}" title="t">${marks[kind].label}<span>: t</span></span>.</p>`);
      expect(htmlToMarkdown(html), kind).toBe(`4.1.1 ${markMarkdown(kind)}.\n`);
      expect(markMarkdown(kind)).toBe(`(${marks[kind].label})`);
    }
    const detailed = page(
      `<p><code>a</code><span data-mark="not-published" data-mark-detail="ROOK names it only.">not published</span>: why</p>`,
    );
    expect(htmlToMarkdown(detailed)).toBe('`a` (not published: ROOK names it only.): why\n');
  });

  it('separates a mark from the word, code or link before it, in text, table cells and headings', () => {
    const mark = '<span data-mark="sources-disagree">sources disagree</span>';
    const cases = [
      `<p>4.0.1${mark}</p>`,
      `<p><code>setRefreshSkew</code>${mark}</p>`,
      `<p><a href="/x/">page</a>${mark}</p>`,
      `<table><tr><th>a</th></tr><tr><td>4.1.1${mark}</td></tr></table>`,
      `<h3><code>x</code>${mark}</h3>`,
    ];
    for (const html of cases) {
      const markdown = htmlToMarkdown(page(html));
      expect(markdown, html).toContain(` (sources disagree)`);
      expect(markdown, html).not.toMatch(/[^\s(]\(sources disagree\)/);
    }
    // A mark that opens a paragraph starts it, with no space before it.
    expect(htmlToMarkdown(page(`<p>${mark} text</p>`))).toBe('(sources disagree) text\n');
  });

  it('refuses a data-mark that names no mark', () => {
    expect(() => htmlToMarkdown(page('<p>x<span data-mark="maybe">maybe</span></p>'))).toThrow(/names no mark/);
  });
});
