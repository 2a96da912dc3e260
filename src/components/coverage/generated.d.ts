// The contract's field list that plugins/contract-tables writes with createData at build time (see its index.ts).
declare module '@generated/rook-contract-tables/default/coverage-fields.json' {
  import type {StructureFields} from '@site/core/data/coverage';

  const fields: StructureFields[];
  export default fields;
}
