import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {announcement, brand, docsVersion, externalUrls} from '../../src/config/site';
import {routes} from '../../src/config/routes';
import {
  ASSET_CONTENT_SECURITY_POLICY,
  buildContentSecurityPolicy,
  buildSiteHeaders,
  executableInlineScripts,
} from '../../plugins/site-headers/policy';

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
  it('uses the spec metadata', () => {
    expect(config.baseUrl).toBe('/');
    expect(config.title).toBe(brand.title);
    expect(config.tagline).toBe(brand.tagline);
    expect(config.favicon).toBeTruthy();
    expect(themeConfig.footer.copyright).toContain('2025');
    expect(themeConfig.metadata).toContainEqual({name: 'keywords', content: brand.keywords.join(', ')});
  });

  it('has the navbar of the spec, in order, reading addresses from the site module', () => {
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

  it('has the footer columns of the spec', () => {
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

describe('site headers', () => {
  const noOrigins = {script: [], connect: [], img: [], frame: []};

  it('gives pages the full policy and files a short one that runs nothing', () => {
    const headers = buildSiteHeaders({inlineScriptHashes: ["'sha256-abc='"], origins: noOrigins});
    expect(headers.document['Content-Security-Policy']).toContain("'sha256-abc='");
    expect(headers.asset['Content-Security-Policy']).toBe(ASSET_CONTENT_SECURITY_POLICY);
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
