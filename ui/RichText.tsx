import {createContext, useContext, type ComponentType, type ReactNode} from 'react';
import type {Definition, Nodes} from 'mdast';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {slugify} from '../core/markdown/slug';
import {textOf} from '../core/markdown/text';
import type {RichText as RichTextModel} from '../core/markdown/types';

/*
 * Renders the mdast that `parse.ts` made at build time. CommonMark has
 * about twenty node types, so a small walker does it; a hast pipeline in the
 * browser (mdast-util-to-hast plus hast-util-to-jsx-runtime) would add about
 * 15 KB compressed to every page that shows a description.
 */

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * How fenced code is shown. Pages that already highlight code (the API
 * reference) provide the site's CodeBlock; elsewhere a plain block keeps
 * Prism off pages that never show code.
 */
export const RichTextCodeBlock = createContext<ComponentType<{language: string; children: string}> | null>(null);

interface Context {
  minHeading: number;
  idPrefix: string;
  definitions: Map<string, Definition>;
  CodeBlock: ComponentType<{language: string; children: string}> | null;
}

function definitionsOf(blocks: Nodes[]): Map<string, Definition> {
  const out = new Map<string, Definition>();
  const visit = (node: Nodes) => {
    if (node.type === 'definition') out.set(node.identifier, node);
    if ('children' in node) node.children.forEach((child: Nodes) => visit(child));
  };
  blocks.forEach(visit);
  return out;
}

function renderAll(nodes: Nodes[], context: Context, tight = false): ReactNode[] {
  return nodes.map((node, i) => render(node, i, context, tight));
}

function render(node: Nodes, key: number, context: Context, tight: boolean): ReactNode {
  const children = () => ('children' in node ? renderAll(node.children as Nodes[], context) : []);
  switch (node.type) {
    case 'text':
      return node.value;
    case 'paragraph':
      // Tight list items hold their text directly, as CommonMark renders them.
      return tight ? <span key={key}>{children()}</span> : <p key={key}>{children()}</p>;
    case 'heading': {
      const level = Math.min(6, Math.max(node.depth, context.minHeading));
      return (
        <Heading key={key} as={`h${level}` as HeadingTag} id={`${context.idPrefix}${slugify(textOf(node))}`}>
          {children()}
        </Heading>
      );
    }
    case 'list': {
      const items = node.children.map((item, i) => (
        <li key={i}>{renderAll(item.children as Nodes[], context, !(node.spread || item.spread))}</li>
      ));
      return node.ordered ? (
        <ol key={key} start={node.start ?? undefined}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'blockquote':
      return <blockquote key={key}>{children()}</blockquote>;
    case 'thematicBreak':
      return <hr key={key} />;
    case 'code': {
      const {CodeBlock} = context;
      return CodeBlock ? (
        <CodeBlock key={key} language={node.lang ?? 'text'}>
          {node.value}
        </CodeBlock>
      ) : (
        <pre key={key}>
          <code>{node.value}</code>
        </pre>
      );
    }
    case 'emphasis':
      return <em key={key}>{children()}</em>;
    case 'strong':
      return <strong key={key}>{children()}</strong>;
    case 'delete':
      return <del key={key}>{children()}</del>;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'break':
      return <br key={key} />;
    case 'link':
      return (
        <Link key={key} to={node.url}>
          {children()}
        </Link>
      );
    case 'linkReference': {
      const target = context.definitions.get(node.identifier);
      return target ? (
        <Link key={key} to={target.url}>
          {children()}
        </Link>
      ) : (
        children()
      );
    }
    case 'image':
    case 'imageReference':
      return node.alt ?? null;
    default:
      // definition, html (refused at parse time) and GFM-only nodes render nothing of their own.
      return null;
  }
}

/**
 * Markdown from the contract or a data module, rendered on the server and
 * hydrated without a parser. `minHeading` keeps a description's headings
 * below the page's own; `idPrefix` keeps their ids unique on a page that
 * shows several descriptions; `inline` drops the paragraph around a
 * one-paragraph text (table cells, list items).
 */
export default function RichText({
  text,
  minHeading = 2,
  idPrefix = '',
  inline = false,
}: {
  text: RichTextModel | undefined;
  minHeading?: number;
  idPrefix?: string;
  inline?: boolean;
}): ReactNode {
  const CodeBlock = useContext(RichTextCodeBlock);
  if (!text) return null;
  const blocks = text as Nodes[];
  const context: Context = {minHeading, idPrefix, definitions: definitionsOf(blocks), CodeBlock};
  const only = blocks[0];
  if (inline && blocks.length === 1 && only?.type === 'paragraph') return renderAll(only.children, context);
  return renderAll(blocks, context);
}
