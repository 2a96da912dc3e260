import {describe, expect, it} from 'vitest';
import {htmlToMarkdown} from '../../plugins/docs-as-data/html-to-markdown';

/** A built doc page reduced to what the converter reads: its Markdown body inside <main>. */
const page = (body: string) =>
  `<html><body><nav>menu</nav><main><div class="theme-doc-markdown markdown">${body}</div></main></body></html>`;
const table = (cells: string[]) =>
  page(
    `<table><thead><tr>${cells.map((_, i) => `<th>C${i}</th>`).join('')}</tr></thead><tbody><tr>${cells
      .map((cell) => `<td>${cell}</td>`)
      .join('')}</tr></tbody></table>`,
  );
/** The one body row of a converted one-row table. */
const row = (markdown: string) => markdown.trim().split('\n')[2];

describe('Markdown copies of built pages: tables read as text', () => {
  it('keeps a list in a cell on the row, its items separated', () => {
    expect(row(htmlToMarkdown(table(['<ul><li>one</li><li><code>two</code></li></ul>', '<ol><li>first</li><li>second</li></ol>'])))).toBe(
      '| one; `two` | 1. first; 2. second |',
    );
  });

  it('separates paragraphs and nested lists in a cell instead of running them together', () => {
    expect(
      row(htmlToMarkdown(table(['<p>para one</p><p>para two</p>', '<ul><li>a<ul><li>b</li><li>c</li></ul></li><li>d</li></ul>']))),
    ).toBe('| para one para two | a b; c; d |');
  });

  it('writes a lone check mark or cross as yes or no, and leaves marks inside sentences alone', () => {
    expect(row(htmlToMarkdown(table(['✓', ' ✗ ', '✔', 'Done ✓ today'])))).toBe('| yes | no | yes | Done ✓ today |');
  });

  it('skips what assistive technology skips, so a mark beside its spoken label is not read twice', () => {
    const cell = '<span aria-hidden="true">✓</span><span class="visuallyHidden_abc">Confirmed</span>';
    expect(row(htmlToMarkdown(table([cell])))).toBe('| Confirmed |');
  });

  it('writes an element with data-markdown as that text', () => {
    const cell = '<td data-markdown="yes"><span aria-hidden="true">✓</span><span>Confirmed by ROOK</span></td>';
    const html = page(
      `<table><thead><tr><th>Source</th></tr></thead><tbody><tr>${cell}</tr></tbody></table><p data-markdown="yes: confirmed">✓ confirmed</p>`,
    );
    const markdown = htmlToMarkdown(html);
    expect(row(markdown)).toBe('| yes |');
    expect(markdown).toContain('yes: confirmed');
    expect(markdown).not.toContain('✓');
  });

  it('still converts lists and paragraphs outside tables as blocks', () => {
    expect(htmlToMarkdown(page('<p>Intro</p><ul><li>one</li><li>two</li></ul>'))).toBe('Intro\n\n- one\n- two\n');
  });
});
