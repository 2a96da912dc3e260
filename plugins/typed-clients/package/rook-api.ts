// Stand-in, inside the repository, for the package's rook-api.d.ts: the package build (../typescript.ts)
// puts openapi-typescript's types of ROOK's contract in this file's place.
export type * from '../../../core/contract/generated/rook-api';
