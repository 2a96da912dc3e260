import {parse} from 'node-html-parser';

/** What a link target answered: its status and the ids its HTML defines. */
export interface LinkTarget {
  status: number;
  ids: Set<string>;
}

/** An id attribute in minified HTML: double-quoted, single-quoted or bare. */
const ID_ATTRIBUTE = /\sid=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;

/** The ids an HTML document defines (a full DOM parse of every target would cost more than the rest of the crawl). */
export function htmlIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(ID_ATTRIBUTE)) ids.add(parse(match[1] ?? match[2] ?? match[3] ?? '').textContent);
  return ids;
}

/** Fetches link targets with Node's own fetch (far cheaper than the Playwright driver), each path once. */
export function targetFetcher(origin: string): (pathname: string) => Promise<LinkTarget> {
  const targets = new Map<string, Promise<LinkTarget>>();
  return (pathname) => {
    let entry = targets.get(pathname);
    if (!entry) {
      entry = (async () => {
        const response = await fetch(origin + pathname);
        const type = response.headers.get('content-type') ?? '';
        const ids = response.ok && type.startsWith('text/html') ? htmlIds(await response.text()) : new Set<string>();
        return {status: response.status, ids};
      })();
      targets.set(pathname, entry);
    }
    return entry;
  };
}

/**
 * Broken internal links and #anchors of one page: a link whose target does
 * not answer 200, or whose fragment names no id of the target (of the live
 * page itself for same-page anchors, since ids may be rendered client-side).
 */
export async function linkProblems(options: {
  origin: string;
  /** The page's own URL. */
  here: string;
  /** Every link's resolved href. */
  hrefs: string[];
  /** Ids in the live page. */
  liveIds: Set<string>;
  fetchTarget: (pathname: string) => Promise<LinkTarget>;
}): Promise<string[]> {
  const problems: string[] = [];
  const here = new URL(options.here);
  for (const href of new Set(options.hrefs)) {
    const url = new URL(href);
    if (url.origin !== options.origin) continue;
    const target = await options.fetchTarget(url.pathname);
    if (target.status !== 200) {
      problems.push(`broken link to ${url.pathname} (HTTP ${target.status})`);
      continue;
    }
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (!anchor) continue;
    const exists = url.pathname === here.pathname ? options.liveIds.has(anchor) : target.ids.has(anchor);
    if (!exists) problems.push(`broken anchor ${url.pathname}#${anchor}`);
  }
  return problems;
}
