import type {Paragraph, PhrasingContent, RootContent, TableRow} from 'mdast';
import {routes} from '../../core/config/routes';
import {dataSources, dataStructures} from '../../core/data/dataSources';
import {cellSymbol, cellWords, coverageStates, stateLabels, type CoverageCell, type CoverageRow} from '../../core/data/coverage';

/**
 * The coverage explorer's part of its page's Markdown copy (the element with
 * `data-markdown-part="coverage-explorer"`), rendered from the coverage module
 * rather than converted from the page's HTML. The page lists each structure's
 * reasons below its table, with the cells' words in every cell, so a reason
 * shared by several structures, and the words of the commonest states, come
 * thousands of times. Here each distinct reason is stated once, in one
 * numbered list after the tables, with its state in words and every page it
 * rests on; a cell gives its state's symbol and its reason's number ("✓12"),
 * and the fields of a structure whose cells all say the same share a row.
 */

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const strong = (children: PhrasingContent[]): PhrasingContent => ({type: 'strong', children});
const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({type: 'link', url, children});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const row = (cells: PhrasingContent[][]): TableRow => ({
  type: 'tableRow',
  children: cells.map((children) => ({type: 'tableCell', children})),
});

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A coverage reason's inline code (backticks) as Markdown inline code. */
const reasonPhrasing = (reason: string): PhrasingContent[] =>
  reason.split('`').flatMap((part, i): PhrasingContent[] => (part === '' ? [] : [i % 2 === 1 ? code(part) : text(part)]));

interface Reason {
  number: number;
  cell: CoverageCell;
  /** Every page the cells of this reason rest on, in order of first use. */
  truths: Map<string, string>;
}

/** Each distinct reason text, numbered in the order the tables first use it. */
export function numberedReasons(rows: readonly CoverageRow[]): Map<string, Reason> {
  const reasons = new Map<string, Reason>();
  for (const {cells} of rows)
    for (const {cell} of cells) {
      const reason = reasons.get(cell.reason) ?? {number: reasons.size + 1, cell, truths: new Map<string, string>()};
      reason.truths.set(cell.truth.href, cell.truth.label);
      reasons.set(cell.reason, reason);
    }
  return reasons;
}

export function coverageMarkdown(rows: readonly CoverageRow[]): RootContent[] {
  const reasons = numberedReasons(rows);
  const sources = dataSources;
  const intro = paragraph([
    text(
      `Each cell gives its state’s symbol (${coverageStates.map((state) => `${stateLabels[state].symbol} ${stateLabels[state].label}`).join(', ')}), ` +
        'the symbol of its mark if it has one, and the number of its reason. The reasons follow the tables, each stated once.',
    ),
  ]);
  const sections = dataStructures.flatMap((structure): RootContent[] => {
    const own = rows.filter((r) => r.structure === structure.name);
    // Fields whose cells say the same for every source share a row: most of a structure's fields do.
    const groups = new Map<string, {paths: string[]; cells: string[]}>();
    for (const r of own) {
      const cells = r.cells.map(({cell}) => `${cellSymbol(cell)}${reasons.get(cell.reason)!.number}`);
      const group = groups.get(cells.join('|')) ?? {paths: [], cells};
      group.paths.push(r.field.path);
      groups.set(cells.join('|'), group);
    }
    return [
      paragraph([
        strong([text(`${capitalised(structure.pillar)} · ${structure.label} (`), code(structure.name), text(`): ${own.length} fields`)]),
        text(' ('),
        link(`${routes.dataTypes}${structure.name}/`, [text(`all ${structure.label.toLowerCase()} fields`)]),
        text(')'),
      ]),
      {
        type: 'table',
        align: [],
        children: [
          row([[text('Fields')], ...sources.map((source) => [text(source.name)])]),
          ...[...groups.values()].map(({paths, cells}) =>
            row([paths.flatMap((path, i) => [...(i ? [text(', ')] : []), code(path)]), ...cells.map((cell) => [text(cell)])]),
          ),
        ],
      },
    ];
  });
  const list: RootContent = {
    type: 'list',
    ordered: true,
    start: 1,
    spread: false,
    children: [...reasons.values()].map(({cell, truths}) => ({
      type: 'listItem',
      spread: false,
      children: [
        paragraph([
          strong([text(cellWords(cell))]),
          text(': '),
          ...reasonPhrasing(cell.reason),
          text(' Source of truth: '),
          ...[...truths].flatMap(([href, label], i) => [...(i ? [text(', ')] : []), link(href, [text(label)])]),
          text('.'),
        ]),
      ],
    })),
  };
  return [intro, ...sections, {type: 'heading', depth: 3, children: [text('Reasons')]}, list];
}
