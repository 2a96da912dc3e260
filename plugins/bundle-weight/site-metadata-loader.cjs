// @ts-check
/**
 * Webpack loader for Docusaurus's generated site metadata
 * (`.docusaurus/site-metadata.json`), in the browser bundle only. Every page's
 * main.js carries it for `useDocusaurusContext`, with the name and version of
 * every plugin and theme, which only the debug plugin (not used here) shows.
 * The browser reads `docusaurusVersion` (the search dialog's agent) and may
 * read `siteVersion`; this loader keeps those and drops `pluginVersions`.
 *
 * A file that is not one JSON object with those keys fails the build rather
 * than passing through unchanged (UPGRADING.md, site-metadata-plugins).
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function siteMetadataLoader(source) {
  /** @type {unknown} */
  let metadata;
  try {
    metadata = JSON.parse(source);
  } catch {
    metadata = null;
  }
  if (!metadata || typeof metadata !== 'object' || !('pluginVersions' in metadata) || !('docusaurusVersion' in metadata)) {
    throw new Error('site-metadata-loader: the generated site metadata is not a JSON object with pluginVersions; see UPGRADING.md');
  }
  const {pluginVersions: _dropped, ...kept} = /** @type {Record<string, unknown>} */ (metadata);
  return JSON.stringify(kept);
};
