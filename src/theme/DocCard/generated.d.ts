// The docs' descriptions that plugins/bundle-weight writes with createData at build time (see its index.ts).
declare module '@generated/rook-bundle-weight/default/doc-descriptions.json' {
  import type {DocDescriptions} from '@site/plugins/bundle-weight/doc-descriptions';

  const descriptions: DocDescriptions;
  export default descriptions;
}
