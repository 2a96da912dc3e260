import {fromMarkdown} from 'mdast-util-from-markdown';
import type {RichText} from './types';

/*
 * Build-time only: the parser (micromark, the library MDX itself uses) never
 * reaches the browser. Pages receive the tree and render it with
 * `RichText.tsx`.
 */

/** Trees already parsed, by source text (positions stripped). */
const parsed = new Map<string, RichText>();

/**
 * CommonMark source → RichText, or undefined for an empty source. Raw HTML is
 * refused rather than silently dropped: descriptions are rendered without
 * `dangerouslySetInnerHTML`, so it could never show.
 */
export function richText(source: string | undefined, where = 'Markdown'): RichText | undefined {
  if (!source?.trim()) return undefined;
  // A dereferenced contract repeats each shared schema's descriptions wherever it is used:
  // parse each text once, and give every caller its own copy of the tree.
  const known = parsed.get(source);
  if (known) return structuredClone(known);
  const tree = fromMarkdown(source);
  const html = findHtml(tree);
  if (html !== undefined) {
    throw new Error(`${where}: raw HTML is not supported in descriptions (found ${JSON.stringify(html)}); use Markdown instead`);
  }
  stripPositions(tree);
  parsed.set(source, structuredClone(tree.children));
  return tree.children;
}

interface AnyNode {
  type: string;
  value?: string;
  position?: unknown;
  children?: AnyNode[];
}

function findHtml(node: AnyNode): string | undefined {
  if (node.type === 'html') return node.value;
  for (const child of node.children ?? []) {
    const found = findHtml(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Positions only matter to the parser; in page data they would triple the size. */
function stripPositions(node: AnyNode): void {
  delete node.position;
  for (const child of node.children ?? []) stripPositions(child);
}
