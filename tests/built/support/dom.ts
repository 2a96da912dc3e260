import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Element, Nodes, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';

/**
 * The built pages as a browser parses them (parse5, the HTML standard's
 * algorithm: the minified HTML omits optional end tags such as </td> and
 * </li>), with small DOM-like helpers. What these tests read is the server
 * HTML, the page before any script runs.
 */

export const buildDir = path.resolve(__dirname, '../../../build');

export interface Page {
  root: Root;
  /** Every element, in document order. */
  elements: Element[];
  parentOf: Map<Element, Element>;
}

/** Parses HTML into a `Page`. */
export function parseHtml(html: string): Page {
  const root = fromHtml(html);
  const elements: Element[] = [];
  const parentOf = new Map<Element, Element>();
  const walk = (node: Nodes, parent?: Element) => {
    if (node.type === 'element') {
      elements.push(node);
      if (parent) parentOf.set(node, parent);
    }
    if ('children' in node) for (const child of node.children) walk(child, node.type === 'element' ? node : parent);
  };
  walk(root);
  return {root, elements, parentOf};
}

/** The built HTML of a route (`/docs/x/` → build/docs/x/index.html). */
function builtHtml(route: string): string {
  return readFileSync(path.join(buildDir, route, route.endsWith('/') ? 'index.html' : ''), 'utf8');
}

export const builtPage = (route: string): Page => parseHtml(builtHtml(route));

/** The element's text, as the DOM's textContent. */
export function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && (node.tagName === 'script' || node.tagName === 'style')) return '';
  return 'children' in node ? node.children.map((child) => textOf(child)).join('') : '';
}

/** Whitespace collapsed, as a reader sees text. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The element's text split where it has a <br>, as splitting its innerHTML at <br> and reading each part's text. */
export function linesOf(node: Element): string[] {
  const lines = [''];
  const walk = (child: Nodes) => {
    if (child.type === 'element' && child.tagName === 'br') lines.push('');
    else if (child.type === 'text') lines[lines.length - 1] += child.value;
    else if ('children' in child) child.children.forEach(walk);
  };
  node.children.forEach(walk);
  return lines;
}

export const classesOf = (el: Element): string[] => (el.properties.className as string[] | undefined)?.map(String) ?? [];
export const attr = (el: Element, name: string): string | undefined =>
  el.properties[name] === undefined ? undefined : String(el.properties[name]);

/** Elements under `scope` (or the whole page) that match, in document order. */
export function findAll(page: Page, match: (el: Element) => boolean, scope?: Element): Element[] {
  if (!scope) return page.elements.filter(match);
  const found: Element[] = [];
  const walk = (el: Element) => {
    for (const child of childElements(el)) {
      if (match(child)) found.push(child);
      walk(child);
    }
  };
  walk(scope);
  return found;
}

export function closest(page: Page, el: Element, match: (el: Element) => boolean): Element | undefined {
  for (let at = page.parentOf.get(el); at; at = page.parentOf.get(at)) if (match(at)) return at;
  return undefined;
}

export const tag =
  (...names: string[]) =>
  (el: Element) =>
    names.includes(el.tagName);

/** Element children of an element. */
export const childElements = (el: Element): Element[] => el.children.filter((c): c is Element => c.type === 'element');

/** Headings (h1–h6) whose text matches, at `level` if given. */
export function headings(page: Page, level?: number, scope?: Element): Element[] {
  return findAll(page, (el) => /^h[1-6]$/.test(el.tagName) && (level === undefined || el.tagName === `h${level}`), scope);
}

export function main(page: Page): Element {
  const found = findAll(page, tag('main'))[0];
  if (!found) throw new Error('no <main>');
  return found;
}

export const byId = (page: Page, id: string): Element | undefined => page.elements.find((el) => el.properties.id === id);
