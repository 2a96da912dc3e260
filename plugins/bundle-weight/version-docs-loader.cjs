// @ts-check
/**
 * Webpack loader for the docs plugin's route props, in the browser bundle
 * only. A version's metadata, loaded by every docs page, holds its sidebars
 * and a map of every doc to its id, title, description and sidebar. In the
 * browser only a doc card reads that map (`useDocById`, for the doc's
 * description), and our card (src/theme/DocCard) takes the description from
 * the module ./index.ts writes instead. This loader empties the map and drops
 * the sidebars' `unlisted: false` (the theme treats a missing flag alike);
 * every other route prop passes unchanged.
 *
 * Version metadata whose docs no longer look as expected fails the build
 * (UPGRADING.md, version-docs).
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function versionDocsLoader(source) {
  const props = JSON.parse(source);
  const version = props?.version;
  if (typeof version !== 'object' || version === null || !('docsSidebars' in version)) return source;
  const docs = Object.values(version.docs ?? {});
  if (docs.length === 0 || docs.some((doc) => typeof doc?.id !== 'string' || typeof doc.title !== 'string')) {
    throw new Error('version-docs-loader: a docs version without {id, title} docs; see UPGRADING.md');
  }
  version.docs = {};
  version.docsSidebars = JSON.parse(JSON.stringify(version.docsSidebars), (key, value) =>
    key === 'unlisted' && value === false ? undefined : value,
  );
  return JSON.stringify(props);
};
