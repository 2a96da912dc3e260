import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedPlugin} from '@docusaurus/types';
import type {ReadingOrder} from './llms';

/**
 * The site's reading order, from what the docs and blog plugins loaded: the
 * docs in sidebar order (followed through each doc's previous/next links,
 * which Docusaurus derives from the sidebar and which also pass through the
 * generated category pages), split into sections at each top-level sidebar
 * category (top-level docs go to "Docs"); then the changelog, newest first.
 */
export function readingOrder(plugins: LoadedPlugin[], changelogPluginId: string): ReadingOrder {
  const docsPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs');
  const blogPlugin = plugins.find(
    (p) => p.name === 'docusaurus-plugin-content-blog' && p.options.id === changelogPluginId,
  );
  if (!docsPlugin || !blogPlugin) {
    throw new Error(`[docs-as-data] the docs plugin or the "${changelogPluginId}" blog is missing`);
  }
  const version = (docsPlugin.content as DocsContent).loadedVersions[0]!;
  const next = new Map<string, string>();
  const hasPrevious = new Set<string>();
  // Generated category pages carry the same links under `navigation` (not in the public type).
  type Nav = {permalink: string; previous?: {permalink: string}; next?: {permalink: string}};
  const categoryPages = (
    (version as {categoryGeneratedIndices?: {permalink: string; navigation: Omit<Nav, 'permalink'>}[]})
      .categoryGeneratedIndices ?? []
  ).map((c): Nav => ({permalink: c.permalink, ...c.navigation}));
  // Generated pages' links come without the trailing slash the routes have.
  const withSlash = (p: string) => (p.endsWith('/') ? p : `${p}/`);
  for (const doc of [...version.docs, ...categoryPages] as Nav[]) {
    const self = withSlash(doc.permalink);
    if (doc.next) next.set(self, withSlash(doc.next.permalink));
    if (doc.previous) {
      next.set(withSlash(doc.previous.permalink), self);
      hasPrevious.add(self);
    }
  }
  // Where each top-level category starts (its linked doc), and its label.
  const sectionStarts = new Map<string, string>();
  const permalinks = new Map(version.docs.map((doc) => [doc.id, withSlash(doc.permalink)]));
  for (const sidebar of Object.values(version.sidebars)) {
    for (const item of sidebar) {
      if (item.type === 'category' && item.link?.type === 'doc') {
        const permalink = permalinks.get(item.link.id);
        if (permalink) sectionStarts.set(permalink, item.label);
      }
    }
  }
  const first = version.docs.find((doc) => doc.next && !hasPrevious.has(withSlash(doc.permalink)));
  const docs: ReadingOrder['docs'] = [];
  const seen = new Set<string>();
  let section = 'Docs';
  for (
    let permalink = first && withSlash(first.permalink);
    permalink && !seen.has(permalink);
    permalink = next.get(permalink)
  ) {
    seen.add(permalink);
    section = sectionStarts.get(permalink) ?? section;
    docs.push({section, permalink});
  }
  const changelog = (blogPlugin.content as BlogContent).blogPosts.map((post) => withSlash(post.metadata.permalink));
  return {docs, changelog};
}
