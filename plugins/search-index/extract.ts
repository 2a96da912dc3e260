import {parse, type HTMLElement, type Node} from 'node-html-parser';
import {routes} from '../../src/config/site';
import type {Hierarchy, RecordType, SearchRecord} from '../../src/search/types';

/** Top level of every record (DocSearch's lvl0), chosen by where the page lives. */
const SECTIONS: [prefix: string, name: string][] = [
  ['/docs/', 'Docs'],
  [routes.dataSources, 'Data sources'],
  [routes.apiReference, 'API reference'],
  ['/showcase/', 'Showcase'],
];
const DEFAULT_SECTION = 'ROOK';

export function sectionOf(path: string): string {
  return SECTIONS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? DEFAULT_SECTION;
}

/** Page chrome and things nobody searches for: navigation, code, diagrams, tab strips. */
const EXCLUDED = [
  'script',
  'style',
  'noscript',
  'svg',
  'button',
  'nav',
  'footer',
  'pre',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.table-of-contents',
  '.pagination-nav',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.docusaurus-mermaid-container',
  '[role="tablist"]',
  '[aria-hidden="true"]',
  '[data-search-exclude]',
].join(', ');

/** Elements whose text becomes a content record. */
const CONTENT_TAGS = new Set(['p', 'li', 'dd', 'dt', 'figcaption', 'summary', 'blockquote']);
/** Elements that start a new block inside a content element (a nested list, say). */
const BLOCK_TAGS = new Set([
  'p', 'ul', 'ol', 'li', 'div', 'table', 'dl', 'pre', 'blockquote', 'details', 'section',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'figure',
]);

/** Very long paragraphs are cut: the opening carries the meaning, and the index stays small. */
export const MAX_CONTENT_CHARS = 600;

function clean(text: string): string {
  return text.replace(/[\u200b\u00ad]/g, '').replace(/\s+/g, ' ').trim();
}

function truncate(text: string): string {
  if (text.length <= MAX_CONTENT_CHARS) return text;
  const cut = text.lastIndexOf(' ', MAX_CONTENT_CHARS);
  return `${text.slice(0, cut > MAX_CONTENT_CHARS / 2 ? cut : MAX_CONTENT_CHARS)}…`;
}

function isElement(node: Node): node is HTMLElement {
  return node.nodeType === 1;
}

function meta(document: HTMLElement, name: string): string | null {
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

export interface PageInfo {
  /** Site-relative path with trailing slash, e.g. `/data-sources/garmin/`. */
  path: string;
  html: string;
}

export interface ExtractedPage {
  path: string;
  lvl0: string;
  lvl1: string;
  language: string;
  tag: string;
  records: SearchRecord[];
}

/**
 * Why a page is left out of the index, or null to index it: error and search
 * pages, redirect stubs, and pages that ask search engines not to index them.
 */
export function skipReason(document: HTMLElement, path: string): string | null {
  if (path === '/404.html' || path === '/404/') return 'not-found page';
  if (path === routes.search || path === `${routes.search}/`) return 'search page';
  if (document.querySelector('meta[http-equiv="refresh"]')) return 'redirect';
  const robots = document.querySelector('meta[name="robots"], meta[property="robots"]');
  if (robots?.getAttribute('content')?.includes('noindex')) return 'noindex';
  return null;
}

/** Builds DocSearch records from one built HTML page, or returns null to skip it. */
export function extractPage({path, html}: PageInfo): ExtractedPage | null {
  const document = parse(html, {comment: false});
  if (skipReason(document, path)) return null;

  const main = document.querySelector('main') ?? document.querySelector('body') ?? document;
  const root = main.querySelector('article .markdown') ?? main.querySelector('article') ?? main;
  const h1 = root.querySelector('h1') ?? main.querySelector('h1');
  for (const element of root.querySelectorAll(EXCLUDED)) element.remove();
  h1?.querySelectorAll('.hash-link').forEach((element) => element.remove());

  const title =
    clean(h1?.text ?? '') ||
    clean(document.querySelector('title')?.text ?? '').replace(/\s+\|\s+[^|]+$/, '');
  if (!title) return null;

  const language = meta(document, 'docsearch:language') ?? document.querySelector('html')?.getAttribute('lang') ?? 'en';
  const tag = meta(document, 'docsearch:docusaurus_tag') ?? 'default';
  const lvl0 = sectionOf(path);
  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  let anchor = '';

  const push = (type: RecordType, content: string | null) => {
    records.push({
      objectID: `${path}#${anchor}:${records.length}`,
      type,
      hierarchy: {...hierarchy},
      content,
      url: anchor ? `${path}#${anchor}` : path,
      language,
      docusaurus_tag: tag,
    });
  };

  push('lvl1', null);

  const headingLevel = (element: HTMLElement): number => {
    const match = /^h([2-6])$/i.exec(element.tagName ?? '');
    return match ? Number(match[1]) : 0;
  };

  const emitContent = (element: HTMLElement) => {
    // Text of the element itself, without nested blocks (they are visited on their own).
    const inline = element.childNodes
      .filter((child) => !(isElement(child) && BLOCK_TAGS.has(child.tagName.toLowerCase())))
      .map((child) => child.text)
      .join('');
    const text = clean(inline);
    if (text) push('content', truncate(text));
    walk(element, true);
  };

  // A table row reads as one record ("user_id — string — The user's id"),
  // not as loose cells; header rows only label the columns.
  const emitRow = (row: HTMLElement) => {
    const cells = row.childNodes.filter(isElement);
    if (!cells.some((cell) => cell.tagName.toLowerCase() === 'td')) return;
    const text = cells.map((cell) => clean(cell.text)).filter(Boolean).join(' — ');
    if (text) push('content', truncate(text));
  };

  function walk(node: HTMLElement, blocksOnly = false): void {
    for (const child of node.childNodes) {
      if (!isElement(child) || child === h1) continue;
      const tag = child.tagName.toLowerCase();
      if (blocksOnly && !BLOCK_TAGS.has(tag)) continue;
      const level = headingLevel(child);
      if (level) {
        const text = clean(child.text);
        if (!text) continue;
        const key = `lvl${level}` as RecordType & keyof Hierarchy;
        hierarchy[key] = text;
        for (let deeper = level + 1; deeper <= 6; deeper += 1) {
          hierarchy[`lvl${deeper}` as keyof Hierarchy] = null;
        }
        anchor = child.getAttribute('id') ?? anchor;
        push(key, null);
      } else if (tag === 'tr') {
        emitRow(child);
      } else if (CONTENT_TAGS.has(tag)) {
        emitContent(child);
      } else if (tag !== 'h1') {
        walk(child);
      }
    }
  }

  walk(root);
  return {path, lvl0, lvl1: title, language, tag, records};
}
