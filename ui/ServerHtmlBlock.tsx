import {useEffect, useId, useRef, type HTMLAttributes, type MouseEvent, type ReactNode, type SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import {serverHtmlMark, useServerHtml} from './serverHtml';
import {appLinkPath} from './staticContent';

type BlockTag = 'p' | 'ul' | 'ol' | 'table' | 'blockquote' | 'nav' | 'div';

export interface ServerHtmlBlockProps extends HTMLAttributes<HTMLElement> {
  as: BlockTag;
  /** Whether the children are static (`isStaticContent`); when false, this is a plain `as` element. */
  keep: boolean;
  children?: ReactNode;
}

/**
 * An element whose children, when `keep` holds, are not hydrated: while the
 * page hydrates it keeps the HTML the server sent (`useServerHtml`), and
 * React renders its children only when the element is drawn in the browser
 * (a client-side navigation). What the children's links did through
 * Docusaurus's `Link`, the element does for the links in that HTML: a click
 * opens the page through the router, hovering or touching one loads its
 * page's code, and one in view has it prefetched.
 */
export default function ServerHtmlBlock({as: Tag, keep, children, ...rest}: ServerHtmlBlockProps): ReactNode {
  const id = useId();
  const serverHtml = useServerHtml(id, keep);
  const history = useHistory();
  const element = useRef<HTMLElement | null>(null);
  useEffect(() => (serverHtml && element.current ? prefetchLinksInView(element.current) : undefined), [serverHtml]);
  if (!keep) return <Tag {...rest}>{children}</Tag>;
  if (serverHtml === null) {
    return (
      <Tag {...rest} {...serverHtmlMark(id)}>
        {children}
      </Tag>
    );
  }
  const follow = (event: MouseEvent<HTMLElement>) => {
    const anchor = anchorOf(event);
    const path = anchor && appLinkPath(anchor, event);
    if (!path) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    if (path === here) history.replace(path);
    else history.push(path);
  };
  return (
    <Tag
      {...rest}
      {...serverHtmlMark(id)}
      ref={(node: HTMLElement | null) => {
        element.current = node;
      }}
      onClick={follow}
      onMouseOver={preloadLink}
      onTouchStart={preloadLink}
      dangerouslySetInnerHTML={serverHtml}
    />
  );
}

function anchorOf(event: SyntheticEvent<HTMLElement>): HTMLAnchorElement | null {
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  return anchor && event.currentTarget.contains(anchor) ? anchor : null;
}

const preloaded = new WeakSet<HTMLAnchorElement>();

function preloadLink(event: SyntheticEvent<HTMLElement>): void {
  const anchor = anchorOf(event);
  const path = anchor && appLinkPath(anchor);
  if (!anchor || !path || preloaded.has(anchor)) return;
  preloaded.add(anchor);
  void window.docusaurus.preload(path);
}

let inView: IntersectionObserver | null = null;

/** One observer for every kept element's links: `Link` makes one per link. */
function prefetchLinksInView(element: HTMLElement): () => void {
  if (!('IntersectionObserver' in window)) return () => undefined;
  inView ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
      inView?.unobserve(entry.target);
      const path = appLinkPath(entry.target);
      if (path) void window.docusaurus.prefetch(path);
    }
  });
  const observer = inView;
  const anchors = Array.from(element.querySelectorAll('a')).filter((anchor) => appLinkPath(anchor) !== null);
  for (const anchor of anchors) observer.observe(anchor);
  return () => anchors.forEach((anchor) => observer.unobserve(anchor));
}
