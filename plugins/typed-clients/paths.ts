/**
 * Where the typed clients generated from ROOK's contract are published, and what they are called.
 * Free of Node imports: the guides link here. The file names carry no version, so a link stays
 * good when the contract's version moves; the package's own package.json carries it.
 */
export const typedClients = {
  typescript: {path: '/downloads/rook-docs-client.tgz', name: '@rook-docs/client'},
  python: {path: '/downloads/rook_docs_client.py', module: 'rook_docs_client'},
} as const;
