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
} as const;

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

  return {analyticsId, heatmapSiteId, statusWidgetUrl, algolia};
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
  return {script, connect, img, frame};
}
