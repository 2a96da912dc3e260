/**
 * Every internal address that code builds: pages link through these, and the
 * plugins generate their routes from them. Plain data, safe in the browser.
 */
export const routes = {
  home: '/',
  docs: '/docs/QuickStart/',
  quickStart: '/docs/QuickStart/',
  definitions: '/docs/definitions/',
  dataSourcesGuide: '/docs/data-sources/',
  dataTypes: '/docs/rookconnect/data-types/',
  dataAuthorization: '/docs/rookconnect/data-authorization/',
  dataSources: '/data-sources/',
  apiReference: '/api/',
  sdks: '/docs/category/sdks/',
  showcaseMobile: '/showcase/mobile/',
  showcaseDesktop: '/showcase/desktop/',
  search: '/search',
} as const;

export type RouteKey = keyof typeof routes;

/** One data source's page. */
export function dataSourcePath(slug: string): string {
  return `${routes.dataSources}${slug}/`;
}

/** The API reference's pages and downloads, all under `routes.apiReference`. */
export const apiRoutes = {
  overview: routes.apiReference,
  operation: (operationId: string): string => `${routes.apiReference}operations/${operationId}/`,
  schema: (name: string): string => `${routes.apiReference}schemas/${encodeURIComponent(name)}/`,
  yaml: `${routes.apiReference}rook-api.yaml`,
  json: `${routes.apiReference}rook-api.json`,
} as const;
