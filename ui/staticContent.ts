import {Fragment, isValidElement, type ElementType, type ReactNode} from 'react';

/**
 * Whether a React element tree draws nothing that changes after the server
 * rendered it, so its server HTML can stand in for it while the page
 * hydrates: text, HTML elements, fragments, and components `isStaticType`
 * vouches for with their props. Any other component (a tab group, a code block, a
 * tool) could have state or effects, so a tree holding one is not static.
 */
export function isStaticContent(node: ReactNode, isStaticType: (type: ElementType, props: Record<string, unknown>) => boolean): boolean {
  if (node === null || node === undefined || typeof node === 'boolean') return true;
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return true;
  if (Array.isArray(node)) return node.every((child: ReactNode) => isStaticContent(child, isStaticType));
  if (!isValidElement<Record<string, unknown>>(node)) return false;
  const {type, props} = node;
  // Event handlers and refs on an HTML element are behaviour the server HTML does not carry.
  if (typeof type === 'string') {
    if (Object.keys(props).some((name) => name === 'ref' || /^on[A-Z]/.test(name))) return false;
  } else if (type !== Fragment && !isStaticType(type, props)) {
    return false;
  }
  if (props.dangerouslySetInnerHTML !== undefined) return true;
  return isStaticContent(props.children as ReactNode, isStaticType);
}

/** A click the browser would follow as a plain left click, in the same tab. */
export interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/** What `appLinkPath` reads of a link element. */
export type AnchorLike = Pick<Element, 'getAttribute' | 'hasAttribute'>;

/** Whether an href is a path of this site: it starts with one slash (no scheme, no host). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * Whether a site path names a file (its last segment has an extension, as
 * `/llms.txt` or `/downloads/rook-docs.zip`) rather than a page: the site's
 * pages all end in a slash. The router has no route for a file, so a link to
 * one must be followed by the browser.
 */
export function isFilePath(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return /\/[^/]*\.[A-Za-z0-9]+$/.test(path);
}

/**
 * The path a click on `anchor` should open inside the app, or null when the
 * browser should follow it itself. The rule is Docusaurus's `Link`: a link
 * to the site (a path, with no scheme or host) opened in the same tab goes
 * through the router, and so does no other: same-page anchors, new tabs,
 * downloads, files and other sites stay the browser's.
 */
export function appLinkPath(anchor: AnchorLike, click?: ClickLike): string | null {
  if (click) {
    if (click.defaultPrevented || click.button !== 0) return null;
    if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  }
  const href = anchor.getAttribute('href');
  if (!href || !isSitePath(href) || isFilePath(href)) return null;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return null;
  return href;
}
