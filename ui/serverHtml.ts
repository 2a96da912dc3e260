import {useState} from 'react';

/**
 * Server HTML that a component keeps while the page hydrates, instead of
 * rendering its children again to rebuild the same elements. The component
 * marks its element with `serverHtmlMark(useId())`: React gives a hydrating
 * component the server's id and a component drawn in the browser another
 * one, so only a hydrating component finds its element.
 */
const SERVER_HTML_ATTRIBUTE = 'data-server-html';

/** The attribute that marks a component's element with its `useId()`. */
export function serverHtmlMark(id: string): {'data-server-html': string} {
  return {[SERVER_HTML_ATTRIBUTE]: id};
}

/** The page's marked elements by id, read in one pass on the first lookup while the page hydrates. */
let marked: Map<string, Element> | null = null;

function markedElement(id: string): Element | null {
  // Docusaurus sets this once the first render is committed: from then on
  // nothing hydrates, and the map would only hold the first page's elements.
  if (document.documentElement.dataset.hasHydrated === 'true') {
    marked = null;
    return null;
  }
  if (marked === null) {
    marked = new Map();
    const found = marked;
    document.querySelectorAll(`[${SERVER_HTML_ATTRIBUTE}]`).forEach((element) => {
      found.set(element.getAttribute(SERVER_HTML_ATTRIBUTE) ?? '', element);
    });
  }
  return marked.get(id) ?? null;
}

/**
 * The inside of the element marked with `id` as the server rendered it, when
 * React is hydrating that HTML; null on the server, when the component is
 * drawn in the browser, and when not `enabled`. The object stays the same for
 * the component's life: React 19 writes `innerHTML` again whenever this prop
 * is a new object, equal or not.
 */
export function useServerHtml(id: string, enabled = true): {__html: string} | null {
  const [html] = useState(() => {
    if (!enabled || typeof document === 'undefined') return null;
    const element = markedElement(id);
    return element ? {__html: element.innerHTML} : null;
  });
  return html;
}
