// @ts-check
/**
 * Webpack loader that passes an MDX file through unchanged and makes the
 * contract a dependency of every file that shows a contract table. Without
 * it, `npm run dev` would keep serving a table built from the previous
 * contract until the MDX file itself changed.
 *
 * @this {{getOptions(): {files: string[]}; addDependency(file: string): void}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function contractDependencyLoader(source) {
  const {files} = this.getOptions();
  if (/<Contract(SchemaFields|Operations|Enum)\b/.test(source)) {
    for (const file of files) this.addDependency(file);
  }
  return source;
};
