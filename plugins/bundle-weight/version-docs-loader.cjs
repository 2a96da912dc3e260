// @ts-check
/**
 * Webpack loader for the docs plugin's route props, in the browser bundle
 * only. A version's metadata, loaded by every docs page, maps each doc to its
 * id, title, description and sidebar; only a doc card reads the description,
 * and our card (src/theme/DocCard) reads it from the module ./index.ts writes
 * instead. This loader removes the descriptions from the version metadata;
 * every other route prop passes unchanged.
 *
 * Version metadata whose docs no longer look as expected fails the build
 * (UPGRADING.md, version-descriptions).
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function versionDescriptionsLoader(source) {
  const props = JSON.parse(source);
  const version = props?.version;
  if (typeof version !== 'object' || version === null || !('docsSidebars' in version)) return source;
  const docs = Object.values(version.docs ?? {});
  if (docs.length === 0 || docs.some((doc) => typeof doc?.id !== 'string' || typeof doc.title !== 'string')) {
    throw new Error('version-descriptions-loader: a docs version without {id, title} docs; see UPGRADING.md');
  }
  for (const doc of docs) delete doc.description;
  return JSON.stringify(props);
};
