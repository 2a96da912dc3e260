import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {RootContent as MdastContent} from 'mdast';
import {fromHtml} from 'hast-util-from-html';
import {toMdast, type Handle} from 'hast-util-to-mdast';
import {toText} from 'hast-util-to-text';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {isMarkKind, markMarkdown} from '../../core/data/marks';

/**
 * Built HTML page → clean Markdown. The HTML is the one place where every MDX
 * component, contract table and data module has already been resolved, so
 * converting it (rather than the MDX sources) gives the reader exactly what
 * the page shows: tabs become labelled sections, code blocks fenced code with
 * their language and title, admonitions block quotes with their title,
 * Mermaid diagrams their source. Navigation, buttons, icons and whatever is
 * hidden from assistive technology are dropped; table cells stay on one line
 * (lists keep "; " between items) and a lone ✓ or ✗ in a cell reads "yes" or
 * "no". An element with `data-markdown` is written as that text, and one of
 * the site's marks (`data-mark`, `ui/Mark.tsx`) as `core/data/marks.ts` spells
 * it in Markdown, after a space so it never runs into the text it marks. An
 * element with `data-markdown-part` is replaced by the Markdown given for that
 * part, where a page's copy is better written from its data than its HTML.
 */

type Node = Root | RootContent;

const DROPPED_TAGS = new Set(['button', 'svg', 'script', 'style', 'noscript', 'nav', 'template', 'link', 'meta']);
// Class prefixes: CSS-module names carry a hash suffix (`codeBlockTitle_OeMC`).
const DROPPED_CLASSES = ['hash-link', 'theme-doc-toc-mobile', 'theme-doc-footer', 'theme-last-updated'];

function classes(node: Element): string[] {
  const value: unknown = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

function hasClass(node: Element, prefix: string): boolean {
  return classes(node).some((name) => name === prefix || name.startsWith(`${prefix}_`));
}

function isElement(node: Node | undefined): node is Element {
  return node?.type === 'element';
}

function findFirst(node: Node, test: (element: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  if ('children' in node) {
    for (const child of node.children) {
      const found = findFirst(child, test);
      if (found) return found;
    }
  }
  return undefined;
}

function findAll(node: Node, test: (element: Element) => boolean, found: Element[] = []): Element[] {
  if (isElement(node) && test(node)) {
    found.push(node);
    return found;
  }
  if ('children' in node) for (const child of node.children) findAll(child, test, found);
  return found;
}

function element(tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element {
  return {type: 'element', tagName, properties, children};
}

function text(value: string): ElementContent {
  return {type: 'text', value};
}

/** The page's content: the doc body, else <main> (the search page has none: its wrapper). */
function contentRoot(tree: Root): Element {
  const doc = findFirst(tree, (el) => hasClass(el, 'theme-doc-markdown'));
  if (doc) return doc;
  const main = findFirst(tree, (el) => el.tagName === 'main') ?? findFirst(tree, (el) => hasClass(el, 'main-wrapper'));
  if (!main) throw new Error('the page has neither <main> nor a main wrapper');
  return main;
}

/** A Docusaurus code block (title, tokenised lines, copy button) → <pre data-lang data-meta>. */
function codeBlock(container: Element): Element {
  const pre = findFirst(container, (el) => el.tagName === 'pre');
  const lang = [...classes(container), ...(pre ? classes(pre) : [])]
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const title = findFirst(container, (el) => hasClass(el, 'codeBlockTitle'));
  const lines = pre ? findAll(pre, (el) => hasClass(el, 'token-line')) : [];
  const value = lines.length
    ? lines.map((line) => toText(line, {whitespace: 'pre'}).replace(/\n$/, '')).join('\n')
    : pre
      ? toText(pre, {whitespace: 'pre'})
      : '';
  const properties: Element['properties'] = {dataLang: lang && lang !== 'text' ? lang : ''};
  if (title) properties.dataMeta = `title="${toText(title).trim()}"`;
  return element('pre', [text(value.replace(/\n+$/, ''))], properties);
}

/** Tabs → one labelled section per tab, every panel included (not only the selected one). */
function tabs(container: Element): ElementContent[] {
  const labels = findAll(container, (el) => el.properties?.role === 'tab').map((tab) => toText(tab).trim());
  const panels = findAll(container, (el) => el.properties?.role === 'tabpanel');
  return panels.flatMap((panel, index) => [
    element('p', [element('strong', [text(labels[index] ?? `Tab ${index + 1}`)])]),
    ...transformChildren(panel),
  ]);
}

/** An admonition → a block quote whose first line is its kind and title. */
function admonition(container: Element): Element {
  const kind = classes(container)
    .find((name) => name.startsWith('theme-admonition-'))
    ?.slice('theme-admonition-'.length);
  const heading = findFirst(container, (el) => hasClass(el, 'admonitionHeading'));
  const content = findFirst(container, (el) => hasClass(el, 'admonitionContent'));
  const title = heading ? toText(heading).trim() : '';
  const kindLabel = kind ? kind.charAt(0).toUpperCase() + kind.slice(1) : 'Note';
  const label = !title || title.toLowerCase() === kind ? kindLabel : `${kindLabel}: ${title}`;
  return element('blockquote', [element('p', [element('strong', [text(label)])]), ...(content ? transformChildren(content) : [])]);
}

const HEADING = /^h[1-6]$/;

/** A link wrapping a card (heading plus text) → the heading holds the link, the rest follows it. */
function linkedCard(link: Element, inCell: boolean): ElementContent[] {
  return transformChildren(link, inCell).map((child) =>
    isElement(child) && HEADING.test(child.tagName) ? {...child, children: [{...link, children: child.children}]} : child,
  );
}

/** Marks that mean yes or no when they are all a table cell says: the words read better as text. */
const SYMBOL_WORDS: Record<string, string> = {'✓': 'yes', '✔': 'yes', '✗': 'no', '✘': 'no', '✕': 'no'};

const BLOCK_TAGS = new Set(['p', 'div', 'ul', 'ol', 'blockquote', 'pre', 'details', 'section', 'table']);

/**
 * A Markdown table cell holds one line, so blocks inside it become inline
 * runs: list items joined with "; " (numbered when the list is), and
 * paragraphs or other blocks separated by a space rather than run together.
 */
function inlineBlocks(children: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  let previousBlock = false;
  for (const child of children) {
    const block = isElement(child) && BLOCK_TAGS.has(child.tagName);
    if (out.length && (block || previousBlock)) out.push(text(' '));
    if (isElement(child) && (child.tagName === 'ul' || child.tagName === 'ol')) out.push(...inlineList(child));
    else out.push(block && isElement(child) ? element('span', inlineBlocks(child.children)) : child);
    previousBlock = block;
  }
  return out;
}

function inlineList(list: Element): ElementContent[] {
  const items = list.children.filter((child): child is Element => isElement(child) && child.tagName === 'li');
  return items.flatMap((item, index) => [
    ...(index ? [text('; ')] : []),
    ...(list.tagName === 'ol' ? [text(`${index + 1}. `)] : []),
    ...inlineBlocks(item.children),
  ]);
}

/** Hidden from assistive technology (a mark beside its spoken label, an icon): a text reader skips it too. */
const ariaHidden = (node: Element) => String(node.properties?.ariaHidden) === 'true';

function transform(node: ElementContent, inCell: boolean): ElementContent[] {
  if (node.type === 'comment') return [];
  if (node.type === 'text' && inCell) {
    const word = SYMBOL_WORDS[node.value.trim()];
    return word ? [text(word)] : [node];
  }
  if (node.type !== 'element') return [node];
  if (DROPPED_TAGS.has(node.tagName) || DROPPED_CLASSES.some((name) => hasClass(node, name))) return [];
  if (typeof node.properties?.dataMermaidSource === 'string') {
    return [element('pre', [text(node.properties.dataMermaidSource)], {dataLang: 'mermaid'})];
  }
  if (ariaHidden(node)) return [];
  if (node.properties?.dataMark !== undefined) return mark(node);
  if (typeof node.properties?.dataMarkdownPart === 'string') return [element(PART, [], {name: node.properties.dataMarkdownPart})];
  // A component's own wording for the text copy (`data-markdown`), e.g. a short word for a mark.
  if (typeof node.properties?.dataMarkdown === 'string') return [{...node, children: [text(node.properties.dataMarkdown)]}];
  if (hasClass(node, 'tabs-container')) return tabs(node);
  if (hasClass(node, 'theme-code-block')) {
    const block = codeBlock(node);
    // A Markdown table cell holds one line: code there becomes inline code.
    return inCell ? [element('code', [text(toText(block, {whitespace: 'pre'}).replace(/\s*\n\s*/g, ' '))])] : [block];
  }
  if (hasClass(node, 'theme-admonition')) return [admonition(node)];
  if (node.tagName === 'a' && findFirst(node, (el) => HEADING.test(el.tagName))) return linkedCard(node, inCell);
  if (node.tagName === 'td' || node.tagName === 'th') return [{...node, children: inlineBlocks(transformChildren(node, true))}];
  return [{...node, children: transformChildren(node, inCell)}];
}

/** A mark (`data-mark`, with an optional `data-mark-detail`) → " (label: detail)": the space keeps it off the word before it. */
function mark(node: Element): ElementContent[] {
  const {dataMark: kind, dataMarkDetail: detail} = node.properties;
  if (!isMarkKind(kind)) throw new Error(`data-mark="${String(kind)}" names no mark of core/data/marks.ts`);
  return [text(' '), element('span', [text(markMarkdown(kind, typeof detail === 'string' ? detail : undefined))])];
}

function transformChildren(node: Element, inCell = false): ElementContent[] {
  return node.children.flatMap((child) => transform(child, inCell));
}

/** The element that stands for a part written as Markdown (`data-markdown-part`) until the conversion puts the part there. */
const PART = 'markdown-part';

const pre: Handle = (_state, node) => ({
  type: 'code',
  lang: String(node.properties?.dataLang ?? '') || null,
  meta: typeof node.properties?.dataMeta === 'string' ? node.properties.dataMeta : null,
  value: toText(node, {whitespace: 'pre'}),
});

/**
 * Converts one built page to Markdown. `parts` holds the Markdown of the
 * page's `data-markdown-part` elements, by name. Throws if the page has no
 * main content, or names a part `parts` lacks.
 */
export function htmlToMarkdown(html: string, parts: Readonly<Record<string, MdastContent[]>> = {}): string {
  // Parsing only <main> skips the navbar, sidebar, footer and scripts: most of a page's bytes.
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  const source = start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : html;
  const root = contentRoot(fromHtml(source, {fragment: source !== html}));
  const cleaned: Root = {type: 'root', children: transformChildren(root)};
  const part: Handle = (_state, node) => {
    const name = String(node.properties?.name);
    if (!parts[name]) throw new Error(`data-markdown-part="${name}" has no Markdown: pass it in the parts of htmlToMarkdown`);
    return structuredClone(parts[name]);
  };
  const mdast = toMdast(cleaned, {handlers: {pre, [PART]: part}});
  return toMarkdown(mdast, {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '_',
    rule: '-',
    fences: true,
    listItemIndent: 'one',
  });
}
