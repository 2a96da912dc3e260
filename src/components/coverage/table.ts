import fields from '@generated/rook-contract-tables/default/coverage-fields.json';
import {routes} from '@site/core/config/routes';
import {dataSources, dataStructures} from '@site/core/data/dataSources';
import {cellSymbol, cellWords, coverageRows, type CoverageCell, type CoverageRow} from '@site/core/data/coverage';
import tableStyles from '@site/ui/table.module.css';
import a11y from '@site/ui/a11y.module.css';
import {pillarLabels} from './pillars';
import styles from './styles.module.css';

/*
 * The coverage explorer's tables as one HTML string: one collapsed section
 * per data structure, each a table of its fields (rows) by source (columns),
 * each cell a link to its reason listed below the table. Written as HTML
 * rather than React elements because there are thousands of cells, and
 * imported as `#coverage-table` (package.json `imports`): the server renders
 * it into the page, and browsers get ./table.client.ts, which loads this
 * module in its own chunk only when the page was not served with its tables
 * (a client-side navigation, or `npm run dev`). So a page load never
 * downloads, runs or hydrates the rows.
 *
 * `fields` is the contract's field list, written at build time by
 * plugins/contract-tables (the one place that reads the contract model for
 * guides).
 */

interface Reason {
  id: string;
  source: string;
  cell: CoverageCell;
}

type Structure = (typeof dataStructures)[number];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const reasonKey = (structure: string, source: string, cell: CoverageCell) => `${structure}|${source}|${cell.state}|${cell.reason}`;
const sourceOrder = (slug: string) => dataSources.findIndex((s) => s.slug === slug);
const sourceName = (slug: string) => dataSources.find((s) => s.slug === slug)!.name;

/** Each distinct reason of a structure gets one anchor; cells link to it. */
function reasonIndex(rows: readonly CoverageRow[]): {ids: Map<string, string>; byStructure: Map<string, Reason[]>} {
  const ids = new Map<string, string>();
  const byStructure = new Map<string, Reason[]>();
  for (const row of rows) {
    const list = byStructure.get(row.structure) ?? [];
    byStructure.set(row.structure, list);
    for (const {source, cell} of row.cells) {
      const key = reasonKey(row.structure, source, cell);
      if (ids.has(key)) continue;
      const n = list.filter((r) => r.source === source).length;
      const id = `why-${row.structure}-${source}${n ? `-${n + 1}` : ''}`;
      ids.set(key, id);
      list.push({id, source, cell});
    }
  }
  for (const list of byStructure.values()) list.sort((a, b) => sourceOrder(a.source) - sourceOrder(b.source));
  return {ids, byStructure};
}

/** One structure's rows: a row per field with a cell per source, each cell a link to its reason. */
function rowsHtml(rows: readonly CoverageRow[], ids: Map<string, string>): string {
  return rows
    .map((row) => {
      const cells = row.cells.map(({source, cell}) => {
        const id = ids.get(reasonKey(row.structure, source, cell))!;
        // The symbol is hidden from assistive technology, so the cell reads as its words. The Markdown copy is written from the
        // coverage module, not from these cells (plugins/docs-as-data/coverage-markdown.ts).
        const words = escapeHtml(cellWords(cell));
        return `<td data-source="${source}" data-state="${cell.state}"><a href="#${id}"><span aria-hidden="true">${escapeHtml(
          cellSymbol(cell),
        )}</span> ${words}</a></td>`;
      });
      return `<tr data-field="${escapeHtml(row.field.path.toLowerCase())}"><th scope="row"><code>${escapeHtml(row.field.path)}</code></th>${cells.join('')}</tr>`;
    })
    .join('');
}

/** A coverage reason: plain text whose only markup is inline code in backticks. */
const reasonHtml = (text: string) =>
  text
    .split('`')
    .map((part, i) => (i % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');

/** The reasons the cells of one structure link to, one per source and statement. */
function reasonsHtml(structure: string, reasons: readonly Reason[]): string {
  const items = reasons.map(
    (r) =>
      `<li id="${r.id}"><strong>${escapeHtml(sourceName(r.source))}</strong>: <span aria-hidden="true">${escapeHtml(cellSymbol(r.cell))}</span> ` +
      `${escapeHtml(cellWords(r.cell))}. ${reasonHtml(r.cell.reason)} Source of truth: <a href="${escapeHtml(r.cell.truth.href)}">` +
      `${escapeHtml(r.cell.truth.label)}</a>. <a href="#table-${structure}" class="${styles.back}">Back to the table` +
      `<span class="${a11y.visuallyHidden}"> (${structure})</span></a></li>`,
  );
  return `<ul class="${styles.reasons}" aria-label="Why each cell of ${structure} says what it says">${items.join('')}</ul>`;
}

/** One structure: a collapsed section with its table of fields by source, then the reasons its cells link to. */
function sectionHtml(structure: Structure, rows: readonly CoverageRow[], ids: Map<string, string>, reasons: readonly Reason[]): string {
  const captionId = `table-${structure.name}`;
  const header = dataSources.map((s) => `<th scope="col" data-source="${s.slug}">${escapeHtml(s.name)}</th>`).join('');
  return (
    `<details class="${styles.section}" data-structure="${structure.name}" data-pillar="${structure.pillar}">` +
    `<summary>${pillarLabels[structure.pillar]} · ${escapeHtml(structure.label)} (<code>${structure.name}</code>): ${rows.length} fields</summary>` +
    `<div class="${tableStyles.scroll}" role="region" aria-labelledby="${captionId}" tabindex="0"><table class="${styles.table}">` +
    `<caption id="${captionId}">${escapeHtml(structure.label)} fields by source (<a href="${routes.dataTypes}${structure.name}/">` +
    `all ${escapeHtml(structure.label.toLowerCase())} fields</a>)</caption>` +
    `<thead><tr><th scope="col">Field</th>${header}</tr></thead><tbody>${rowsHtml(rows, ids)}</tbody></table></div>` +
    `${reasonsHtml(structure.name, reasons)}</details>`
  );
}

let html: string | undefined;

/** Every structure's section, written once per process. */
export function tableHtml(): string {
  if (html === undefined) {
    const rows = coverageRows(fields);
    const {ids, byStructure} = reasonIndex(rows);
    html = dataStructures
      .map((d) =>
        sectionHtml(
          d,
          rows.filter((r) => r.structure === d.name),
          ids,
          byStructure.get(d.name) ?? [],
        ),
      )
      .join('');
  }
  return html;
}

/** The tables the server puts in the page. */
export const serverTableHtml = (): string | null => tableHtml();

/** The tables, for a page that was not served with them; here they are at hand. */
export const loadTableHtml = (): Promise<string> => Promise.resolve(tableHtml());
