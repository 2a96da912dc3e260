/**
 * Where a page's Markdown copy lives: its URL without the trailing slash,
 * plus `.md` (`/docs/QuickStart/` → `/docs/QuickStart.md`, `/` → `/index.md`).
 * Free of Node imports: the page components use it too.
 */
export function markdownPath(pagePath: string): string {
  const clean = pagePath.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  return `${clean || '/index'}.md`;
}

/** The Postman downloads written beside the contract under the API reference. */
export const postmanDownloads = {
  collection: 'rook-api.postman_collection.json',
  environment: (slug: string) => `rook-api.${slug}.postman_environment.json`,
} as const;

/** An environment file's slug from a contract server's description ("Sandbox" → "sandbox"). */
export function serverSlug(description: string): string {
  return description
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
