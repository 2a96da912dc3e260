// @ts-check
/**
 * Webpack loader for `@docusaurus/theme-common`'s `reactUtils.js`, in the
 * browser bundle only. `useShallowMemoObject` sorts an object's keys with
 * `localeCompare` to make a stable list of dependencies. On every docs page it
 * runs while React hydrates (the mobile navbar's sidebar filler, each code
 * block's word-wrap observer), and the first `localeCompare` a page calls loads
 * the browser's collation data: 10 to 30 ms in Chromium on a fast machine,
 * four times that on a phone, inside one task. Any fixed order of the keys
 * serves the hook, so this loader compares them by code unit instead.
 *
 * A file whose sort no longer looks as expected fails the build rather than
 * passing through unchanged (UPGRADING.md, shallow-memo-collation).
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function collationLoader(source) {
  const localeSort = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
  if (source.split(localeSort).length !== 2) {
    throw new Error('collation-loader: useShallowMemoObject no longer sorts its keys as expected; see UPGRADING.md');
  }
  return source.replace(localeSort, 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));');
};
