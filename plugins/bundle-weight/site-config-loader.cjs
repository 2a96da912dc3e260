// @ts-check
/**
 * Webpack loader for Docusaurus's generated site config, in the browser
 * bundle only. Every page's main.js carries the whole config object for
 * `useDocusaurusContext`, including what only the build reads: the HTML
 * template, and the options of every plugin, preset and theme (already
 * passed to them on the server). This loader removes those keys there; the
 * server bundle keeps the file as it is.
 *
 * A file that is no longer one JSON object after `export default` fails the
 * build rather than passing through unchanged (UPGRADING.md, site-config-keys).
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function siteConfigLoader(source) {
  const match = /^export default (\{[\s\S]*\});\s*$/m.exec(source);
  if (!match) throw new Error('site-config-loader: the generated site config is not `export default {…};`; see UPGRADING.md');
  const config = JSON.parse(match[1] ?? '');
  for (const key of module.exports.buildOnlyKeys) {
    if (!(key in config)) throw new Error(`site-config-loader: the site config has no "${key}"; see UPGRADING.md`);
    delete config[key];
  }
  return `export default ${JSON.stringify(config)};\n`;
};

/** Keys of the site config that only the build reads. */
module.exports.buildOnlyKeys = ['ssrTemplate', 'plugins', 'presets', 'themes', 'clientModules', 'staticDirectories'];
