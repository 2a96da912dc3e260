/**
 * The same field reads the same everywhere: for every schema of the
 * contract, each field on its reference page (/api/schemas/{Name}/) has the
 * type, description and rules that the guides' generated tables give it.
 * Checked on the built pages' server HTML (what search engines and readers
 * without scripts get), parsed as a browser parses it.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Element} from 'hast';
import type {PhrasingContent} from 'mdast';
import {beforeAll, expect, test} from 'vitest';
import {schemaFieldTables} from '../../plugins/contract-tables/remark';
import {loadContract} from '../../core/contract/load';
import {fieldRows} from '../../core/contract/model/fields';
import type {ReferenceModel} from '../../core/contract/model/types';
import {apiRoutes} from '../../core/config/routes';
import {attr, buildDir, builtPage, childElements, classesOf, closest, findAll, linesOf, tag, textOf, type Page} from './support/dom';

interface Wording {
  type: string;
  /** Description, then one line per rule ("Constraints: a, b"). */
  lines: string[];
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Marks a table cell's line break while its text is joined (text values hold soft breaks as "\n"). */
const BREAK = '\u0000';

/** CSS module classes are `name_hash` in the build. */
const hasModuleClass = (el: Element, name: string) => classesOf(el)[0]?.startsWith(`${name}_`) ?? false;

/** Each field of a schema page, by anchor, as the page words it. */
function pageWording(route: string): Map<string, Wording> {
  const page = builtPage(route);
  const fields = findAll(page, (el) => el.tagName === 'li' && String(el.properties.id ?? '').startsWith('property-')).map((li) => {
    const part = (name: string) => childElements(li).find((c) => hasModuleClass(c, name));
    const head = part('propertyHead');
    const type = head && findAll(page, (el) => hasModuleClass(el, 'type'), head)[0];
    const description = part('description');
    const facts = part('facts');
    return {
      id: String(li.properties.id),
      type: type ? textOf(type) : '',
      lines: [...(description ? [textOf(description)] : []), ...(facts ? findAll(page, tag('li'), facts).map((f) => textOf(f)) : [])],
    };
  });
  return new Map(fields.map((f) => [f.id, {type: squash(f.type), lines: f.lines.map(squash)}]));
}

function guideRoutes(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return guideRoutes(full);
    if (entry !== 'index.html' || !readFileSync(full, 'utf8').includes(`${apiRoutes.overview}schemas/`)) return [];
    return [`/${path.relative(buildDir, path.dirname(full)).split(path.sep).join('/')}/`];
  });
}

/** A table cell's text as a reader sees it, with its line breaks marked. */
function cellText(nodes: PhrasingContent[]): string {
  return nodes
    .map((node) =>
      node.type === 'break'
        ? BREAK
        : node.type === 'text' || node.type === 'inlineCode'
          ? node.value
          : 'children' in node
            ? cellText(node.children as PhrasingContent[])
            : '',
    )
    .join('');
}

/** The URL of the first link in a cell. */
function linkOf(nodes: PhrasingContent[]): string {
  const link = nodes.find((node) => node.type === 'link');
  if (!link || link.type !== 'link') throw new Error('a field cell without its link to the schema page');
  return link.url;
}

let model: ReferenceModel;
beforeAll(async () => {
  model = (await loadContract()).model;
});

test('every schema field on the reference matches its generated guide-table row', () => {
  let fields = 0;
  for (const schema of model.schemas) {
    const wordings = pageWording(schema.permalink);
    const rows = fieldRows(schema.schema);
    expect([...wordings.keys()].sort(), `${schema.name}: the page's field anchors`).toEqual(rows.map((r) => r.anchor).sort());
    if (!rows.length) continue;
    // The tables a guide would show for this schema, as mdast, read the way a reader would.
    const groups = schemaFieldTables(model, schema.name);
    const guideRows = new Map<string, {type: string; description: string}>();
    for (const {object, table, arrays} of groups) {
      // A group's object is worded in its heading (the link) and the line under it.
      if (object) guideRows.set(object.row.anchor, {type: cellText(object.type), description: cellText(object.description)});
      for (const t of [...(table ? [table] : []), ...arrays.map((a) => a.table)]) {
        const [header, ...body] = t.children.map((row) => row.children.map((cell) => cellText(cell.children)));
        const column = (name: string) => header!.indexOf(name);
        body.forEach((cells, i) => {
          const anchor = /#(.+)$/.exec(linkOf(t.children[i + 1]!.children[0]!.children))![1]!;
          guideRows.set(anchor, {type: cells[column('Type')]!, description: cells[column('Description')]!});
        });
      }
    }
    expect([...guideRows.keys()].sort(), `${schema.name}: the guide tables' rows`).toEqual(rows.map((r) => r.anchor).sort());
    rows.forEach((row) => {
      const wording = wordings.get(row.anchor)!;
      const {type, description} = guideRows.get(row.anchor)!;
      expect(type, `${schema.name}.${row.path} type`).toBe(row.required ? `${wording.type}, required` : wording.type);
      expect(description.split(BREAK).map(squash).filter(Boolean), `${schema.name}.${row.path} description and rules`).toEqual(
        wording.lines,
      );
      fields += 1;
    });
  }
  expect(fields).toBeGreaterThan(300);
});

test('the built guides word every contract field exactly as its schema page does', () => {
  const schemaLink = new RegExp(`^${apiRoutes.overview}schemas/([^/]+)/#(.+)$`);
  const pages = new Map<string, Map<string, Wording>>();
  let checked = 0;
  let groupHeadings = 0;
  const schemaLinkIn = (page: Page, el: Element) => el.tagName === 'a' && (attr(el, 'href') ?? '').includes('/schemas/');
  for (const route of guideRoutes(path.join(buildDir, 'docs'))) {
    const page = builtPage(route);
    const rows = findAll(page, (el) => schemaLinkIn(page, el) && page.parentOf.get(el)?.tagName === 'td').map((link) => {
      const cells = findAll(page, tag('td'), closest(page, link, tag('tr')));
      const header = findAll(page, tag('th'), closest(page, link, tag('table'))).map((th) => textOf(th).trim());
      return {
        href: attr(link, 'href') ?? '',
        type: textOf(cells[header.indexOf('Type')] ?? link),
        // Lines of the description cell, split where the table breaks them.
        lines: cells[header.indexOf('Description')] ? linesOf(cells[header.indexOf('Description')]!) : [''],
      };
    });
    // A group heading stands for its object's row: the heading links to the field, and the
    // paragraph under it gives the type on its first line and the description below.
    const objects = findAll(page, (el) => schemaLinkIn(page, el) && /^h[2-6]$/.test(page.parentOf.get(el)?.tagName ?? '')).map((link) => {
      const heading = page.parentOf.get(link)!;
      const siblings = childElements(page.parentOf.get(heading)!);
      const next = siblings[siblings.indexOf(heading) + 1];
      const lines = next?.tagName === 'p' ? linesOf(next) : [''];
      return {href: attr(link, 'href') ?? '', type: lines[0] ?? '', lines: lines.slice(1)};
    });
    rows.push(...objects);
    groupHeadings += objects.length;
    for (const row of rows) {
      const match = schemaLink.exec(row.href);
      if (!match) continue;
      const name = decodeURIComponent(match[1]!);
      const target = apiRoutes.schema(name);
      if (!pages.has(target)) pages.set(target, pageWording(target));
      const wording = pages.get(target)!.get(match[2]!);
      const where = `${route} → ${name}#${match[2]}`;
      expect(wording, `${where}: no such field on the schema page`).toBeDefined();
      expect(squash(row.type).replace(/, required$/, ''), `${where} type`).toBe(wording!.type);
      expect(row.lines.map(squash).filter(Boolean), `${where} description and rules`).toEqual(wording!.lines);
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(100);
  // Shared objects (metadata, samples) are rows linked to their one definition, not a heading per structure.
  expect(groupHeadings, 'object group headings checked').toBeGreaterThan(50);
});
