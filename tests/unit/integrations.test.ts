import {describe, expect, it} from 'vitest';
import {IntegrationConfigError, integrationOrigins, readIntegrations} from '../../src/config/integrations';

describe('readIntegrations', () => {
  it('turns every integration off when no variable is set', () => {
    expect(readIntegrations({})).toEqual({
      analyticsId: null,
      heatmapSiteId: null,
      statusWidgetUrl: null,
      algolia: null,
    });
    expect(integrationOrigins(readIntegrations({}))).toEqual({script: [], connect: [], img: [], frame: []});
  });

  it('treats blank values as unset', () => {
    expect(readIntegrations({ROOK_ANALYTICS_ID: '  ', ALGOLIA_APP_ID: ''}).analyticsId).toBeNull();
  });

  it('reads every integration when configured', () => {
    const integrations = readIntegrations({
      ROOK_ANALYTICS_ID: 'G-ABC123XYZ',
      ROOK_HEATMAP_SITE_ID: '123456',
      ROOK_STATUS_WIDGET_URL: 'https://rook.statuspage.io/embed/script.js',
      ALGOLIA_APP_ID: 'APPID',
      ALGOLIA_API_KEY: 'search-only-key',
    });
    expect(integrations.algolia).toEqual({appId: 'APPID', apiKey: 'search-only-key', indexName: 'rook'});
    const origins = integrationOrigins(integrations);
    expect(origins.script).toContain('https://www.googletagmanager.com');
    expect(origins.script).toContain('https://rook.statuspage.io');
    expect(origins.connect).toContain('https://*.algolia.net');
  });

  it('needs both Algolia variables, naming the missing one', () => {
    expect(() => readIntegrations({ALGOLIA_APP_ID: 'APPID'})).toThrow(
      /needs both ALGOLIA_APP_ID and ALGOLIA_API_KEY; ALGOLIA_API_KEY is missing/,
    );
    expect(() => readIntegrations({ALGOLIA_API_KEY: 'key'})).toThrow(/ALGOLIA_APP_ID is missing/);
    expect(() => readIntegrations({ALGOLIA_API_KEY: 'key'})).toThrow(IntegrationConfigError);
  });

  it('rejects malformed values with the variable name and the value', () => {
    expect(() => readIntegrations({ROOK_ANALYTICS_ID: 'UA-1234'})).toThrow(/ROOK_ANALYTICS_ID.*"UA-1234"/);
    expect(() => readIntegrations({ROOK_HEATMAP_SITE_ID: 'abc'})).toThrow(/ROOK_HEATMAP_SITE_ID/);
    expect(() => readIntegrations({ROOK_STATUS_WIDGET_URL: 'not a url'})).toThrow(/absolute https URL/);
    expect(() => readIntegrations({ROOK_STATUS_WIDGET_URL: 'http://x.test/a.js'})).toThrow(/must use https/);
  });
});
