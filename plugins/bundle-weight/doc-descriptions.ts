import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {AllContent} from '@docusaurus/types';

/** Each doc's description, by docs plugin id, version name and doc id. */
export type DocDescriptions = Record<string, Record<string, Record<string, string>>>;

/**
 * The descriptions the docs plugin puts in each version's metadata, which
 * every docs page loads; only a doc card (category pages) shows them. They
 * are written to a module of their own that the card imports
 * (src/theme/DocCard), and ./version-docs-loader.cjs takes them out
 * of the version metadata in the browser bundle.
 */
export function docDescriptions(allContent: AllContent): DocDescriptions {
  const instances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
  return Object.fromEntries(
    Object.entries(instances).map(([pluginId, content]) => [
      pluginId,
      Object.fromEntries(
        content.loadedVersions.map((version) => [
          version.versionName,
          Object.fromEntries(version.docs.filter((doc) => doc.description).map((doc) => [doc.id, doc.description])),
        ]),
      ),
    ]),
  );
}
