import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import type {Inline, RichText as RichTextModel} from '@site/plugins/openapi-reference/models';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export function InlineText({nodes}: {nodes: Inline[]}): ReactNode {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'strong':
        return <strong key={i}><InlineText nodes={node.children} /></strong>;
      case 'em':
        return <em key={i}><InlineText nodes={node.children} /></em>;
      case 'link':
        return <Link key={i} to={node.href}><InlineText nodes={node.children} /></Link>;
    }
  });
}

/**
 * Renders a contract description parsed at build time. `minHeading` keeps
 * the description's headings below the page's own (h1 is the page title);
 * `idPrefix` keeps their ids unique when several descriptions share a page.
 */
export default function RichText({
  blocks,
  minHeading = 2,
  idPrefix = '',
}: {
  blocks: RichTextModel;
  minHeading?: number;
  idPrefix?: string;
}): ReactNode {
  if (!blocks.length) return null;
  return blocks.map((block, i) => {
    switch (block.kind) {
      case 'heading': {
        const level = Math.min(6, Math.max(block.level, minHeading));
        return (
          <Heading key={i} as={`h${level}` as HeadingTag} id={`${idPrefix}${block.id}`}>
            <InlineText nodes={block.children} />
          </Heading>
        );
      }
      case 'paragraph':
        return <p key={i}><InlineText nodes={block.children} /></p>;
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={i}>
            {block.items.map((item, j) => <li key={j}><InlineText nodes={item} /></li>)}
          </List>
        );
      }
      case 'code':
        return <CodeBlock key={i} language={block.language}>{block.text}</CodeBlock>;
    }
  });
}
