import type {RootContent} from 'mdast';

/**
 * Markdown parsed at build time: the block nodes of an mdast tree, without
 * source positions (wrap them in `{type: 'root', children}` for mdast tools).
 * Pages render it (`RichText.tsx`), the guide tables splice its phrasing
 * into their cells, and exports can print it back as Markdown. mdast is also
 * the most compact of the trees (inline code is one node, not an element
 * with a text child), which keeps the data each page loads small.
 */
export type RichText = RootContent[];
