import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Element} from 'hast';
import {beforeAll, describe, expect, test} from 'vitest';
import {loadContract} from '../../core/contract/load';
import {markdownPath} from '../../plugins/docs-as-data/paths';
import {
  cellSymbol,
  cellWords,
  contractCoverageFields,
  coverageRows,
  firstLinkHistory,
  structureCoverage,
  type CoverageRow,
} from '../../core/data/coverage';
import {dataSourcePath, routes} from '../../core/config/routes';
import {dataSources, dataStructures} from '../../core/data/dataSources';
import {coverageTwinProblems} from '../unit/support/coverageTwin';
import {attr, buildDir, builtPage, childElements, findAll, main, squash, tag, textOf, type Page} from './support/dom';

/**
 * Every page that shows coverage says what the coverage module says, in its
 * server HTML and its Markdown copy: the comparison matrix (guide and
 * index), each data-source page, the first-link history tables, the
 * data-type pages' source tables, the coverage explorer and llms.txt. So the
 * contradictions the module settled cannot come back.
 */

const text = (el: Element) => squash(textOf(el));
const markdownOf = (route: string) => readFileSync(path.join(buildDir, markdownPath(route)), 'utf8');
const direct = dataSources.filter((s) => s.kind !== 'via-hub');

/** The table whose caption starts with `caption`, as rows of cells (th and td). */
function tableRows(page: Page, caption: string): Element[][] {
  const table = findAll(page, tag('table'), main(page)).find((t) =>
    findAll(page, tag('caption'), t).some((c) => text(c).startsWith(caption)),
  );
  if (!table) throw new Error(`no table captioned "${caption}"`);
  return findAll(page, tag('tr'), table).map((tr) => childElements(tr).filter(tag('th', 'td')));
}

/** The cells of a Markdown table row that starts with `first` (GFM: `| a | b |`). */
function markdownRow(markdown: string, first: string): string[] {
  const line = markdown.split('\n').find((l) => l.startsWith(`| ${first} `));
  if (!line) throw new Error(`no Markdown row for ${first}`);
  return line
    .slice(1, -1)
    .split(' | ')
    .map((c) => c.trim());
}

let rows: CoverageRow[];
beforeAll(async () => {
  rows = coverageRows(contractCoverageFields((await loadContract()).model));
});

describe('every page that shows coverage agrees with the coverage module', () => {
  test('the comparison matrix, in the data sources guide and the sources index, and its Markdown copies', () => {
    for (const route of [routes.dataSourcesGuide, routes.dataSources]) {
      const [header, ...body] = tableRows(builtPage(route), 'Data structures each source provides');
      expect(header!.slice(1).map(text), route).toEqual(direct.map((s) => s.name));
      expect(
        body.map((r) => text(r[0]!)),
        route,
      ).toEqual(dataStructures.map((d) => d.name));
      const markdown = markdownOf(route);
      body.forEach((cells, i) => {
        const structure = dataStructures[i]!.name;
        const words = direct.map((s) => cellWords(structureCoverage(s, structure)));
        expect(
          cells.slice(1).map((c) => attr(c, 'dataMarkdown')),
          `${route} ${structure}`,
        ).toEqual(words);
        expect(markdownRow(markdown, `\`${structure}\``).slice(1), `${route}.md ${structure}`).toEqual(words);
      });
    }
  });

  test('the history on first link, wherever a table gives it', () => {
    const summary = tableRows(builtPage(routes.dataSources), 'How each source connects').slice(1);
    expect(summary.map((r) => text(r.at(-1)!))).toEqual(dataSources.map(firstLinkHistory));
    const extraction = tableRows(builtPage('/docs/rookconnect/data_extraction/'), 'History fetched on first link').slice(1);
    expect(extraction.map((r) => text(r.at(-1)!))).toEqual(direct.map(firstLinkHistory));
  });

  test('each data-source page lists the structures ROOK says something about, with the same state and reason', () => {
    for (const source of direct) {
      const route = dataSourcePath(source.slug);
      const body = tableRows(builtPage(route), `Data structures ${source.name} provides`).slice(1);
      const expected = dataStructures
        .map((d) => ({name: d.name, cell: structureCoverage(source, d.name)}))
        .filter(({cell}) => cell.state !== 'not-published');
      expect(
        body.map((r) => text(r[0]!)),
        route,
      ).toEqual(expected.map((e) => e.name));
      body.forEach((cells, i) => {
        const {cell} = expected[i]!;
        expect(text(cells[2]!), `${route} ${expected[i]!.name}`).toBe(`${cellSymbol(cell)} ${cellWords(cell)}`);
        expect(text(cells[3]!), `${route} ${expected[i]!.name}`).toBe(cell.reason.replace(/`/g, ''));
      });
      const markdown = markdownOf(route);
      for (const {name, cell} of expected) expect(markdownRow(markdown, `\`${name}\``)[2], `${route}.md ${name}`).toBe(cellWords(cell));
    }
  });

  test('each data-type page has a source table with the same states and reasons', () => {
    for (const d of dataStructures) {
      const page = builtPage(`${routes.dataTypes}${d.name}/`);
      const table = findAll(page, tag('table'), main(page)).find(
        (t) => findAll(page, tag('th'), t).map(text).join('|') === 'Source|Coverage|Why',
      );
      expect(table, d.name).toBeDefined();
      const body = findAll(page, tag('tr'), table)
        .slice(1)
        .map((tr) => childElements(tr).map(text));
      expect(body, d.name).toEqual(
        dataSources.map((s) => {
          const cell = structureCoverage(s, d.name);
          return [s.name, `${cellSymbol(cell)} ${cellWords(cell)}`, cell.reason.replace(/`/g, '')];
        }),
      );
    }
  });

  test('the coverage explorer holds every field and every cell in its server HTML, each linking to its reason', () => {
    const page = builtPage(routes.coverage);
    const ids = new Map(page.elements.flatMap((el) => (el.properties.id ? [[String(el.properties.id), el] as const] : [])));
    const fieldRows = findAll(page, (el) => el.tagName === 'tr' && attr(el, 'dataField') !== undefined, main(page));
    expect(fieldRows.length).toBe(rows.length);
    fieldRows.forEach((tr, i) => {
      const row = rows[i]!;
      const [header, ...cells] = childElements(tr);
      expect(text(header!)).toBe(row.field.path);
      expect(cells.map((c) => [attr(c, 'dataSource'), attr(c, 'dataState'), text(c)])).toEqual(
        row.cells.map(({source, cell}) => [source, cell.state, `${cellSymbol(cell)} ${cellWords(cell)}`]),
      );
      for (const [j, c] of cells.entries()) {
        const reason = ids.get(attr(findAll(page, tag('a'), c)[0]!, 'href')!.slice(1));
        expect(reason, `${row.field.path} ${row.cells[j]!.source}`).toBeDefined();
        expect(text(reason!)).toContain(row.cells[j]!.cell.reason.replace(/`/g, ''));
      }
    });
    // The filters appear only once JavaScript can run them.
    const form = findAll(page, tag('form'), main(page))[0]!;
    const wrapper = findAll(page, (el) => childElements(el).includes(form))[0]!;
    expect(attr(wrapper, 'hidden')).toBeDefined();
  });

  test('the explorer is in llms.txt, and its Markdown copy says every cell and each reason once', () => {
    const llms = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
    expect(llms).toContain(`${markdownPath(routes.coverage)})`);
    expect(coverageTwinProblems(markdownOf(routes.coverage), rows)).toEqual([]);
  });
});
