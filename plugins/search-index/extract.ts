import {parse, type HTMLElement, type Node} from 'node-html-parser';
import {routes} from '../../core/config/routes';
import type {Hierarchy, RecordType, SearchRecord} from '../../core/search/types';

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
const EXCLUDED_TAGS = new Set(['script', 'style', 'noscript', 'svg', 'button', 'nav', 'footer', 'pre', 'template']);
const EXCLUDED_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-toc-desktop',
  'table-of-contents',
  'pagination-nav',
  'theme-doc-breadcrumbs',
  'theme-doc-footer',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'docusaurus-mermaid-container',
];

/** Checked while walking: one pass over the page, no selector queries. */
function isExcluded(element: HTMLElement): boolean {
  if (EXCLUDED_TAGS.has(element.rawTagName?.toLowerCase() ?? '')) return true;
  if (element.getAttribute('aria-hidden') === 'true' || element.getAttribute('role') === 'tablist') return true;
  if (element.hasAttribute('data-search-exclude')) return true;
  const classes = element.getAttribute('class');
  return Boolean(classes) && EXCLUDED_CLASSES.some((name) => classes!.split(/\s+/).includes(name));
}

const SPACED = new Set([
  'div',
  'p',
  'li',
  'br',
  'section',
  'header',
  'dt',
  'dd',
  'td',
  'th',
  'tr',
  'ul',
  'ol',
  'table',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'figcaption',
  'summary',
  'details',
  // Inline, but in practice they separate words: a field name, then its type.
  'code',
  'span',
]);

/** Visible text of a node, leaving out excluded descendants (and nested blocks, if asked). */
function textOf(node: Node, skipNested = false): string {
  if (node.nodeType === 3) return node.text;
  if (!isElement(node) || isExcluded(node)) return '';
  const tag = node.rawTagName.toLowerCase();
  if (skipNested && isSeparateBlock(node)) return '';
  const inner = node.childNodes.map((child) => textOf(child, skipNested)).join('');
  // Blocks end words: "string</div><p>The" reads "string The".
  return SPACED.has(tag) ? ` ${inner} ` : inner;
}

/** Elements whose text becomes a content record. */
const CONTENT_TAGS = new Set(['p', 'li', 'dd', 'dt', 'figcaption', 'summary', 'blockquote']);
/**
 * Blocks that stay out of the record of the element holding them and are
 * indexed on their own: tables, definition lists, headings, and lists whose
 * items can be linked to (an object's nested fields). Everything else inside
 * a list item is part of it (an API field: name, type, description, facts).
 */
const NESTED_BLOCKS = new Set(['table', 'dl', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function isSeparateBlock(element: HTMLElement): boolean {
  const tag = element.rawTagName.toLowerCase();
  if (NESTED_BLOCKS.has(tag)) return true;
  return (tag === 'ul' || tag === 'ol') && element.querySelector('li[id]') !== null;
}

/** Very long paragraphs are cut: the opening carries the meaning, and the index stays small. */
const MAX_CONTENT_CHARS = 600;

function clean(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?)])/g, '$1')
    .trim();
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
function skipReason(document: HTMLElement, path: string): string | null {
  if (path === '/404.html' || path === '/404/') return 'not-found page';
  if (path === routes.search || path === `${routes.search}/`) return 'search page';
  if (document.querySelector('meta[http-equiv="refresh"]')) return 'redirect';
  const robots = document.querySelector('meta[name="robots"], meta[property="robots"]');
  if (robots?.getAttribute('content')?.includes('noindex')) return 'noindex';
  return null;
}

/** Builds DocSearch records from one built HTML page, or returns null to skip it. */
export function extractPage({path, html}: PageInfo): ExtractedPage | null {
  // parseNoneClosedTags: without it one unclosed <p> or self-closed SVG tag can
  // leave the rest of the page outside <main>.
  const document = parse(html, {comment: false, parseNoneClosedTags: true});
  if (skipReason(document, path)) return null;

  const main = document.querySelector('main') ?? document.querySelector('body') ?? document;
  const root = main.querySelector('article .markdown') ?? main.querySelector('article') ?? main;
  const h1 = root.querySelector('h1') ?? main.querySelector('h1');

  const title = clean(h1 ? textOf(h1) : '') || clean(document.querySelector('title')?.text ?? '').replace(/\s+\|\s+[^|]+$/, '');
  if (!title) return null;

  const language = meta(document, 'docsearch:language') ?? document.querySelector('html')?.getAttribute('lang') ?? 'en';
  const tag = meta(document, 'docsearch:docusaurus_tag') ?? 'default';
  const lvl0 = sectionOf(path);
  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  let anchor = '';

  const push = (type: RecordType, content: string | null, ownAnchor?: string) => {
    const target = ownAnchor ?? anchor;
    records.push({
      objectID: `${path}#${target}:${records.length}`,
      type,
      hierarchy: {...hierarchy},
      content,
      url: target ? `${path}#${target}` : path,
      language,
      docusaurus_tag: tag,
    });
  };

  push('lvl1', null);

  const emitContent = (element: HTMLElement) => {
    const text = clean(element.childNodes.map((child) => textOf(child, true)).join(''));
    // An element with its own id (an API field, say) is linked to directly.
    if (text) push('content', truncate(text), element.getAttribute('id') || undefined);
    visitNested(element);
  };

  // A table row reads as one record ("user_id — string — The user's id"),
  // not as loose cells; header rows only label the columns.
  const emitRow = (row: HTMLElement) => {
    const cells = row.childNodes.filter(isElement);
    if (!cells.some((cell) => cell.tagName.toLowerCase() === 'td')) return;
    const text = cells
      .map((cell) => clean(textOf(cell)))
      .filter(Boolean)
      .join(' — ');
    if (text) push('content', truncate(text));
  };

  const enterHeading = (heading: HTMLElement, level: number) => {
    const text = clean(textOf(heading));
    if (!text) return;
    const key = `lvl${level}` as RecordType & keyof Hierarchy;
    hierarchy[key] = text;
    for (let deeper = level + 1; deeper <= 6; deeper += 1) {
      hierarchy[`lvl${deeper}` as keyof Hierarchy] = null;
    }
    anchor = heading.getAttribute('id') ?? anchor;
    push(key, null);
  };

  function visit(element: HTMLElement): void {
    if (element === h1 || isExcluded(element)) return;
    const tag = element.tagName.toLowerCase();
    const level = /^h[2-6]$/.test(tag) ? Number(tag[1]) : 0;
    if (level) enterHeading(element, level);
    else if (tag === 'tr') emitRow(element);
    else if (CONTENT_TAGS.has(tag)) emitContent(element);
    else if (tag !== 'h1') walk(element);
  }

  function walk(node: HTMLElement): void {
    for (const child of node.childNodes) if (isElement(child)) visit(child);
  }

  /** Inside a content element, only the nested blocks left out of its text get records. */
  function visitNested(node: HTMLElement): void {
    for (const child of node.childNodes) {
      if (!isElement(child) || isExcluded(child)) continue;
      if (isSeparateBlock(child)) visit(child);
      else visitNested(child);
    }
  }

  walk(root);
  return {path, lvl0, lvl1: title, language, tag, records};
}
