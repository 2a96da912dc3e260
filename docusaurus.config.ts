import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {CreateFeedItemsParams} from '@docusaurus/plugin-content-blog';

import {announcement, brand, docsVersion, externalUrls, siteOrigin} from './core/config/site';
import {routes} from './core/config/routes';
import {readIntegrations} from './core/config/integrations';
import {codeTheme} from './core/config/prism';
import {sdkRedirects} from './core/config/sdkRedirects';
import {ssrTemplate} from './core/config/ssr-template';
import thirdPartyScripts from './plugins/third-party-scripts';
import siteHeaders from './plugins/site-headers';
import colorModeDefault from './plugins/color-mode-default';
import codeHighlighting from './plugins/code-highlighting';
import bundleWeight from './plugins/bundle-weight';
import hydrationWork from './plugins/hydration-work';
import openApiReference from './plugins/openapi-reference';
import dataSourcesPlugin from './plugins/data-sources';
import contractTablesPlugin from './plugins/contract-tables';
import contractTables from './plugins/contract-tables/remark';
import searchIndex from './plugins/search-index';
import docsAsData from './plugins/docs-as-data';
import agentSkill from './plugins/agent-skill';
import sourceArchive from './plugins/source-archive';
import typedClients from './plugins/typed-clients';
import {changelogDateLabel, changelogTitle} from './core/data/changelog';
import {algoliaThemeConfig} from './plugins/search-index/themeConfig';

// Throws a clear error for half-configured integrations before anything builds.
const integrations = readIntegrations(process.env);

const presetOptions = {
  docs: {
    path: 'docs',
    routeBasePath: 'docs',
    sidebarPath: './sidebars.ts',
    lastVersion: 'current',
    versions: {current: {label: docsVersion.label}},
    showLastUpdateTime: false,
    // Field tables and the operation list come from the API contract.
    beforeDefaultRemarkPlugins: [contractTables],
  },
  blog: false,
  pages: {
    // Folder READMEs document the code; they are not pages.
    exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**', '**/README.md'],
  },
  theme: {customCss: './src/css/custom.css'},
  sitemap: {changefreq: 'weekly', priority: 0.5},
  gtag: integrations.analyticsId ? {trackingID: integrations.analyticsId, anonymizeIP: true} : undefined,
} satisfies Preset.Options;

const themeConfig = {
  metadata: [{name: 'keywords', content: brand.keywords.join(', ')}],
  colorMode: {
    defaultMode: 'dark',
    disableSwitch: false,
    respectPrefersColorScheme: true,
  },
  announcementBar: {
    id: announcement.id,
    content: announcement.content,
    isCloseable: true,
  },
  // Not hideable: with the navbar hiding on scroll, the sidebar starts below the navbar at the top of a page
  // yet stays a full viewport tall, so the sticky collapse button covered the last menu items (axe target-size).
  docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  // DocSearch everywhere; the embedded index answers unless Algolia keys are set.
  algolia: algoliaThemeConfig(integrations.algolia),
  navbar: {
    title: '',
    hideOnScroll: true,
    logo: {
      alt: `${brand.productName} logo`,
      src: 'img/logo-light.svg',
      srcDark: 'img/logo-dark.svg',
      width: 96,
      height: 32,
    },
    items: [
      {type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left'},
      {to: routes.dataSources, label: 'Data Sources', position: 'left'},
      {to: routes.apiReference, label: 'API Reference', position: 'left'},
      {
        type: 'dropdown',
        label: 'Showcase',
        position: 'left',
        items: [
          {to: routes.showcaseMobile, label: 'Mobile'},
          {to: routes.showcaseDesktop, label: 'Desktop'},
        ],
      },
      {href: externalUrls.faq, label: 'FAQ', position: 'left'},
      {to: routes.changelog, label: 'News', position: 'left'},
      {href: externalUrls.github, label: 'GitHub', position: 'right'},
      {
        type: 'docsVersionDropdown',
        position: 'right',
        // With one version the theme would render a plain link; the release
        // notes entry keeps it a dropdown that also answers "what changed?".
        dropdownItemsAfter: [{to: routes.changelog, label: 'Release notes'}],
      },
      {type: 'localeDropdown', position: 'right'},
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Home',
        items: [
          {label: 'Docs', to: routes.docs},
          {label: 'Definitions', to: routes.definitions},
          {label: 'Status Page', href: externalUrls.statusPage},
        ],
      },
      {
        title: 'Community',
        items: [
          {label: 'LinkedIn', href: externalUrls.linkedIn},
          {label: 'ROOK website', href: externalUrls.website},
        ],
      },
    ],
    copyright: `Copyright © ${brand.copyrightYear} ${brand.organizationName}.`,
  },
  prism: {
    // One palette in both modes (see core/config/prism.ts). No darkTheme: the
    // browser gets this config as JSON, where a second reference would arrive
    // as a second object, and the theme's identity changing with the colour
    // mode would make every code line render again after hydration.
    theme: codeTheme,
    // The highlighted languages are the grammars ui/prism/prism.ts imports.
    additionalLanguages: [],
  },
} satisfies Preset.ThemeConfig;

const config: Config = {
  title: brand.title,
  tagline: brand.tagline,
  favicon: 'img/favicon.svg',
  url: siteOrigin,
  baseUrl: '/',
  organizationName: brand.organizationName,
  projectName: 'rook-docs',
  trailingSlash: true,

  future: {v4: true},
  // The app's scripts run after the page's first paint: see the module.
  ssrTemplate,
  // Docusaurus's banner for a wrong baseUrl is inserted on the home page when no app has started by
  // DOMContentLoaded, which ours never has (it starts after the first paint), and then only hidden by
  // CSS: off, and its code left out of the browser bundle (plugins/bundle-weight).
  baseUrlIssueBanner: false,

  // Broken links are not checked at build time; the end-to-end crawl checks
  // every internal link and anchor of the served site instead.
  onBrokenLinks: 'ignore',
  onBrokenAnchors: 'ignore',
  markdown: {
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'ignore'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en'}},
  },

  customFields: {
    integrations: {
      statusWidget: Boolean(integrations.statusWidgetUrl),
    },
    // What the pages name before they read /sandbox-location.json (ui/siteSandbox.ts): the build's SANDBOX_URL.
    sandboxUrl: integrations.sandboxUrl,
  },

  // Route prefetching in idle time, one route at a time, each file once.
  clientModules: [require.resolve('./src/client/idle-prefetch.ts')],
  presets: [['classic', presetOptions]],
  themes: ['@docusaurus/theme-mermaid'],
  plugins: [
    ['@docusaurus/plugin-client-redirects', {redirects: [{from: '/docs', to: routes.quickStart}, ...sdkRedirects]}],
    colorModeDefault,
    codeHighlighting,
    bundleWeight,
    hydrationWork,
    thirdPartyScripts(integrations),
    siteHeaders(integrations),
    openApiReference({sandboxUrl: integrations.sandboxUrl}),
    openApiReference({contract: 'sandbox', sandboxUrl: integrations.sandboxUrl}),
    contractTablesPlugin,
    dataSourcesPlugin,
    [
      // A second blog instance: one dated entry per API, SDK or platform change.
      '@docusaurus/plugin-content-blog',
      {
        id: 'changelog',
        path: 'changelog',
        routeBasePath: routes.changelog.slice(1, -1),
        blogTitle: changelogTitle,
        blogDescription: 'Dated changes to the ROOK API, SDKs and platform, deprecations with their end dates.',
        blogSidebarTitle: 'All changes',
        blogSidebarCount: 'ALL',
        postsPerPage: 'ALL',
        showReadingTime: false,
        tags: 'tags.yml',
        onInlineTags: 'throw',
        onInlineAuthors: 'ignore',
        onUntruncatedBlogPosts: 'ignore',
        feedOptions: {
          type: ['rss', 'atom'],
          title: `ROOK ${changelogTitle.toLowerCase()}`,
          description: 'Dated changes to the ROOK API, SDKs and platform.',
          copyright: `Copyright © ${brand.copyrightYear} ${brand.organizationName}.`,
          limit: false,
          // An entry whose day ROOK has not published says so in its feed item too, once, before its text.
          // An item's link ends with its entry's slug (permalinks carry no trailing slash, links do).
          createFeedItems: async ({defaultCreateFeedItems, ...params}: CreateFeedItemsParams) =>
            (await defaultCreateFeedItems(params)).map((item) => {
              const label = changelogDateLabel(new URL(item.link).pathname.split('/').filter(Boolean).at(-1) ?? '');
              return label ? {...item, content: `<p>Date: ${label}.</p>${item.content ?? ''}`} : item;
            }),
        },
      },
    ],
    searchIndex(integrations.algolia),
    // ROOK_DOCS_AS_DATA=0 leaves these outputs out: only `BENCH_BUILD=1 npm run bench` sets it, to time a build without them.
    ...(process.env.ROOK_DOCS_AS_DATA === '0'
      ? []
      : [docsAsData({changelogPluginId: 'changelog', contractPluginName: 'rook-openapi-reference'})]),
    agentSkill({contractPluginNames: {rook: 'rook-openapi-reference', sandbox: 'rook-openapi-reference-sandbox'}}),
    sourceArchive,
    typedClients,
  ],
  themeConfig,
};

export default config;
