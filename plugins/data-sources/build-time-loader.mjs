// Webpack loader: bundles a module's exports as the values they have at build time (the module is
// evaluated in Node with jiti), not the code that computes them, so a small list derived from a large
// data module does not bring that data module into the browser. The values must be JSON. The
// module's own relative imports are watched, so `npm run dev` recomputes them when those change.
import path from 'node:path';
import createJiti from 'jiti';

/**
 * @this {import('webpack').LoaderContext<Record<string, never>>}
 * @param {string} source
 */
export default async function buildTimeValues(source) {
  const resolve = this.getResolve();
  for (const [, request] of source.matchAll(/^import\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm)) {
    this.addDependency(/** @type {string} */ (await resolve(path.dirname(this.resourcePath), /** @type {string} */ (request))));
  }
  // A fresh evaluation each time (no module cache): the values follow the files as they are now.
  const values = createJiti(this.resourcePath, {cache: false, requireCache: false})(this.resourcePath);
  return `${Object.entries(values)
    .filter(([name]) => name !== '__esModule')
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join('\n')}\n`;
}
