/**
 * Where a page's Markdown copy lives: its URL without the trailing slash,
 * plus `.md` (`/docs/QuickStart/` → `/docs/QuickStart.md`, `/` → `/index.md`).
 * Free of Node imports: the page components use it too.
 */
export function markdownPath(pagePath: string): string {
  const clean = pagePath.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  return `${clean || '/index'}.md`;
}
