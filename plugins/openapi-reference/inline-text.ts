import type {Inline} from './models';

/** Plain text of inline nodes, for titles and meta descriptions (browser-safe). */
export function inlineText(nodes: Inline[]): string {
  return nodes.map((n) => ('text' in n ? n.text : inlineText(n.children))).join('');
}
