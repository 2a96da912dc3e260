import type {Block, Inline, RichText} from './models';
import {slugify} from './slug';

/**
 * A deliberately small Markdown reader for contract descriptions: headings,
 * paragraphs, bullet and numbered lists, fenced code, and inline code,
 * bold, italic and links. Anything else stays plain text, so the output is
 * always safe to render without dangerouslySetInnerHTML.
 */
export function parseMarkdown(source: string | undefined): RichText {
  if (!source) return [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: {ordered: boolean; items: string[]} | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({kind: 'paragraph', children: parseInline(paragraph.join(' '))});
    paragraph = [];
    if (list) blocks.push({kind: 'list', ordered: list.ordered, items: list.items.map(parseInline)});
    list = null;
  };

  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const fence = /^\s*```\s*([\w-]*)\s*$/.exec(line);
    if (fence) {
      flush();
      const body: string[] = [];
      for (i += 1; i < lines.length && !/^\s*```\s*$/.test(lines[i]!); i += 1) body.push(lines[i]!);
      blocks.push({kind: 'code', language: fence[1] || 'text', text: body.join('\n')});
      continue;
    }
    const heading = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      const text = heading[2]!;
      blocks.push({kind: 'heading', level: heading[1]!.length, id: slugify(text), children: parseInline(text)});
      continue;
    }
    const item = /^\s*([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      const ordered = /\d/.test(item[1]!);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= {ordered, items: []};
      list.items.push(item[2]!);
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    // An indented line right after a list item continues that item.
    if (list && /^\s+\S/.test(line)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (list) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|__(.+?)__|\[([^\]]+)\]\(([^)\s]+)\)|\*([^*\s][^*]*?)\*|(?<![\w])_([^_\s][^_]*?)_(?![\w])/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push({kind: 'text', text: text.slice(last, index)});
    const [, code, strong1, strong2, linkText, href, em1, em2] = match;
    if (code !== undefined) out.push({kind: 'code', text: code});
    else if (strong1 ?? strong2) out.push({kind: 'strong', children: parseInline((strong1 ?? strong2)!)});
    else if (linkText !== undefined && href !== undefined) out.push({kind: 'link', href, children: parseInline(linkText)});
    else out.push({kind: 'em', children: parseInline((em1 ?? em2)!)});
    last = index + match[0].length;
  }
  if (last < text.length) out.push({kind: 'text', text: text.slice(last)});
  return out;
}

export {inlineText} from './inline-text';

