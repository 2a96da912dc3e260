/**
 * Every place the site depends on a framework internal: an ejected file, an
 * alias onto a package's private path, or behaviour a package does not
 * document. UPGRADING.md explains each entry (same ids); the upstream-drift
 * test hashes each upstream file as installed and fails when it, or the
 * package's version, differs from what is recorded here.
 *
 * After an upgrade: re-check the entry as UPGRADING.md says, adapt our files,
 * then record the new version and the hash the failing test prints.
 */
export interface UpstreamFile {
  /** npm package name, resolved from the repository root. */
  package: string;
  /** Path inside the package. */
  path: string;
  /** sha256 (hex) of the file in the version we copied from or checked against. */
  sha256: string;
}

export interface TouchPoint {
  /** Heading id in UPGRADING.md. */
  id: string;
  /** Our files that depend on the upstream ones. */
  ours: string[];
  upstream: UpstreamFileName[];
  /** What to re-check when an upstream file changes (UPGRADING.md has the detail). */
  recheck: string;
  /** Our copies of upstream files: each names its source in a header comment. */
  ejected?: {ours: string; from: UpstreamFileName}[];
}

/** Installed versions the hashes below belong to. */
export const upstreamVersions: Record<string, string> = {
  '@docusaurus/core': '3.10.2',
  '@docusaurus/theme-classic': '3.10.2',
  '@docusaurus/theme-common': '3.10.2',
  '@docusaurus/theme-search-algolia': '3.10.2',
  '@docusaurus/plugin-content-docs': '3.10.2',
  '@docusaurus/utils-common': '3.10.2',
  '@docsearch/react': '3.9.0',
  'prism-react-renderer': '2.4.1',
  prismjs: '1.30.0',
  'react-dom': '19.2.0',
  'react-loadable': '6.0.0',
  'react-router': '5.3.4',
  'path-to-regexp': '1.9.0',
  playwright: '1.65.1',
  'react-loadable-ssr-addon-v5-slorber': '1.0.3',
};

/** Each upstream file once, by package name and path. */
export const upstreamFiles = {
  'react-dom/cjs/react-dom-client.production.js': {
    package: 'react-dom',
    path: 'cjs/react-dom-client.production.js',
    sha256: 'c59e90f48ba6343343d378d9976b774be6af15a555ecf4ecf3810f62c4381997',
  },
  '@docusaurus/core/lib/ssg/ssgTemplate.html.js': {
    package: '@docusaurus/core',
    path: 'lib/ssg/ssgTemplate.html.js',
    sha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
  },
  '@docusaurus/core/lib/ssg/ssgTemplate.js': {
    package: '@docusaurus/core',
    path: 'lib/ssg/ssgTemplate.js',
    sha256: 'faea0446fa8ceeb559a56b96442636a3052daa2467d6ddc625ad020bc65ac645',
  },
  '@docusaurus/theme-classic/src/theme/Tabs/index.tsx': {
    package: '@docusaurus/theme-classic',
    path: 'src/theme/Tabs/index.tsx',
    sha256: '4346b7b003462cd328481ef3377e90ee131745ee17132666b863a50ac3e32ef8',
  },
  '@docusaurus/theme-classic/src/theme/Tabs/styles.module.css': {
    package: '@docusaurus/theme-classic',
    path: 'src/theme/Tabs/styles.module.css',
    sha256: '8beb34df100a7916b71f23af7a88f8df7efdcb06c60beb49513e37dc9c1bd4eb',
  },
  '@docusaurus/theme-common/lib/utils/tabsUtils.js': {
    package: '@docusaurus/theme-common',
    path: 'lib/utils/tabsUtils.js',
    sha256: '1b5d6b2c7d52905e7708ff9daad24462e857b70b27b9ff47ab338263bc2c4c7b',
  },
  '@docusaurus/theme-classic/src/theme/CodeBlock/index.tsx': {
    package: '@docusaurus/theme-classic',
    path: 'src/theme/CodeBlock/index.tsx',
    sha256: '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b',
  },
  '@docusaurus/theme-classic/src/theme/CodeBlock/Content/index.tsx': {
    package: '@docusaurus/theme-classic',
    path: 'src/theme/CodeBlock/Content/index.tsx',
    sha256: 'b82ef1f4c49f4e2c5f5474c0076d0e1caa18cf1fd1d5efd99e442e4546d1e5ec',
  },
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css': {
    package: '@docusaurus/theme-classic',
    path: 'lib/theme/CodeBlock/Content/styles.module.css',
    sha256: '26dba21a9e8eb53810a03017513a07ac613288682addf075f186ed52b1b5e07f',
  },
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/theme/CodeBlock/Line/index.js',
    sha256: '5512298d8a194b78aec9759f944e035c75660bb887040779576dc1fed63ddce8',
  },
  '@docusaurus/theme-classic/lib/prism-include-languages.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
  },
  'prism-react-renderer/dist/index.d.ts': {
    package: 'prism-react-renderer',
    path: 'dist/index.d.ts',
    sha256: '713140d254961f506a4077c1b6a64c503122c621972a596b54eb693721234db1',
  },
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/theme/CodeBlock/Content/index.js',
    sha256: '0d361f5894590ea483a8cd846925bf41d85301eed29e0cfb4dc515128ab35556',
  },
  'prismjs/components/prism-core.js': {
    package: 'prismjs',
    path: 'components/prism-core.js',
    sha256: '6fe39cc3a95b3da596218fbca3acf03f1208bc936f9fb84d08a2b4a61e2b9af7',
  },
  'prismjs/components.json': {
    package: 'prismjs',
    path: 'components.json',
    sha256: 'fdbfb02831a85a2f233cb8b2254fe8dd283fa780533820ed8ccc888c09982554',
  },
  '@docusaurus/core/lib/server/codegen/codegenRoutes.js': {
    package: '@docusaurus/core',
    path: 'lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
  },
  '@docusaurus/core/lib/client/exports/ComponentCreator.js': {
    package: '@docusaurus/core',
    path: 'lib/client/exports/ComponentCreator.js',
    sha256: '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
  },
  'react-loadable/lib/index.js': {
    package: 'react-loadable',
    path: 'lib/index.js',
    sha256: 'b9dc8341309124ee9c8d12c63b540780f9155d18dbee7247a4c9d9e68703a607',
  },
  '@docusaurus/utils-common/lib/index.js': {
    package: '@docusaurus/utils-common',
    path: 'lib/index.js',
    sha256: 'f67a902f603f736c0b6b81dfe3c4b600e26ad3018fb19158d877a8fe5d55424e',
  },
  '@docusaurus/utils-common/lib/applyTrailingSlash.js': {
    package: '@docusaurus/utils-common',
    path: 'lib/applyTrailingSlash.js',
    sha256: 'd5a91f50789dde1bc2eb7b131fd489cfc14bbaf09b4cc38ad70c8ab17cabac38',
  },
  '@docusaurus/utils-common/lib/stringUtils.js': {
    package: '@docusaurus/utils-common',
    path: 'lib/stringUtils.js',
    sha256: '9a0b7dd746205956f76fe8ae15ac6ee86c831a7f2b08c5441b08285c797df101',
  },
  '@docusaurus/utils-common/lib/errorUtils.js': {
    package: '@docusaurus/utils-common',
    path: 'lib/errorUtils.js',
    sha256: '7f54302ecb34f0bb95cacbbb69a16ceba7e34b2f1dcac5db630988b1b1c51e74',
  },
  '@docsearch/react/dist/esm/index.js': {
    package: '@docsearch/react',
    path: 'dist/esm/index.js',
    sha256: '3bfe66092328815d584a3d5e549a54cd73992097aa8b43607e471b95b50895cd',
  },
  '@docusaurus/theme-search-algolia/lib/index.js': {
    package: '@docusaurus/theme-search-algolia',
    path: 'lib/index.js',
    sha256: '102c1d5880126733c548df9ba9afbb589bb0ef5fd7ded977ac077d974cad95b0',
  },
  '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js': {
    package: '@docusaurus/theme-search-algolia',
    path: 'lib/theme/SearchBar/index.js',
    sha256: '0fe30dcb603307a500d96d6a4e951cd625054231ae3a2dbbcb99f1f918c3ba52',
  },
  '@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js': {
    package: '@docusaurus/theme-search-algolia',
    path: 'lib/theme/SearchPage/index.js',
    sha256: '84130988b87df27235eecb07bb261217af5b67c01e6d5091c72434c26cda4f6a',
  },
  '@docusaurus/core/lib/client/clientEntry.js': {
    package: '@docusaurus/core',
    path: 'lib/client/clientEntry.js',
    sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
  },
  '@docusaurus/core/lib/client/docusaurus.js': {
    package: '@docusaurus/core',
    path: 'lib/client/docusaurus.js',
    sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
  },
  '@docusaurus/core/lib/client/prefetch.js': {
    package: '@docusaurus/core',
    path: 'lib/client/prefetch.js',
    sha256: '7543271549a9882a308f0fad8155631ab98c0389a75a88946f3be11c8933089c',
  },
  '@docusaurus/core/lib/webpack/client.js': {
    package: '@docusaurus/core',
    path: 'lib/webpack/client.js',
    sha256: 'b38143fa54a7b01ebdecd7ebbae2791ad5fc41897abfe5e6a23602fa02e6be9d',
  },
  '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js': {
    package: '@docusaurus/core',
    path: 'lib/webpack/plugins/ChunkAssetPlugin.js',
    sha256: 'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257',
  },
  '@docusaurus/theme-common/lib/utils/reactUtils.js': {
    package: '@docusaurus/theme-common',
    path: 'lib/utils/reactUtils.js',
    sha256: 'a683742dac1a155bbd1c355601dedc1eeb7cc5edd7331cab26043c74233dca11',
  },
  '@docusaurus/core/lib/client/exports/Link.js': {
    package: '@docusaurus/core',
    path: 'lib/client/exports/Link.js',
    sha256: 'cd83fc0c2bffaab83186636c309c8086aac4aa53594dc7eeb4b9f9817527d277',
  },
  '@docusaurus/theme-classic/lib/theme/MDXComponents/index.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/theme/MDXComponents/index.js',
    sha256: 'b1a0eed95525de25273120c4f48ef939e51e0adfafe4a9b1c64fd3d040d6136c',
  },
  '@docusaurus/theme-classic/lib/theme/MDXComponents/A/index.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/theme/MDXComponents/A/index.js',
    sha256: 'b60496c586e73afb458a2588853e38faf30348196d65974fbacd3b3dde3dcd0f',
  },
  '@docusaurus/theme-classic/lib/theme/MDXComponents/Code.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/theme/MDXComponents/Code.js',
    sha256: 'd24106e06e4ccc7072fb8114e46cc959868ed4c9c7b82d400d1b4830453721b3',
  },
  '@docusaurus/theme-classic/lib/theme/MDXComponents/Li.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/theme/MDXComponents/Li.js',
    sha256: '784ebcff13b2d7559f24eb40b4322320725e52bfc60f0058d121e9ead082583a',
  },
  '@docusaurus/theme-classic/lib/theme/MDXComponents/Img/index.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/theme/MDXComponents/Img/index.js',
    sha256: '778a7d823907142a4b782c742a401cae7e407691156c367790b2c0be11479553',
  },
  '@docusaurus/theme-classic/lib/theme/MDXComponents/Ul/index.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/theme/MDXComponents/Ul/index.js',
    sha256: '58569dd420db30c7be9fbd21023a9ef1e5559cf2e47f1515e6635bce8ce8ca39',
  },
  '@docusaurus/core/lib/client/hasHydratedDataAttribute.js': {
    package: '@docusaurus/core',
    path: 'lib/client/hasHydratedDataAttribute.js',
    sha256: '66d8a389d5b740eace50f43be0860712a4046a83ea5dc939ff811c4c631e9a47',
  },
  '@docusaurus/theme-classic/lib/inlineScripts.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/inlineScripts.js',
    sha256: 'b95f604573af22461f74bd7f4335d5196aabb77053ad559656b31f5ff19b7b8f',
  },
  '@docusaurus/theme-classic/lib/index.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/index.js',
    sha256: '1e6ae89782bad9cb3fcd1818e4210a6eed60ee1cbf82f51696a6afcb9a91928c',
  },
  '@docusaurus/theme-common/lib/contexts/announcementBar.js': {
    package: '@docusaurus/theme-common',
    path: 'lib/contexts/announcementBar.js',
    sha256: '8ffa6d2783f3e394f78c7c6a520f80cb83ae1d7282f0a824ba6ee1f66124ff98',
  },
  '@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/index.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/theme/Navbar/MobileSidebar/index.js',
    sha256: '0e302185bbfd7b0a4a737b7a41b5215245df25c00221df68aa06e6d77ad648de',
  },
  '@docusaurus/theme-common/lib/contexts/navbarMobileSidebar.js': {
    package: '@docusaurus/theme-common',
    path: 'lib/contexts/navbarMobileSidebar.js',
    sha256: '66a240ad64d9f9ad2a6fd300a3ce68dc06a501f2f463641c8677dc586df4eaa0',
  },
  '@docusaurus/theme-common/lib/utils/ThemeClassNames.js': {
    package: '@docusaurus/theme-common',
    path: 'lib/utils/ThemeClassNames.js',
    sha256: 'ae2ab7de253ddc9891889e15efaccf218f7939c720ed67685629e50d482c4480',
  },
  '@docusaurus/theme-classic/lib/theme/SearchMetadata/index.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/theme/SearchMetadata/index.js',
    sha256: '91f99b9d115aec6b53184eb9dc4eba36b17466b44a83023bcf2eac42f1cff013',
  },
  '@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js': {
    package: '@docusaurus/core',
    path: 'lib/client/BaseUrlIssueBanner/index.js',
    sha256: '595521e3fe1fb3a6f14b51eae156d7ef8a096c15526c5937b0e9469e1e230995',
  },
  '@docusaurus/core/lib/client/App.js': {
    package: '@docusaurus/core',
    path: 'lib/client/App.js',
    sha256: '1442f48492b535165d7e2767d4d1615713bb517a883c5142113740aaef086cba',
  },
  '@docusaurus/core/lib/server/siteMetadata.js': {
    package: '@docusaurus/core',
    path: 'lib/server/siteMetadata.js',
    sha256: '0936400c5356704957a441d61139335a6018dc5bb0c3167942258c2b2cbfef6d',
  },
  '@docusaurus/core/lib/client/docusaurusContext.js': {
    package: '@docusaurus/core',
    path: 'lib/client/docusaurusContext.js',
    sha256: '70529fb3d95d7b5bb1fbb378bb7456040afd297f125b6bb269946bf9a49478ff',
  },
  '@docusaurus/core/lib/server/codegen/codegen.js': {
    package: '@docusaurus/core',
    path: 'lib/server/codegen/codegen.js',
    sha256: '611cf627307a668cad034f2a00e6218347b0fb9136cac2fe6ec9d3cff39a57df',
  },
  '@docusaurus/core/lib/client/preload.js': {
    package: '@docusaurus/core',
    path: 'lib/client/preload.js',
    sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
  },
  '@docusaurus/plugin-content-docs/lib/props.js': {
    package: '@docusaurus/plugin-content-docs',
    path: 'lib/props.js',
    sha256: '26b2e7cd95c0f81203f657442942280cb73a1da075148941b240c5f5c11adcad',
  },
  '@docusaurus/plugin-content-docs/lib/client/docsUtils.js': {
    package: '@docusaurus/plugin-content-docs',
    path: 'lib/client/docsUtils.js',
    sha256: 'cab6060db00dcb796b74288d22d84fac9f64ea83c0b20a109ed377b35726f6d6',
  },
  '@docusaurus/theme-classic/lib/theme/DocCard/index.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/theme/DocCard/index.js',
    sha256: 'ed868923dd2135d3ea182c46edc2ccc7f62dfb9a737356fa37527d3db6b485ea',
  },
  'react-router/esm/react-router.js': {
    package: 'react-router',
    path: 'esm/react-router.js',
    sha256: '959b74b77b5f2b69ac588c508f2d9b4d9b5cc26efa16a85de0ebed4b645c7b07',
  },
  'react-loadable-ssr-addon-v5-slorber/lib/ReactLoadableSSRAddon.js': {
    package: 'react-loadable-ssr-addon-v5-slorber',
    path: 'lib/ReactLoadableSSRAddon.js',
    sha256: '3e3f7bf0ac88ab4720df0b70463d509e0c8cd7233e7accf6e79c7f5192b9f32e',
  },
  'react-loadable-ssr-addon-v5-slorber/lib/getBundles.js': {
    package: 'react-loadable-ssr-addon-v5-slorber',
    path: 'lib/getBundles.js',
    sha256: '9eb9995782ab27364f4d3da2df0c170942161cdab9c1fbadcba8ea5ab980e615',
  },
  '@docusaurus/core/lib/client/serverEntry.js': {
    package: '@docusaurus/core',
    path: 'lib/client/serverEntry.js',
    sha256: 'd727838aa299a01ffd646986e259fb7fd9441be8ee1905ccd1559e3f21710b34',
  },
  'path-to-regexp/index.js': {
    package: 'path-to-regexp',
    path: 'index.js',
    sha256: '4960ba3d591002a5f7584d33da23f0a33fc8a02e09bfacd705123a0d51957a98',
  },
  'playwright/lib/index.js': {
    package: 'playwright',
    path: 'lib/index.js',
    sha256: '90336f507074874af66f1d681d4fd7727f5946d1f37a3621d748caa3a8ae0485',
  },
  '@docusaurus/theme-classic/lib/nprogress.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/nprogress.js',
    sha256: '58b21ff3eb278f6cd3932e02e92a50108dac3a7e3f014813fefc70335eaab48f',
  },
  '@docusaurus/theme-search-algolia/lib/theme/SearchTranslations/index.js': {
    package: '@docusaurus/theme-search-algolia',
    path: 'lib/theme/SearchTranslations/index.js',
    sha256: 'f1fd2fbb665653ea47ef1cd3ac86741f8965951152786c11510739ebf4e5fd25',
  },
  '@docusaurus/theme-search-algolia/lib/client/useAlgoliaAskAi.js': {
    package: '@docusaurus/theme-search-algolia',
    path: 'lib/client/useAlgoliaAskAi.js',
    sha256: '2f18f2d16c6da8184f4f4a6da5780a21f1d8b615a16264f956300856072a54a8',
  },
  '@docusaurus/core/lib/webpack/base.js': {
    package: '@docusaurus/core',
    path: 'lib/webpack/base.js',
    sha256: 'b3c441dfc9ae516bb37243d2a502d4acf3298c0c9acd62120e644a0c067513ea',
  },
  '@docusaurus/plugin-content-docs/lib/routes.js': {
    package: '@docusaurus/plugin-content-docs',
    path: 'lib/routes.js',
    sha256: '5292463cb424aa027fbebf9c14b4f2f29bfdc557659f18e5b00df60200458a35',
  },
  '@docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/theme/DocVersionBanner/index.js',
    sha256: '28bd5c678e2c5f5285c0f585cb9de975e1ab6a2aa9ed29d2a5a2a54e3c963f06',
  },
  '@docusaurus/theme-classic/lib/theme/ContentVisibility/index.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/theme/ContentVisibility/index.js',
    sha256: '23dbc3e028ce20c8b9e56140540d963f933d67e41989639a6723687b7fd116ce',
  },
  '@docusaurus/theme-classic/lib/theme/DocItem/Footer/index.js': {
    package: '@docusaurus/theme-classic',
    path: 'lib/theme/DocItem/Footer/index.js',
    sha256: '93722eb781e3c4f8e03fa95d469f90f5bcf25f6aa7ffccd94cfad57a879ccc70',
  },
} satisfies Record<string, UpstreamFile>;

export type UpstreamFileName = keyof typeof upstreamFiles;

export const touchPoints: TouchPoint[] = [
  {
    id: 'ssr-template',
    ours: ['core/config/ssr-template.ts'],
    upstream: ['@docusaurus/core/lib/ssg/ssgTemplate.html.js', '@docusaurus/core/lib/ssg/ssgTemplate.js'],
    recheck: 'diff the new template with ours outside the ROOK lines, and the `it.*` variables it is rendered with',
    ejected: [{ours: 'core/config/ssr-template.ts', from: '@docusaurus/core/lib/ssg/ssgTemplate.html.js'}],
  },
  {
    id: 'tabs',
    ours: ['src/theme/Tabs/index.tsx', 'src/theme/Tabs/styles.module.css'],
    upstream: [
      '@docusaurus/theme-classic/src/theme/Tabs/index.tsx',
      '@docusaurus/theme-classic/src/theme/Tabs/styles.module.css',
      '@docusaurus/theme-common/lib/utils/tabsUtils.js',
    ],
    recheck: 're-eject Tabs, re-apply the ROOK line, and check the tab choice still syncs without a remount (tests/e2e/guides.spec.ts)',
    ejected: [
      {ours: 'src/theme/Tabs/index.tsx', from: '@docusaurus/theme-classic/src/theme/Tabs/index.tsx'},
      {ours: 'src/theme/Tabs/styles.module.css', from: '@docusaurus/theme-classic/src/theme/Tabs/styles.module.css'},
    ],
  },
  {
    id: 'codeblock',
    ours: ['src/theme/CodeBlock/index.tsx'],
    upstream: ['@docusaurus/theme-classic/src/theme/CodeBlock/index.tsx'],
    recheck: 're-eject CodeBlock, re-apply the ROOK line, and check both colour modes still share one palette',
    ejected: [{ours: 'src/theme/CodeBlock/index.tsx', from: '@docusaurus/theme-classic/src/theme/CodeBlock/index.tsx'}],
  },
  {
    id: 'codeblock-content',
    ours: ['src/theme/CodeBlock/Content/index.tsx', 'ui/prism/engine.client.ts', 'plugins/code-highlighting/prefetch.ts'],
    upstream: [
      '@docusaurus/theme-classic/src/theme/CodeBlock/Content/index.tsx',
      '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css',
    ],
    recheck:
      're-eject CodeBlock/Content, re-apply the ROOK lines, and check hydrated blocks keep their server HTML (no Prism on a first load, word wrap still works)',
    ejected: [{ours: 'src/theme/CodeBlock/Content/index.tsx', from: '@docusaurus/theme-classic/src/theme/CodeBlock/Content/index.tsx'}],
  },
  {
    id: 'codeblock-line',
    ours: ['src/theme/CodeBlock/Line/index.tsx'],
    upstream: ['@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js'],
    recheck: "the memoised line must compare every prop the theme's Line reads",
  },
  {
    id: 'prism-include-languages',
    ours: ['plugins/code-highlighting/index.ts'],
    upstream: ['@docusaurus/theme-classic/lib/prism-include-languages.js'],
    recheck: 'the client module we drop must still only register prism.additionalLanguages (ui/prism registers ours)',
  },
  {
    id: 'prism-react-renderer',
    ours: ['plugins/code-highlighting/index.ts', 'ui/prism/index.ts', 'ui/prism/Highlight.tsx', 'ui/prism/tokens.ts'],
    upstream: ['prism-react-renderer/dist/index.d.ts', '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js'],
    recheck: 'ui/prism must still offer every export and prop the theme uses from prism-react-renderer (tests/unit/prism.test.ts)',
  },
  {
    id: 'prismjs-grammars',
    ours: ['ui/prism/prism.ts', 'ui/prism/manual.ts'],
    upstream: ['prismjs/components/prism-core.js', 'prismjs/components.json'],
    recheck: 'Prism.manual still stops auto-highlighting, and the grammar import order still follows components.json',
  },
  {
    id: 'docsearch-button-entry',
    ours: ['plugins/search-index/index.ts', 'src/search/docSearchButton.ts'],
    upstream: [
      '@docsearch/react/dist/esm/index.js',
      '@docusaurus/theme-search-algolia/lib/index.js',
      '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js',
    ],
    recheck:
      "the theme still imports the button, hook and version by the entry names we alias and uses no other export of them; our button's markup and keys still match DocSearch's",
  },
  {
    id: 'utils-common-entry',
    ours: ['plugins/bundle-weight/index.ts', 'plugins/bundle-weight/utils-common.ts'],
    upstream: [
      '@docusaurus/utils-common/lib/index.js',
      '@docusaurus/utils-common/lib/applyTrailingSlash.js',
      '@docusaurus/utils-common/lib/stringUtils.js',
      '@docusaurus/utils-common/lib/errorUtils.js',
    ],
    recheck: "plugins/bundle-weight/utils-common.ts must export everything the package's index exports, from the files that define it",
  },
  {
    id: 'route-registry-paths',
    ours: ['plugins/bundle-weight/index.ts', 'plugins/bundle-weight/registry-loader.cjs'],
    upstream: [
      '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
      '@docusaurus/core/lib/client/exports/ComponentCreator.js',
      'react-loadable/lib/index.js',
    ],
    recheck:
      'registry.js entries must still be `[loader, modulePath, require.resolveWeak(modulePath)]`, with the path read only by react-loadable on the server',
  },
  {
    id: 'docsearch-error-order',
    ours: ['src/search/client.ts'],
    upstream: ['@docsearch/react/dist/esm/index.js'],
    recheck: "DocSearch still shows its error screen for RetryError from a .catch that autocomplete's finally resets (keepErrorScreen)",
  },
  {
    id: 'search-bar-wrapper',
    ours: ['src/theme/SearchBar/index.tsx', 'plugins/search-index/themeConfig.ts'],
    upstream: ['@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js'],
    recheck: 'the theme SearchBar still lets props override DocSearch options and builds its preconnect from appId',
  },
  {
    id: 'search-page-client',
    ours: ['src/search/liteClient.ts', 'plugins/search-index/index.ts'],
    upstream: ['@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js'],
    recheck: "the /search page still builds its client with `liteClient(appId, apiKey)` from 'algoliasearch/lite'",
  },
  {
    id: 'idle-prefetch',
    ours: ['src/client/idle-prefetch.ts', 'src/client/route-prefetch.ts'],
    upstream: [
      '@docusaurus/core/lib/client/clientEntry.js',
      '@docusaurus/core/lib/client/docusaurus.js',
      '@docusaurus/core/lib/client/prefetch.js',
      '@docusaurus/core/lib/client/exports/Link.js',
      '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    ],
    recheck:
      'window.docusaurus is still set after client modules run, Link still calls window.docusaurus.prefetch, routesChunkNames is still keyed by path and hash, and a registry entry still loads its chunks through __webpack_require__.e when its loader is called',
  },
  {
    id: 'chunk-asset-table',
    ours: ['plugins/bundle-weight/index.ts', 'plugins/bundle-weight/chunk-asset-table.ts'],
    upstream: ['@docusaurus/core/lib/webpack/client.js', '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js'],
    recheck:
      "the client config still adds ChunkAssetPlugin under that class name, and only Docusaurus's prefetch calls __webpack_require__.gca",
  },
  {
    id: 'shallow-memo-collation',
    ours: ['plugins/hydration-work/index.ts', 'plugins/hydration-work/collation-loader.cjs'],
    upstream: ['@docusaurus/theme-common/lib/utils/reactUtils.js'],
    recheck: 'useShallowMemoObject still sorts its keys with the exact statement the loader replaces, and only to make a stable list',
  },
  {
    id: 'route-scripts',
    ours: ['plugins/hydration-work/route-scripts.ts', 'core/config/ssr-template.ts'],
    upstream: [
      'react-loadable-ssr-addon-v5-slorber/lib/ReactLoadableSSRAddon.js',
      'react-loadable-ssr-addon-v5-slorber/lib/getBundles.js',
      '@docusaurus/core/lib/webpack/client.js',
      '@docusaurus/core/lib/ssg/ssgTemplate.js',
      '@docusaurus/core/lib/client/serverEntry.js',
      '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    ],
    recheck:
      'the addon still writes the client manifest while emitting, getBundles still maps reported modules through `origins` to `assets`, and the server still reports each route module by its import request',
  },
  {
    id: 'staged-entry',
    ours: ['plugins/hydration-work/staged-entry.ts', 'plugins/hydration-work/index.ts'],
    upstream: ['@docusaurus/core/lib/webpack/client.js', '@docusaurus/core/lib/client/clientEntry.js'],
    recheck:
      'the browser entry is still clientEntry.js given as one path, clientEntry still starts the app when evaluated, and what we evaluate first still has no effect when evaluated',
  },
  {
    id: 'lazy-route-components',
    ours: ['plugins/hydration-work/index.ts', 'plugins/hydration-work/lazy-component-creator.ts', 'plugins/hydration-work/lazy-route.tsx'],
    upstream: [
      '@docusaurus/core/lib/client/exports/ComponentCreator.js',
      '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
      '@docusaurus/core/lib/client/preload.js',
      '@docusaurus/core/lib/client/clientEntry.js',
      'react-loadable/lib/index.js',
    ],
    recheck:
      "routes.js still imports '@docusaurus/ComponentCreator' through Docusaurus's alias of that name, and the client reads only `component.preload` and renders the component (no preloadReady or preloadAll in the browser)",
  },
  {
    id: 'plain-route-paths',
    ours: ['plugins/hydration-work/index.ts', 'plugins/hydration-work/static-path-regexp.ts'],
    upstream: ['react-router/esm/react-router.js', 'path-to-regexp/index.js'],
    recheck:
      'React Router still compiles route paths with the default export of path-to-regexp 1.x and only calls `exec` on the result; the expression a plain path compiles to is unchanged (tests/unit/static-path-regexp.test.ts)',
  },
  {
    id: 'site-config-keys',
    ours: ['plugins/bundle-weight/index.ts', 'plugins/bundle-weight/site-config-loader.cjs'],
    upstream: ['@docusaurus/core/lib/server/codegen/codegen.js', '@docusaurus/core/lib/client/clientEntry.js'],
    recheck:
      'docusaurus.config.mjs is still `export default <JSON>;`, and no browser code (core, themes, our src) reads ssrTemplate, plugins, presets, themes, clientModules or staticDirectories from the site config',
  },
  {
    id: 'site-metadata-plugins',
    ours: ['plugins/bundle-weight/index.ts', 'plugins/bundle-weight/site-metadata-loader.cjs'],
    upstream: [
      '@docusaurus/core/lib/server/siteMetadata.js',
      '@docusaurus/core/lib/server/codegen/codegen.js',
      '@docusaurus/core/lib/client/docusaurusContext.js',
    ],
    recheck:
      'site-metadata.json is still one JSON object with docusaurusVersion and pluginVersions, and no browser code but the debug plugin reads pluginVersions',
  },
  {
    id: 'base-url-banner',
    ours: ['docusaurus.config.ts', 'plugins/bundle-weight/index.ts', 'plugins/bundle-weight/no-base-url-banner.ts'],
    upstream: ['@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js', '@docusaurus/core/lib/client/App.js'],
    recheck:
      'App.js still imports ./BaseUrlIssueBanner (the alias is that directory), and the component still renders nothing in the browser and nothing at all with baseUrlIssueBanner: false',
  },
  {
    id: 'version-docs',
    ours: [
      'plugins/bundle-weight/index.ts',
      'plugins/bundle-weight/doc-descriptions.ts',
      'plugins/bundle-weight/version-docs-loader.cjs',
      'src/theme/DocCard/index.tsx',
    ],
    upstream: [
      '@docusaurus/plugin-content-docs/lib/props.js',
      '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
      '@docusaurus/theme-classic/lib/theme/DocCard/index.js',
    ],
    recheck:
      "a version's metadata is still written to the plugin's p/ directory with docs as {id, title, description, sidebar}; useDocById (called by DocCard only, and only with a doc id) is still the only browser reader of that map; a sidebar item without `unlisted` is still visible",
  },
  {
    id: 'chunk-groups',
    ours: ['plugins/bundle-weight/index.ts', 'plugins/bundle-weight/chunk-groups-loader.cjs'],
    upstream: [
      '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
      '@docusaurus/plugin-content-docs/lib/routes.js',
      '@docusaurus/core/lib/webpack/base.js',
    ],
    recheck:
      'registry.js still imports each route module as `import(/* webpackChunkName: "<name>" */ "<module>")` with the name routesChunkNames.json uses; every docs route still nests DocsRoot, DocVersionRoot (with the version metadata and plugin data) and DocRoot, and a doc is still DocItem; Docusaurus still leaves splitChunks.cacheGroups.defaultVendors to the bundler default that ours restates',
  },
  {
    id: 'rare-theme-parts',
    ours: [
      'ui/rareThemePart.tsx',
      'src/theme/DocVersionBanner/index.tsx',
      'src/theme/ContentVisibility/index.tsx',
      'src/theme/DocItem/Footer/index.tsx',
    ],
    upstream: [
      '@docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js',
      '@docusaurus/theme-classic/lib/theme/ContentVisibility/index.js',
      '@docusaurus/theme-classic/lib/theme/DocItem/Footer/index.js',
    ],
    recheck:
      "each theme component still renders nothing unless our wrapper's condition holds: a version banner, an unlisted or draft page, a doc with tags, an edit link or a last update",
  },
  {
    id: 'server-html-blocks',
    ours: [
      'ui/ServerHtmlBlock.tsx',
      'ui/serverHtml.ts',
      'ui/staticContent.ts',
      'src/theme/MDXComponents/index.tsx',
      'plugins/openapi-reference/theme/ApiReference/ApiNav.tsx',
      'plugins/openapi-reference/theme/ApiReference/OperationPage.tsx',
      'plugins/openapi-reference/theme/ApiReference/SchemaPage.tsx',
      'plugins/openapi-reference/theme/ApiReference/WebhookPage.tsx',
    ],
    upstream: [
      '@docusaurus/theme-classic/lib/theme/MDXComponents/index.js',
      '@docusaurus/theme-classic/lib/theme/MDXComponents/A/index.js',
      '@docusaurus/theme-classic/lib/theme/MDXComponents/Code.js',
      '@docusaurus/theme-classic/lib/theme/MDXComponents/Li.js',
      '@docusaurus/theme-classic/lib/theme/MDXComponents/Img/index.js',
      '@docusaurus/theme-classic/lib/theme/MDXComponents/Ul/index.js',
      '@docusaurus/core/lib/client/exports/Link.js',
      '@docusaurus/core/lib/client/hasHydratedDataAttribute.js',
      'react-dom/cjs/react-dom-client.production.js',
    ],
    recheck:
      "the theme's a, li, img and inline code still render the same HTML in the browser as on the server, its ul still only adds a class to task lists, Link still routes exactly the site paths opened in the same tab and preloads on mouse enter and touch, data-has-hydrated still turns true only after the first commit, and React still keeps a hydrated element's dangerouslySetInnerHTML",
  },
  {
    id: 'progress-bar',
    ours: ['plugins/bundle-weight/index.ts', 'plugins/bundle-weight/progress-bar.ts'],
    upstream: ['@docusaurus/theme-classic/lib/nprogress.js', '@docusaurus/theme-classic/lib/index.js'],
    recheck:
      "theme-classic still lists './nprogress' among its client modules and that module is still only the delayed nprogress bar our progress-bar.ts reproduces",
  },
  {
    id: 'search-translations',
    ours: ['src/theme/SearchTranslations/index.ts', 'src/theme/SearchBar/index.tsx'],
    upstream: [
      '@docusaurus/theme-search-algolia/lib/theme/SearchTranslations/index.js',
      '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js',
      '@docusaurus/theme-search-algolia/lib/client/useAlgoliaAskAi.js',
      '@docsearch/react/dist/esm/index.js',
    ],
    recheck:
      "the theme still reads only button, modal and placeholder from @theme/SearchTranslations, and DocSearch's English defaults are still the theme's words except the footer's, which ours keeps",
  },
  {
    id: 'short-route-tables',
    ours: [
      'plugins/bundle-weight/index.ts',
      'plugins/bundle-weight/route-tables.cjs',
      'plugins/bundle-weight/registry-loader.cjs',
      'plugins/bundle-weight/routes-chunk-names-loader.cjs',
      'plugins/bundle-weight/routes-loader.cjs',
    ],
    upstream: [
      '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
      '@docusaurus/core/lib/client/exports/ComponentCreator.js',
      '@docusaurus/core/lib/client/clientEntry.js',
    ],
    recheck:
      "registry.js entries still start a line as `  \"name\": [`, routesChunkNames.json is keyed by `<path>-<hash>` with registry keys as values, and routes.js creates components as `ComponentCreator('<path>', '<hash>')`; in the browser, the hashes still only link the three tables (ComponentCreator, our prefetch)",
  },
  {
    id: 'theme-inline-scripts',
    ours: ['plugins/color-mode-default/index.ts', 'src/theme/AnnouncementBar/index.tsx'],
    upstream: [
      '@docusaurus/theme-classic/lib/inlineScripts.js',
      '@docusaurus/theme-classic/lib/index.js',
      '@docusaurus/theme-common/lib/contexts/announcementBar.js',
    ],
    recheck: 'the theme still sets data-theme-choice and data-announcement-bar-initially-dismissed in a pre-body script',
  },
  {
    id: 'mobile-menu-transition',
    ours: ['src/theme/Navbar/MobileSidebar/index.tsx'],
    upstream: [
      '@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/index.js',
      '@docusaurus/theme-common/lib/contexts/navbarMobileSidebar.js',
    ],
    recheck:
      'useNavbarMobileSidebar() still gives shouldRender (a narrow window) and shown (the menu is open), and the theme still draws the hidden menu as soon as shouldRender is true',
  },
  {
    id: 'coverage-tables',
    ours: ['src/components/coverage/CoverageExplorer.tsx', 'src/components/coverage/table.client.ts'],
    upstream: ['react-dom/cjs/react-dom-client.production.js', '@docusaurus/core/lib/client/clientEntry.js'],
    recheck:
      'a hydrated element with dangerouslySetInnerHTML must keep the server children, and innerHTML must be written again only for a new prop object (the explorer e2e spec)',
  },
  {
    id: 'search-extraction',
    ours: ['plugins/search-index/extract.ts'],
    upstream: ['@docusaurus/theme-common/lib/utils/ThemeClassNames.js', '@docusaurus/theme-classic/lib/theme/SearchMetadata/index.js'],
    recheck: 'the theme-doc-* class names the extractor skips and the docsearch:* meta tags it reads still exist',
  },
  {
    id: 'playwright-context-reuse',
    ours: ['playwright.config.ts', 'tests/e2e/context-reuse.spec.ts'],
    upstream: ['playwright/lib/index.js'],
    recheck:
      'reuseContext must still reset storage, the HTTP cache, routes, init scripts, viewport and colour scheme between tests, and a permissions option must still get a context of its own (tests/e2e/context-reuse.spec.ts)',
  },
];
