// @ts-check
const fs = require('node:fs');
const path = require('node:path');

/**
 * Webpack loader for Docusaurus's generated route registry, in the browser
 * bundle only. A page loads each of its route modules as a chunk of its own,
 * and several of them are the same on every page of a kind: a few hundred
 * bytes to a few KB each, each with its own request and headers. Modules
 * imported under one chunk name share one chunk, so the loader renames the
 * chunks of the modules that always load together:
 *
 * - the docs shell: the docs, version and doc root components, the docs
 *   plugin's data and the version's metadata, which every docs page (a doc or
 *   a category) loads;
 * - the doc page: the doc component, which every doc loads;
 * - for any other plugin with several routes, its data and the modules every
 *   one of its routes loads (the API reference's navigation, for example).
 *
 * The docs are grouped only on a site with one docs plugin and one docs
 * version: with more, one instance's or version's metadata would load on
 * another's pages. Every group's name starts with the prefix the plugin
 * passes, so its cache groups can leave them whole.
 */

const DOCS_SHELL = ['@theme/DocsRoot', '@theme/DocVersionRoot', '@theme/DocRoot'];
const DOC_PAGE = '@theme/DocItem';
// An import in the registry, as Docusaurus's codegen writes it.
const IMPORT = /import\(\/\* webpackChunkName: "([^"\\]+)" \*\/ "([^"\\]+)"\)/g;
const DOCS_PLUGIN_DATA = /^@generated\/docusaurus-plugin-content-docs\/[^/]+\/__plugin\.json$/;
const DOCS_ROUTE_PROPS = /^@generated\/docusaurus-plugin-content-docs\/[^/]+\/p\/[^/]+\.json$/;

/**
 * @typedef {object} Generated
 * @property {(modulePath: string) => unknown} readModule a `@generated/` JSON module
 * @property {Record<string, Record<string, unknown>>} routesChunkNames each route's chunk names
 */

/**
 * The registry with the modules that load together under one chunk name per group.
 * @param {string} registrySource
 * @param {Generated} generated
 * @param {string} prefix starts every group's name
 * @returns {string}
 */
function groupChunks(registrySource, generated, prefix) {
  /** @type {Map<string, string>} module's chunk name → module path */
  const modules = new Map([...registrySource.matchAll(IMPORT)].map((match) => [match[1] ?? '', match[2] ?? '']));
  const groups = new Map([...docsGroups(modules, generated.readModule, prefix), ...pluginGroups(generated.routesChunkNames, prefix)]);
  return registrySource.replace(IMPORT, (call, name, module) => {
    const group = groups.get(name);
    return group ? `import(/* webpackChunkName: "${group}" */ "${module}")` : call;
  });
}

/**
 * @param {Map<string, string>} modules
 * @param {Generated['readModule']} readModule
 * @param {string} prefix
 * @returns {Map<string, string>} chunk name → group
 */
function docsGroups(modules, readModule, prefix) {
  const entries = [...modules];
  const pluginData = entries.filter(([, module]) => DOCS_PLUGIN_DATA.test(module));
  const versions = entries.filter(([, module]) => DOCS_ROUTE_PROPS.test(module) && isVersionMetadata(readModule(module)));
  if (pluginData.length !== 1 || versions.length !== 1) return new Map();
  const shell = [...entries.filter(([, module]) => DOCS_SHELL.includes(module)), ...pluginData, ...versions];
  return new Map([
    ...shell.map(([name]) => /** @type {[string, string]} */ ([name, `${prefix}docs-shell`])),
    ...entries.filter(([, module]) => module === DOC_PAGE).map(([name]) => /** @type {[string, string]} */ ([name, `${prefix}doc-page`])),
  ]);
}

/**
 * For each plugin with several routes: its data and the chunks every one of its routes loads.
 * @param {Generated['routesChunkNames']} routesChunkNames
 * @param {string} prefix
 * @returns {Map<string, string>} chunk name → group
 */
function pluginGroups(routesChunkNames, prefix) {
  /** @type {Map<string, Array<Record<string, unknown>>>} */
  const byPlugin = new Map();
  for (const route of Object.values(routesChunkNames)) {
    const plugin = /** @type {{plugin?: unknown}} */ (route.__context ?? {}).plugin;
    if (typeof plugin === 'string') byPlugin.set(plugin, [...(byPlugin.get(plugin) ?? []), route]);
  }
  /** @type {Map<string, string>} */
  const groups = new Map();
  for (const [plugin, routes] of byPlugin) {
    if (routes.length < 2) continue;
    const chunksOf = (/** @type {Record<string, unknown>} */ route) =>
      Object.values(route).filter(/** @returns {value is string} */ (value) => typeof value === 'string');
    const shared = chunksOf(routes[0] ?? {}).filter((chunk) => routes.every((route) => chunksOf(route).includes(chunk)));
    if (shared.length === 0) continue;
    for (const chunk of [plugin, ...shared]) groups.set(chunk, `${prefix}plugin-${plugin}`);
  }
  return groups;
}

/** A version's metadata, as the docs plugin writes it (`{version: {docsSidebars, …}}`). @param {unknown} props */
function isVersionMetadata(props) {
  const version = /** @type {{version?: unknown}} */ (props ?? {}).version;
  return typeof version === 'object' && version !== null && 'docsSidebars' in version;
}

/**
 * @this {{resourcePath: string, addDependency: (file: string) => void, getOptions: () => {prefix: string}}}
 * @param {string} source
 * @returns {string}
 */
function chunkGroupsLoader(source) {
  const generatedDir = path.dirname(this.resourcePath);
  const readJson = (/** @type {string} */ file) => {
    this.addDependency(file);
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  };
  const generated = {
    readModule: (/** @type {string} */ modulePath) => readJson(path.join(generatedDir, modulePath.slice('@generated/'.length))),
    routesChunkNames: readJson(path.join(generatedDir, 'routesChunkNames.json')),
  };
  return groupChunks(source, generated, this.getOptions().prefix);
}

module.exports = chunkGroupsLoader;
module.exports.groupChunks = groupChunks;
