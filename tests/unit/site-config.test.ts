import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {announcement, brand, docsVersion, externalUrls} from '../../core/config/site';
import {routes} from '../../core/config/routes';
import {
  ASSET_CONTENT_SECURITY_POLICY,
  buildContentSecurityPolicy,
  buildSiteHeaders,
  executableInlineScripts,
  sandboxLocationBody,
  withSandboxOrigin,
} from '../../plugins/site-headers/policy';
import {integrationOrigins, readIntegrations} from '../../core/config/integrations';
import {resolveSandboxLocation} from '../../ui/sandboxLocation';

type NavItem = {label?: string; to?: string; href?: string; type?: string; items?: NavItem[]};

const themeConfig = config.themeConfig as {
  navbar: {hideOnScroll: boolean; logo: {width: number}; items: NavItem[]};
  footer: {links: {title: string; items: NavItem[]}[]; copyright: string};
  colorMode: {defaultMode: string; respectPrefersColorScheme: boolean};
  tableOfContents: {minHeadingLevel: number; maxHeadingLevel: number};
  announcementBar: {id: string; isCloseable: boolean};
  metadata: {name: string; content: string}[];
};

describe('site config', () => {
  it('uses the brand’s metadata', () => {
    expect(config.baseUrl).toBe('/');
    expect(config.title).toBe(brand.title);
    expect(config.tagline).toBe(brand.tagline);
    expect(config.favicon).toBeTruthy();
    expect(themeConfig.footer.copyright).toContain('2025');
    expect(themeConfig.metadata).toContainEqual({name: 'keywords', content: brand.keywords.join(', ')});
  });

  it('has the navbar the site promises, in order, reading addresses from the site module', () => {
    const {items} = themeConfig.navbar;
    expect(items.map((item) => item.label ?? item.type)).toEqual([
      'Docs',
      'Data Sources',
      'API Reference',
      'Showcase',
      'FAQ',
      'News',
      'GitHub',
      'docsVersionDropdown',
      'localeDropdown',
    ]);
    const byLabel = Object.fromEntries(items.filter((i) => i.label).map((i) => [i.label, i]));
    expect(byLabel['Data Sources']?.to).toBe(routes.dataSources);
    expect(byLabel['API Reference']?.to).toBe(routes.apiReference);
    expect(byLabel.FAQ?.href).toBe(externalUrls.faq);
    expect(byLabel.News?.to).toBe(routes.changelog);
    expect(byLabel.GitHub?.href).toBe(externalUrls.github);
    expect(byLabel.Showcase?.items?.map((i: NavItem) => [i.label, i.to])).toEqual([
      ['Mobile', routes.showcaseMobile],
      ['Desktop', routes.showcaseDesktop],
    ]);
    expect(themeConfig.navbar.logo.width).toBe(96);
    expect(themeConfig.navbar.hideOnScroll).toBe(true);
  });

  it('has the footer columns the site promises', () => {
    expect(themeConfig.footer.links.map((c) => [c.title, c.items.map((i: NavItem) => i.label)])).toEqual([
      ['Home', ['Docs', 'Definitions', 'Status Page']],
      ['Community', ['LinkedIn', 'ROOK website']],
    ]);
  });

  it('defaults to dark, follows the OS, and shows headings 2 to 3 in the TOC', () => {
    expect(themeConfig.colorMode).toMatchObject({defaultMode: 'dark', respectPrefersColorScheme: true});
    expect(themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  });

  it('has a dismissible announcement keyed by its id', () => {
    expect(themeConfig.announcementBar).toMatchObject({id: announcement.id, isCloseable: true});
  });

  it('has one docs version, 2.2.0, and English only', () => {
    expect(docsVersion.label).toBe('2.2.0');
    expect(config.i18n?.locales).toEqual(['en']);
  });

  it('uses only https external addresses', () => {
    for (const url of Object.values(externalUrls)) expect(new URL(url).protocol).toBe('https:');
  });
});

describe('content security policy', () => {
  it('allows only its own origin by default, plus the given hashes', () => {
    const csp = buildContentSecurityPolicy({
      inlineScriptHashes: ["'sha256-abc='"],
      origins: {script: [], connect: [], img: [], frame: []},
    });
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('content security policy with a hosted sandbox (SANDBOX_URL)', () => {
  const policyFor = (env: Record<string, string>) =>
    buildContentSecurityPolicy({inlineScriptHashes: [], origins: integrationOrigins(readIntegrations(env))});
  const connectSrc = (policy: string) => /(?:^|; )connect-src ([^;]*)/.exec(policy)?.[1];

  it('lets pages connect to exactly the sandbox’s origin when set, and nothing more', () => {
    expect(connectSrc(policyFor({SANDBOX_URL: 'https://sandbox.example.com/sandbox'}))).toBe("'self' https://sandbox.example.com");
    expect(connectSrc(policyFor({}))).toBe("'self'");
    // Only connect-src: no script, image or frame from the sandbox's host.
    const policy = policyFor({SANDBOX_URL: 'https://sandbox.example.com/sandbox'});
    expect(policy.replace(/connect-src [^;]*/, '')).not.toContain('sandbox.example.com');
  });

  it('is re-pointed at run time by npm start: the build’s sandbox origin replaced, the rest unchanged', () => {
    const built = buildSiteHeaders({
      inlineScriptHashes: ["'sha256-abc='"],
      origins: integrationOrigins(
        readIntegrations({SANDBOX_URL: 'https://old.example.com/sandbox', ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k'}),
      ),
    });
    const moved = withSandboxOrigin(built, 'https://old.example.com', 'http://127.0.0.1:4010');
    const connect = connectSrc(moved.document['Content-Security-Policy']!)!;
    expect(connect).toContain('http://127.0.0.1:4010');
    expect(connect).toContain('https://*.algolia.net');
    expect(connect).not.toContain('old.example.com');
    expect(moved.document['Content-Security-Policy']!.replace(/connect-src [^;]*/, '')).toBe(
      built.document['Content-Security-Policy']!.replace(/connect-src [^;]*/, ''),
    );
    expect(moved.asset).toEqual(built.asset);
    // A build without a sandbox origin gains one; an origin already allowed is not repeated.
    const plain = buildSiteHeaders({inlineScriptHashes: [], origins: noOrigins});
    expect(connectSrc(withSandboxOrigin(plain, null, 'https://new.example.com').document['Content-Security-Policy']!)).toBe(
      "'self' https://new.example.com",
    );
    expect(connectSrc(withSandboxOrigin(built, 'https://old.example.com', null).document['Content-Security-Policy']!)).not.toContain(
      'old.example.com',
    );
    expect(withSandboxOrigin({}, null, 'https://new.example.com')).toEqual({});
  });

  it('writes the location file the pages read, which resolves back to the same sandbox', () => {
    const hosted = JSON.parse(sandboxLocationBody('https://sandbox.example.com/sandbox')) as unknown;
    expect(resolveSandboxLocation(hosted, 'https://docs.example.com')).toEqual({
      baseUrl: 'https://sandbox.example.com/sandbox',
      hosted: true,
    });
    const beside = JSON.parse(sandboxLocationBody(null)) as unknown;
    expect(resolveSandboxLocation(beside, 'https://docs.example.com')).toEqual({
      baseUrl: `https://docs.example.com${routes.sandboxApi}`,
      hosted: false,
    });
  });
});

const noOrigins = {script: [], connect: [], img: [], frame: []};

describe('site headers', () => {
  it('gives pages the full policy and files a short one that runs nothing', () => {
    const headers = buildSiteHeaders({inlineScriptHashes: ["'sha256-abc='"], origins: noOrigins});
    expect(headers.document['Content-Security-Policy']!).toContain("'sha256-abc='");
    expect(headers.asset['Content-Security-Policy']!).toBe(ASSET_CONTENT_SECURITY_POLICY);
    expect(ASSET_CONTENT_SECURITY_POLICY).toMatch(/^default-src 'none'/);
    expect(headers.all['X-Content-Type-Options']).toBe('nosniff');
    expect(Object.keys(headers.all)).not.toContain('Content-Security-Policy');
  });

  it('hashes only the inline scripts a browser runs', () => {
    const html = [
      '<script>one()</script>',
      '<script type="text/javascript">two()</script>',
      "<script type='module'>three()</script>",
      '<script data-rh=true type=application/ld+json>{"@type":"BreadcrumbList"}</script>',
      '<script type="text/plain">not code</script>',
      '<script src=/assets/js/main.js defer></script>',
      '<script>  </script>',
      '<SCRIPT TYPE=TEXT/JAVASCRIPT>four()</SCRIPT>',
    ].join('');
    expect(executableInlineScripts(html)).toEqual(['one()', 'two()', 'three()', 'four()']);
  });
});
