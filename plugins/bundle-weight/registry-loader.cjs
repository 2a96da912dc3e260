// @ts-check
const {renameRegistry, shortChunkNames} = require('./route-tables.cjs');

/**
 * Webpack loader for Docusaurus's generated route registry, in the browser
 * bundle only. Each entry is `[loader, modulePath, moduleId]`; the module path
 * (a file path, often absolute) is read only while pages are rendered on the
 * server, to record which modules a page used. In the browser the paths of
 * every route module on the site, several hundred, were loaded by every page
 * and never read; this loader empties them there. It also gives each entry
 * its short chunk name (./route-tables.cjs).
 *
 * A registry whose entries no longer look as expected fails the build rather
 * than passing through unchanged (UPGRADING.md, route-registry-paths).
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function registryPathsLoader(source) {
  let entries = 0;
  const trimmed = source.replace(/\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g, () => {
    entries += 1;
    return '), "", require.resolveWeak(';
  });
  const expected = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  if (entries === 0 || entries !== expected) {
    throw new Error(`registry-loader: ${entries} of ${expected} registry entries had the expected shape; see UPGRADING.md`);
  }
  if (shortChunkNames(trimmed).size !== expected) {
    throw new Error(
      `registry-loader: not every one of the ${expected} registry entries starts a line as \`  "name": [\`; see UPGRADING.md`,
    );
  }
  return renameRegistry(trimmed);
};
