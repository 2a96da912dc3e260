import {Children, type AnchorHTMLAttributes, type ElementType, type HTMLAttributes, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ServerHtmlBlock from '@site/ui/ServerHtmlBlock';
import {isFilePath, isSitePath, isStaticContent} from '@site/ui/staticContent';

type BlockTag = 'p' | 'ul' | 'ol' | 'table' | 'blockquote';
type BlockProps = HTMLAttributes<HTMLElement>;

const blockTypes = new Set<ElementType>();

/**
 * The Markdown components that draw the same HTML in the browser as on the
 * server: a link (whose routing the block takes over), a list item, an image
 * and inline code.
 */
function isStaticType(type: ElementType, props: Record<string, unknown>): boolean {
  if (blockTypes.has(type) || type === MDXa) return true;
  if (type === MDXComponents.li || type === MDXComponents.img) return true;
  if (type === MDXComponents.code) return isInlineCode(props.children as ReactNode);
  return false;
}

/** The theme's rule for inline code (`MDXComponents/Code`): text only, on one line. */
function isInlineCode(children: ReactNode): boolean {
  return children !== undefined && Children.toArray(children).every((child) => typeof child === 'string' && !child.includes('\n'));
}

function block(tag: BlockTag) {
  function Block(props: BlockProps): ReactNode {
    return <ServerHtmlBlock as={tag} keep={isStaticContent(props.children, isStaticType)} {...props} />;
  }
  Block.displayName = `MDX${tag}`;
  blockTypes.add(Block);
  return Block;
}

const StaticUl = block('ul');

/**
 * A link to a file of the site (`/llms.txt`, a download) is a plain link: the
 * theme's would open it through the router, which has no such page, and add
 * a trailing slash to its address.
 */
function MDXa(props: AnchorHTMLAttributes<HTMLAnchorElement>): ReactNode {
  const {href} = props;
  if (href && isSitePath(href) && isFilePath(href)) return <a {...props} />;
  return <MDXComponents.a {...props} />;
}

/**
 * The theme's Markdown components, with paragraphs, lists, tables and quotes
 * that hydrate nothing when all they hold is static (`ui/ServerHtmlBlock.tsx`),
 * and plain links to the site's files. A task list keeps the theme's own
 * list, which adds a class for it.
 */
export default {
  ...MDXComponents,
  a: MDXa,
  p: block('p'),
  ol: block('ol'),
  table: block('table'),
  blockquote: block('blockquote'),
  ul: function MDXul(props: BlockProps): ReactNode {
    return props.className === undefined ? <StaticUl {...props} /> : <MDXComponents.ul {...props} />;
  },
};
