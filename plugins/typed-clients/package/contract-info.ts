// Stand-in, inside the repository, for the package's contract-info.ts, which the package build
// (../typescript.ts) writes from the contract's `info.version` and `servers`.
/** The version of ROOK's API contract this package was generated from. */
export declare const contractVersion: string;
/** The contract's servers: ROOK's production and sandbox, and the docs sandbox `npm start` serves. */
export declare const servers: {readonly production: string; readonly sandbox: string; readonly localSandbox: string};
