import {describe, expect, it} from 'vitest';
import {IntegrationConfigError, integrationOrigins, readIntegrations, readSandboxUrl} from '../../core/config/integrations';

describe('readIntegrations', () => {
  it('turns every integration off when no variable is set', () => {
    expect(readIntegrations({})).toEqual({
      analyticsId: null,
      heatmapSiteId: null,
      statusWidgetUrl: null,
      algolia: null,
      sandboxUrl: null,
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

describe('SANDBOX_URL', () => {
  it('is the hosted sandbox’s base URL, without a trailing slash', () => {
    expect(readSandboxUrl({SANDBOX_URL: 'https://sandbox.example.com/sandbox/'})).toBe('https://sandbox.example.com/sandbox');
    expect(readSandboxUrl({SANDBOX_URL: ' https://sandbox.example.com/sandbox '})).toBe('https://sandbox.example.com/sandbox');
    expect(readSandboxUrl({SANDBOX_URL: 'https://sandbox.example.com/'})).toBe('https://sandbox.example.com');
    expect(readSandboxUrl({SANDBOX_URL: 'https://sandbox.example.com:8443/rook//'})).toBe('https://sandbox.example.com:8443/rook');
    expect(readIntegrations({SANDBOX_URL: 'https://sandbox.example.com/sandbox'}).sandboxUrl).toBe('https://sandbox.example.com/sandbox');
  });

  it('is unset when blank: the pages use /sandbox on their own origin', () => {
    expect(readSandboxUrl({})).toBeNull();
    expect(readSandboxUrl({SANDBOX_URL: '  '})).toBeNull();
  });

  it('takes plain http for localhost and 127.0.0.1 only', () => {
    expect(readSandboxUrl({SANDBOX_URL: 'http://localhost:4010/sandbox'})).toBe('http://localhost:4010/sandbox');
    expect(readSandboxUrl({SANDBOX_URL: 'http://127.0.0.1:4010/sandbox'})).toBe('http://127.0.0.1:4010/sandbox');
    expect(() => readSandboxUrl({SANDBOX_URL: 'http://sandbox.example.com/sandbox'})).toThrow(
      /SANDBOX_URL must use https \(plain http only for localhost or 127\.0\.0\.1 during development\)/,
    );
    expect(() => readSandboxUrl({SANDBOX_URL: 'ftp://localhost/sandbox'})).toThrow(/SANDBOX_URL must use https/);
  });

  it('refuses what is not a base URL, naming the variable and the value', () => {
    expect(() => readSandboxUrl({SANDBOX_URL: '/sandbox'})).toThrow(/SANDBOX_URL must be an absolute URL .*"\/sandbox"/);
    expect(() => readSandboxUrl({SANDBOX_URL: 'sandbox.example.com'})).toThrow(IntegrationConfigError);
    expect(() => readSandboxUrl({SANDBOX_URL: 'https://sandbox.example.com/sandbox?x=1'})).toThrow(/without a query or fragment/);
    expect(() => readSandboxUrl({SANDBOX_URL: 'https://sandbox.example.com/sandbox#top'})).toThrow(/without a query or fragment/);
    expect(() => readSandboxUrl({SANDBOX_URL: 'https://sandbox.example.com/sandbox?'})).toThrow(/without a query or fragment/);
    expect(() => readSandboxUrl({SANDBOX_URL: 'https://user:pw@sandbox.example.com/sandbox'})).toThrow(/must not carry credentials/);
    expect(() => readIntegrations({SANDBOX_URL: 'http://sandbox.example.com'})).toThrow(IntegrationConfigError);
  });

  it('lets the pages connect to exactly the sandbox’s origin, and nothing when unset', () => {
    const origins = integrationOrigins(readIntegrations({SANDBOX_URL: 'https://sandbox.example.com:8443/sandbox'}));
    expect(origins).toEqual({script: [], connect: ['https://sandbox.example.com:8443'], img: [], frame: []});
    expect(integrationOrigins(readIntegrations({})).connect).toEqual([]);
  });
});
