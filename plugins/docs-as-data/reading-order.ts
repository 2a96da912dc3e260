import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedPlugin} from '@docusaurus/types';
import type {ReadingOrder} from './llms';

type SidebarItem = DocsContent['loadedVersions'][number]['sidebars'][string][number];

/**
 * The site's reading order, from what the docs and blog plugins loaded: the
 * docs in sidebar order (the processed sidebar walked depth first, with each
 * category's own page, a linked doc or a generated index, before its items),
 * split into sections at each top-level sidebar category (top-level docs go
 * to "Docs"); then the changelog, newest first. Walking the sidebar rather
 * than the docs' previous/next links keeps the generated category pages in
 * the chain: the loaded content carries no navigation for them.
 */
export function readingOrder(plugins: LoadedPlugin[], changelogPluginId: string): ReadingOrder {
  const docsPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs');
  const blogPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-blog' && p.options.id === changelogPluginId);
  if (!docsPlugin || !blogPlugin) {
    throw new Error(`[docs-as-data] the docs plugin or the "${changelogPluginId}" blog is missing`);
  }
  const version = (docsPlugin.content as DocsContent).loadedVersions[0]!;
  // Routes end with a slash; permalinks of generated pages come without it.
  const withSlash = (p: string) => (p.endsWith('/') ? p : `${p}/`);
  const permalinks = new Map(version.docs.map((doc) => [doc.id, withSlash(doc.permalink)]));
  const docs: ReadingOrder['docs'] = [];
  const seen = new Set<string>();
  const add = (section: string, permalink: string | undefined) => {
    if (!permalink || seen.has(permalink)) return;
    seen.add(permalink);
    docs.push({section, permalink});
  };
  const walk = (items: SidebarItem[], section: string | undefined): void => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        add(section ?? 'Docs', permalinks.get(item.id));
      } else if (item.type === 'category') {
        const own = section ?? item.label;
        const link = item.link;
        add(own, link?.type === 'doc' ? permalinks.get(link.id) : link ? withSlash(link.permalink) : undefined);
        walk(item.items, own);
      }
    }
  };
  for (const sidebar of Object.values(version.sidebars)) walk(sidebar, undefined);
  const changelog = (blogPlugin.content as BlogContent).blogPosts.map((post) => withSlash(post.metadata.permalink));
  return {docs, changelog};
}
