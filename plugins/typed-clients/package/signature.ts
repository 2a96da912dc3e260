// Stand-in, inside the repository, for the package's signature.ts: the package build (../typescript.ts)
// puts a copy of the site's one X-ROOK-HASH rule in this file's place, so the package cannot diverge from it.
export * from '../../../core/contract/model/signature';
