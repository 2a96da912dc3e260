/**
 * Where the source of this site (with its sandbox) is published: one archive
 * whose top folder is `folder`. Free of Node imports: the pages link here.
 */
export const sourceArchive = {
  path: '/downloads/rook-docs.zip',
  /** The folder the archive unpacks to. */
  folder: 'rook-docs',
} as const;
