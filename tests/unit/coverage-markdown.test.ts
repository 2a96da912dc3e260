import {describe, expect, it} from 'vitest';
import {loadContract} from '../../core/contract/load';
import {contractCoverageFields, coverageRows} from '../../core/data/coverage';
import {coverageMarkdown, numberedReasons} from '../../plugins/docs-as-data/coverage-markdown';
import {htmlToMarkdown} from '../../plugins/docs-as-data/html-to-markdown';
import {coverageTwinProblems} from './support/coverageTwin';

/**
 * The coverage explorer's Markdown copy (plugins/docs-as-data/coverage-markdown.ts):
 * every field and cell of the coverage module, each distinct reason stated
 * once with its state and every page it rests on, cells pointing at them.
 * tests/built/coverage.test.ts reads the built copy the same way.
 */

const rows = coverageRows(contractCoverageFields((await loadContract()).model));
const page = `<main><div class="theme-doc-markdown"><h2>Fields by source</h2><div data-markdown-part="coverage-explorer"><form>Source</form><table><tr><td>✓ Delivered</td></tr></table></div></div></main>`;
const markdown = htmlToMarkdown(page, {'coverage-explorer': coverageMarkdown(rows)});

describe('the coverage explorer’s Markdown copy', () => {
  it('takes the explorer’s place on the page, and the page must give it', () => {
    expect(markdown).toMatch(/^## Fields by source\n\nEach cell gives its state’s symbol \(✓ Delivered, /);
    expect(markdown).not.toContain('✓ Delivered |');
    expect(() => htmlToMarkdown(page)).toThrow(/data-markdown-part="coverage-explorer" has no Markdown/);
  });

  it('says every cell of every field, and states each distinct reason once', () => {
    const reasons = numberedReasons(rows);
    expect(reasons.size).toBe(new Set(rows.flatMap((r) => r.cells.map(({cell}) => cell.reason))).size);
    expect(coverageTwinProblems(markdown, rows)).toEqual([]);
  });

  it('the check finds a reason stated twice, a cell pointing at the wrong reason and a field left out', () => {
    const twice = markdown.replace(/^2\. (.*)$/m, (line, reason: string) => `${line}\n\nOnce more: ${reason}`);
    expect(coverageTwinProblems(twice, rows).some((p) => p.startsWith('stated 2 times: '))).toBe(true);
    const wrong = markdown.replace(/\| \?1 \|/, '| ?2 |');
    expect(coverageTwinProblems(wrong, rows).some((p) => /: reason 2 is not "Not published: /.test(p))).toBe(true);
    const left = markdown.replace('`metadata`, ', '');
    expect(coverageTwinProblems(left, rows)).toContain('physical_summary metadata: in 0 rows');
  });

  it('takes under 12,000 words, where a copy of the page’s tables and reason lists took about 26,000', () => {
    const words = markdown.split(/\s+/).filter(Boolean).length;
    expect(words).toBeLessThan(12_000);
  });
});
