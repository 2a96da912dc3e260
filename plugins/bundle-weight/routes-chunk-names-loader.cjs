// @ts-check
const {readFileSync} = require('node:fs');
const path = require('node:path');
const {renameRoutesChunkNames} = require('./route-tables.cjs');

/**
 * Webpack loader for Docusaurus's generated routesChunkNames.json, in the
 * browser bundle only: each chunk name becomes the short name the registry
 * loader gives it (./route-tables.cjs), read from the registry beside it.
 *
 * @this {{resourcePath: string, addDependency: (file: string) => void}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function routesChunkNamesLoader(source) {
  const registry = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(registry);
  return renameRoutesChunkNames(source, readFileSync(registry, 'utf8'));
};
