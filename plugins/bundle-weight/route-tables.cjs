// @ts-check
/**
 * Short names in the browser's route tables. Every page's main.js carries
 * three tables Docusaurus generates: the registry of route modules, keyed by
 * chunk name (an 8-digit hash per module); the table of each route's chunk
 * names, keyed by the route's path and a 3-digit hash; and the routes, whose
 * components are created with that path and hash. Several hundred random
 * hashes do not compress, and in the browser they only link the tables, so
 * the loaders of the browser bundle rename them alike:
 *
 * - a chunk is named by its position in the registry, in base 36;
 * - a route's key keeps its path, and its hash becomes how many routes with
 *   the same path come before it ('0' for most).
 */

// A registry entry's first line, as Docusaurus's codegen writes it: `  "name": [`.
const ENTRY = /^ {2}"([^"\\]+)": \[/gm;
// A route component, as Docusaurus's codegen writes it in routes.js.
const COMPONENT = /ComponentCreator\('([^'\\]*)', '([^'\\]+)'\)/g;

/**
 * @param {string} registrySource
 * @returns {Map<string, string>}
 */
function shortChunkNames(registrySource) {
  const names = [...registrySource.matchAll(ENTRY)].map((match) => match[1] ?? '');
  return new Map(names.map((name, index) => [name, index.toString(36)]));
}

/**
 * Each route key (`<path>-<hash>`) with its short form (`<path>-<n>`).
 * @param {Record<string, unknown>} routesChunkNames
 * @returns {Map<string, string>}
 */
function shortRouteKeys(routesChunkNames) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  return new Map(
    Object.keys(routesChunkNames).map((key) => {
      const routePath = key.slice(0, key.lastIndexOf('-'));
      const count = seen.get(routePath) ?? 0;
      seen.set(routePath, count + 1);
      return [key, `${routePath}-${count.toString(36)}`];
    }),
  );
}

/**
 * The registry with its entries renamed.
 * @param {string} registrySource
 * @returns {string}
 */
function renameRegistry(registrySource) {
  const names = shortChunkNames(registrySource);
  return registrySource.replace(ENTRY, (_line, name) => `  "${names.get(name)}": [`);
}

/**
 * The table of each route's chunk names with its keys and chunk names
 * renamed. A chunk name the registry lacks fails the build (UPGRADING.md,
 * short-route-tables).
 * @param {string} routesChunkNamesSource
 * @param {string} registrySource
 * @returns {string}
 */
function renameRoutesChunkNames(routesChunkNamesSource, registrySource) {
  const names = shortChunkNames(registrySource);
  /** @param {unknown} value @returns {unknown} */
  const rename = (value) => {
    if (typeof value === 'string') {
      const short = names.get(value);
      if (short === undefined) throw new Error(`route-tables: "${value}" is not in the route registry; see UPGRADING.md`);
      return short;
    }
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rename(item)]));
    return value;
  };
  /** @type {Record<string, unknown>} */
  const table = JSON.parse(routesChunkNamesSource);
  const keys = shortRouteKeys(table);
  return JSON.stringify(Object.fromEntries(Object.entries(table).map(([key, tree]) => [keys.get(key), rename(tree)])));
}

/**
 * routes.js with each route component created under its short key. A route
 * the table lacks, or a table entry no route uses, fails the build.
 * @param {string} routesSource
 * @param {string} routesChunkNamesSource
 * @returns {string}
 */
function renameRoutes(routesSource, routesChunkNamesSource) {
  const keys = shortRouteKeys(JSON.parse(routesChunkNamesSource));
  let renamed = 0;
  const out = routesSource.replace(COMPONENT, (_call, routePath, hash) => {
    const short = keys.get(`${routePath}-${hash}`);
    if (short === undefined) throw new Error(`route-tables: no chunk names for the route ${routePath}; see UPGRADING.md`);
    renamed += 1;
    return `ComponentCreator('${routePath}', '${short.slice(short.lastIndexOf('-') + 1)}')`;
  });
  if (renamed !== keys.size) {
    throw new Error(`route-tables: ${renamed} route components for ${keys.size} routes with chunk names; see UPGRADING.md`);
  }
  return out;
}

module.exports = {shortChunkNames, renameRegistry, renameRoutesChunkNames, renameRoutes};
