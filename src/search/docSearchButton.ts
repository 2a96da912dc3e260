// The theme loads DocSearch's button and keyboard hook with every page and its
// dialog only when opened, but DocSearch 3 ships all three in one module, so
// the dialog (and its search client) would ride in every page's bundle. The
// search-index plugin points the button, hook and version imports here: the
// query makes this a second copy of that module, from which the bundler keeps
// just these exports, while the dialog's copy stays in its lazy chunk.
export {DocSearchButton, useDocSearchKeyboardEvents, version} from '@docsearch/react/dist/esm/index.js?button';
