import {apiRoutes, sandboxApiRoutes} from '@site/core/config/routes';

/**
 * The site's API references, one per contract the repository owns: each
 * page's menu and overview point to the others (their own models do not know
 * about each other, since each contract is built by its own plugin instance).
 */
const references = [
  {permalink: apiRoutes.overview, title: 'ROOK API', blurb: 'The API your servers call.'},
  {
    permalink: sandboxApiRoutes.overview,
    title: 'Sandbox control API',
    blurb: 'Drives the docs sandbox: clients, clock, SDK links, webhook deliveries and the inbox. Not part of ROOK’s API.',
  },
] as const;

export function otherReferences(current: string) {
  return references.filter((r) => r.permalink !== current);
}

/** The file name of a download, for its link text. */
export function fileName(href: string): string {
  return href.slice(href.lastIndexOf('/') + 1);
}
