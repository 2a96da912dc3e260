/**
 * Optional third-party integrations, switched on by environment variables at
 * build time. Everything is off by default so a plain build only ever talks to
 * its own host. Node-only: read from docusaurus.config.ts and build scripts.
 */

export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

export interface Integrations {
  /** Google Analytics 4 measurement id (analytics tag, IP anonymised). */
  analyticsId: string | null;
  /** Hotjar site id (heatmap tool). */
  heatmapSiteId: string | null;
  /** Statuspage embed script address (status widget). */
  statusWidgetUrl: string | null;
  /** Hosted DocSearch; null means the embedded index answers search. */
  algolia: AlgoliaSettings | null;
  /** A hosted sandbox's base URL, without a trailing slash; null means `/sandbox` on the site's own origin. */
  sandboxUrl: string | null;
}

export class IntegrationConfigError extends Error {
  override name = 'IntegrationConfigError';
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

const envNames = {
  analyticsId: 'ROOK_ANALYTICS_ID',
  heatmapSiteId: 'ROOK_HEATMAP_SITE_ID',
  statusWidgetUrl: 'ROOK_STATUS_WIDGET_URL',
  algoliaAppId: 'ALGOLIA_APP_ID',
  algoliaApiKey: 'ALGOLIA_API_KEY',
  algoliaIndexName: 'ALGOLIA_INDEX_NAME',
  sandboxUrl: 'SANDBOX_URL',
} as const;

/** Plain http is for a sandbox on the developer's own machine only. */
const DEVELOPMENT_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * SANDBOX_URL: the hosted sandbox the site's pages call (the dashboard, the
 * try-it console), such as `https://sandbox.example.com/sandbox`. Returned
 * without a trailing slash, so paths are appended as `${url}/_sandbox/…`;
 * null when unset. The site build, `npm start` and the MCP server all read it here.
 */
export function readSandboxUrl(env: Env): string | null {
  const name = envNames.sandboxUrl;
  const value = read(env, name);
  if (!value) return null;
  const example = 'such as "https://sandbox.example.com/sandbox"';
  if (!URL.canParse(value)) throw new IntegrationConfigError(`${name} must be an absolute URL ${example}, got "${value}".`);
  const url = new URL(value);
  const development = url.protocol === 'http:' && DEVELOPMENT_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !development) {
    throw new IntegrationConfigError(
      `${name} must use https (plain http only for localhost or 127.0.0.1 during development), got "${value}".`,
    );
  }
  if (url.search || url.hash || value.includes('?') || value.includes('#')) {
    throw new IntegrationConfigError(`${name} must be the sandbox's base URL without a query or fragment, got "${value}".`);
  }
  if (url.username || url.password) {
    throw new IntegrationConfigError(`${name} must not carry credentials (the pages send each client's own), got "${value}".`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export const defaultAlgoliaIndexName = 'rook';

export function readIntegrations(env: Env): Integrations {
  const analyticsId = read(env, envNames.analyticsId);
  if (analyticsId && !/^G-[A-Z0-9]{4,20}$/.test(analyticsId)) {
    throw new IntegrationConfigError(
      `${envNames.analyticsId} must be a Google Analytics 4 measurement id such as "G-ABC123XYZ", got "${analyticsId}".`,
    );
  }

  const heatmapSiteId = read(env, envNames.heatmapSiteId);
  if (heatmapSiteId && !/^\d{1,12}$/.test(heatmapSiteId)) {
    throw new IntegrationConfigError(`${envNames.heatmapSiteId} must be the numeric Hotjar site id, got "${heatmapSiteId}".`);
  }

  const statusWidgetUrl = read(env, envNames.statusWidgetUrl);
  if (statusWidgetUrl) {
    let url: URL;
    try {
      url = new URL(statusWidgetUrl);
    } catch {
      throw new IntegrationConfigError(`${envNames.statusWidgetUrl} must be an absolute https URL, got "${statusWidgetUrl}".`);
    }
    if (url.protocol !== 'https:') {
      throw new IntegrationConfigError(`${envNames.statusWidgetUrl} must use https, got "${statusWidgetUrl}".`);
    }
  }

  const appId = read(env, envNames.algoliaAppId);
  const apiKey = read(env, envNames.algoliaApiKey);
  if (Boolean(appId) !== Boolean(apiKey)) {
    const missing = appId ? envNames.algoliaApiKey : envNames.algoliaAppId;
    throw new IntegrationConfigError(
      `Algolia search needs both ${envNames.algoliaAppId} and ${envNames.algoliaApiKey}; ${missing} is missing. Set both to use Algolia, or neither to use the embedded index.`,
    );
  }
  const algolia =
    appId && apiKey
      ? {
          appId,
          apiKey,
          indexName: read(env, envNames.algoliaIndexName) ?? defaultAlgoliaIndexName,
        }
      : null;

  return {analyticsId, heatmapSiteId, statusWidgetUrl, algolia, sandboxUrl: readSandboxUrl(env)};
}

/** Origins the content security policy must allow for the enabled integrations. */
export function integrationOrigins(integrations: Integrations): {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
} {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  const frame: string[] = [];
  if (integrations.analyticsId) {
    script.push('https://www.googletagmanager.com');
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com');
    img.push('https://*.google-analytics.com');
  }
  if (integrations.heatmapSiteId) {
    script.push('https://static.hotjar.com', 'https://script.hotjar.com');
    connect.push('https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com');
    img.push('https://*.hotjar.com');
    frame.push('https://vars.hotjar.com');
  }
  if (integrations.statusWidgetUrl) {
    const origin = new URL(integrations.statusWidgetUrl).origin;
    script.push(origin);
    frame.push(origin);
  }
  if (integrations.algolia) {
    connect.push('https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io');
  }
  // The pages call the hosted sandbox itself; nothing else on its host.
  if (integrations.sandboxUrl) connect.push(new URL(integrations.sandboxUrl).origin);
  return {script, connect, img, frame};
}
