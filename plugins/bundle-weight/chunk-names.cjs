// @ts-check
/**
 * Short chunk names for the browser bundle. Docusaurus names each route
 * module's chunk with an 8-digit hash; the names key the route registry and
 * fill the table of each route's chunk names, both in every page's main.js,
 * where several hundred random hashes do not compress. In the browser the
 * names only link those two tables, so both loaders below rename each chunk
 * to its position in the registry, in base 36, the same way.
 */

// A registry entry's first line, as Docusaurus's codegen writes it: `  "name": [`.
const ENTRY = /^ {2}"([^"\\]+)": \[/gm;

/**
 * @param {string} registrySource
 * @returns {Map<string, string>}
 */
function shortChunkNames(registrySource) {
  const names = [...registrySource.matchAll(ENTRY)].map((match) => match[1] ?? '');
  return new Map(names.map((name, index) => [name, index.toString(36)]));
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
 * The table of each route's chunk names, renamed as the registry is. A name
 * the registry lacks fails the build (UPGRADING.md, short-chunk-names).
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
      if (short === undefined) throw new Error(`chunk-names: "${value}" is not in the route registry; see UPGRADING.md`);
      return short;
    }
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rename(item)]));
    return value;
  };
  return JSON.stringify(rename(JSON.parse(routesChunkNamesSource)));
}

module.exports = {shortChunkNames, renameRegistry, renameRoutesChunkNames};
