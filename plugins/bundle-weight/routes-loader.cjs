// @ts-check
const {readFileSync} = require('node:fs');
const path = require('node:path');
const {renameRoutes} = require('./route-tables.cjs');

/**
 * Webpack loader for Docusaurus's generated routes.js, in the browser bundle
 * only: each route component is created under the short key that
 * routesChunkNames.json, beside it, gets from its loader (./route-tables.cjs).
 *
 * @this {{resourcePath: string, addDependency: (file: string) => void}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function routesLoader(source) {
  const routesChunkNames = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(routesChunkNames);
  return renameRoutes(source, readFileSync(routesChunkNames, 'utf8'));
};
