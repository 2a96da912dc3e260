/**
 * Brand and external addresses: the one place the navbar, footer, landing
 * page and guides read them from. Plain data, safe to import from both the
 * Node-side config and browser components.
 */
/** Where the docs are published: the site's `url`, and the base of links that leave the site's pages (the sandbox's help links). */
export const siteOrigin = 'https://docs.tryrook.io';

export const brand = {
  title: 'ROOK Docs',
  productName: 'ROOK',
  tagline: 'Connect your users’ wearables and health apps, and receive their processed health data by webhook or REST API.',
  organizationName: 'Rookeries Development Corp',
  copyrightYear: 2025,
  keywords: ['ROOK', 'health data API', 'wearables', 'Apple Health', 'Health Connect', 'Samsung Health', 'Garmin', 'webhooks', 'SDK'],
} as const;

export const externalUrls = {
  faq: 'https://support.tryrook.io/',
  github: 'https://github.com/RookeriesDevelopment',
  statusPage: 'https://status.tryrook.io/',
  linkedIn: 'https://www.linkedin.com/company/rook-connect/',
  website: 'https://www.tryrook.io/',
  portal: 'https://clients.portal.tryrook.io/',
} as const satisfies Record<string, `https://${string}`>;

/** Docs versioning: one version, which is also the latest. */
export const docsVersion = {
  label: '2.2.0',
} as const;

/**
 * Shown in the announcement bar. Change `id` whenever `content` changes so
 * readers who dismissed the previous announcement see the new one.
 */
export const announcement = {
  id: 'google-fit-end-2025-11-04-health-connect',
  content:
    'Google Fit support ended on 4 November 2025. Use <a href="/data-sources/health-connect/">Health Connect</a> for new Android work.',
} as const;
