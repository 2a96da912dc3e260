/**
 * Every internal address that code builds: pages link through these, and the
 * plugins generate their routes from them. Plain data, safe in the browser.
 */
export const routes = {
  home: '/',
  docs: '/docs/QuickStart/',
  quickStart: '/docs/QuickStart/',
  definitions: '/docs/definitions/',
  /** The API guide: authentication, environments, formats, pagination, errors. */
  apiGuide: '/docs/api/',
  dataSourcesGuide: '/docs/data-sources/',
  dataTypes: '/docs/rookconnect/data-types/',
  /** The coverage explorer: every field by source. */
  coverage: '/docs/coverage/',
  dataAuthorization: '/docs/rookconnect/data-authorization/',
  dataSources: '/data-sources/',
  apiReference: '/api/',
  sdks: '/docs/category/sdks/',
  showcaseMobile: '/showcase/mobile/',
  showcaseDesktop: '/showcase/desktop/',
  search: '/search',
  changelog: '/changelog/',
  sandboxGuide: '/docs/sandbox/',
  /** The sandbox's API on the site's own origin, where `npm start` mounts it (not a page); SANDBOX_URL points the pages elsewhere. */
  sandboxApi: '/sandbox',
  /** Where the pages read which sandbox to call (`{"url": null}`: the one at sandboxApi); written by plugins/site-headers. */
  sandboxLocation: '/sandbox-location.json',
  /** The page that shows the sandbox's state; `/sandbox` itself is the API. */
  sandboxDashboard: '/sandbox-dashboard/',
  dataDelivery: '/docs/rookconnect/data_delivery/',
  /** Raw-body webhook receivers for each framework. */
  webhookVerify: '/docs/webhooks/verify/',
} as const;

/** One data source's page. */
export function dataSourcePath(slug: string): string {
  return `${routes.dataSources}${slug}/`;
}

/** The pages and downloads of one contract's reference, all under `base`. */
function referenceRoutes(base: string, fileStem: string) {
  return {
    overview: base,
    operation: (operationId: string): string => `${base}operations/${operationId}/`,
    schema: (name: string): string => `${base}schemas/${encodeURIComponent(name)}/`,
    /** The contract's webhooks (top-level `webhooks`): their overview and in-browser verifier. */
    webhooks: `${base}webhooks/`,
    /** One webhook payload's page (a Data Webhook document or a notice). */
    webhook: (slug: string): string => `${base}webhooks/${slug}/`,
    yaml: `${base}${fileStem}.yaml`,
    json: `${base}${fileStem}.json`,
  } as const;
}

export type ReferenceRoutes = ReturnType<typeof referenceRoutes>;

/** ROOK's API reference. */
export const apiRoutes = referenceRoutes(routes.apiReference, 'rook-api');

/** The local sandbox's control API, its own section of the reference. */
export const sandboxApiRoutes = referenceRoutes(`${routes.apiReference}sandbox/`, 'sandbox-api');
