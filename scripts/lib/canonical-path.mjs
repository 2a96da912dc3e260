import {existsSync} from 'node:fs';
import path from 'node:path';

/**
 * Where a non-canonical page URL should be redirected, or null when it is
 * already canonical: `/x/index.html` and `/x.html` go to `/x/`, and `/x` goes
 * to `/x/` when that page exists (the site uses trailing slashes).
 * @param {string} pathname
 * @param {string} buildDir
 * @returns {string | null}
 */
export function canonicalPath(pathname, buildDir) {
  const pageExists = (/** @type {string} */ p) => existsSync(path.join(buildDir, p, 'index.html'));
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html')) {
    const clean = `${pathname.slice(0, -'.html'.length)}/`;
    return pageExists(clean) ? clean : null;
  }
  if (!pathname.endsWith('/') && !path.extname(pathname) && pageExists(pathname)) return `${pathname}/`;
  return null;
}

/**
 * Whether a request path asks for an HTML page (a clean URL, a folder or an
 * .html file) rather than a file such as a script, an image or the contract.
 * @param {string} pathname
 */
export function isPagePath(pathname) {
  if (pathname.endsWith('/') || pathname.endsWith('.html')) return true;
  return !path.posix.extname(pathname);
}
