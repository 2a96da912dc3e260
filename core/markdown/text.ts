import type {Nodes} from 'mdast';
import type {RichText} from './types';

/*
 * Plain text of parsed Markdown, for titles, meta descriptions, ids and
 * tests. Browser-safe: pages import it.
 */

/** Nodes whose children run together as one line of text. */
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell']);

export function textOf(node: Nodes): string {
  if ('value' in node && node.type !== 'html') return node.value;
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? '';
  if (node.type === 'break') return ' ';
  if (!('children' in node)) return '';
  const parts = node.children.map((child: Nodes) => textOf(child));
  return parts.join(PHRASING_PARENTS.has(node.type) ? '' : ' ');
}

/** The whole text, blocks separated by a space. */
export function plainText(text: RichText | undefined): string {
  return text ? collapse(text.map((block) => textOf(block)).join(' ')) : '';
}

/** Text of the first paragraph: the one-line summary meta descriptions use. */
export function firstParagraph(text: RichText | undefined): string | undefined {
  const first = text?.find((n) => n.type === 'paragraph');
  return first ? collapse(textOf(first)) : undefined;
}

/** Soft line breaks and indentation read as single spaces. */
function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Whether a model holds a fenced code block anywhere in its parsed Markdown:
 * a view that keeps its server HTML while hydrating (`ui/ServerHtmlBlock.tsx`)
 * would leave such a block's copy button without its code.
 */
export function containsCodeBlock(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => containsCodeBlock(item));
  if (value === null || typeof value !== 'object') return false;
  const node = value as {type?: unknown; value?: unknown};
  if (node.type === 'code' && typeof node.value === 'string') return true;
  return Object.values(value).some((item) => containsCodeBlock(item));
}
