import {cellSymbol, cellWords, type CoverageRow} from '../../../core/data/coverage';
import {dataSources, dataStructures} from '../../../core/data/dataSources';

/**
 * Reads the coverage explorer's Markdown copy (plugins/docs-as-data/coverage-markdown.ts)
 * back, and lists what it fails to say of the coverage module's rows: a field
 * missing or in two rows, a cell whose symbol or reason number is wrong, a
 * reason whose words or text differ, a reason text stated more than once.
 */

function occurrences(text: string, part: string): number {
  let count = 0;
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length)) count++;
  return count;
}

/** The table rows of each structure's section (its bold title names the structure) and the numbered reasons. */
function readTwin(markdown: string) {
  const sections = new Map<string, {paths: string[]; cells: string[]}[]>();
  let structure = '';
  const reasons = new Map<number, string>();
  for (const line of markdown.split('\n')) {
    const title = /^\*\*\w+ · .+ \(`([a-z_]+)`\): \d+ fields\*\*/.exec(line);
    if (title) {
      structure = title[1]!;
      sections.set(structure, []);
      continue;
    }
    const reason = /^(\d+)\. (.*)$/.exec(line);
    if (reason) {
      reasons.set(Number(reason[1]), reason[2]!);
      continue;
    }
    if (!line.startsWith('| `') || !structure) continue;
    const [fields, ...cells] = line
      .slice(2, -2)
      .split(' | ')
      .map((c) => c.trim());
    sections.get(structure)!.push({paths: [...fields!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!), cells});
  }
  return {sections, reasons};
}

export function coverageTwinProblems(markdown: string, rows: readonly CoverageRow[]): string[] {
  const {sections, reasons} = readTwin(markdown);
  const problems: string[] = [];
  if ([...sections.keys()].join() !== dataStructures.map((d) => d.name).join()) problems.push(`sections: ${[...sections.keys()].join()}`);
  for (const row of rows) {
    const where = `${row.structure} ${row.field.path}`;
    const groups = (sections.get(row.structure) ?? []).filter((g) => g.paths.includes(row.field.path));
    if (groups.length !== 1) {
      problems.push(`${where}: in ${groups.length} rows`);
      continue;
    }
    row.cells.forEach(({source, cell}, i) => {
      const written = groups[0]!.cells[i] ?? '';
      const symbol = cellSymbol(cell);
      const number = written.startsWith(symbol) ? Number(written.slice(symbol.length)) : NaN;
      const reason = reasons.get(number);
      if (!reason) problems.push(`${where} ${source}: "${written}" names no reason (symbol ${symbol})`);
      else if (!reason.startsWith(`**${cellWords(cell)}**: ${cell.reason} Source of truth: `))
        problems.push(`${where} ${source}: reason ${number} is not "${cellWords(cell)}: ${cell.reason}"`);
      else if (!reason.includes(`[${cell.truth.label}](${cell.truth.href})`))
        problems.push(`${where} ${source}: reason ${number} does not name ${cell.truth.href}`);
    });
  }
  if (dataSources.length !== rows[0]?.cells.length) problems.push('the rows do not have a cell per source');
  // Each distinct reason is stated once in the whole copy.
  for (const text of new Set(rows.flatMap((r) => r.cells.map(({cell}) => cell.reason)))) {
    const count = occurrences(markdown, text);
    if (count !== 1) problems.push(`stated ${count} times: ${text.slice(0, 80)}`);
  }
  return problems;
}
