// The resource query of src/search/docSearchButton.ts; same exports as the package.
declare module '@docsearch/react/dist/esm/index.js?button' {
  export * from '@docsearch/react';
}
