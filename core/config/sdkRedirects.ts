import {reactNativePages, sdkTopics} from '../data/sdk';

/**
 * Client-side redirects for the SDK guides, fed to
 * @docusaurus/plugin-client-redirects. Two kinds:
 * - `moved`: URLs that existed before the guides were split into one page per
 *   topic, so old links and bookmarks keep working;
 * - topic aliases: a URL that names the topic for pages whose established name
 *   is different (React Native, the Health Connect best-practices page).
 * tests/unit/sdk-redirects.test.ts checks every target exists.
 */

export interface Redirect {
  from: string;
  to: string;
}

const sdk = '/docs/rookconnect/sdk';
const flutterSources = ['apple-health', 'health-connect', 'samsung-health'] as const;

const moved: Redirect[] = [
  ...['android/health-connect', 'android/samsung-health', 'iOS/apple-health', 'capacitor', 'flutter']
    .flatMap((dir) => [
      {from: `${sdk}/${dir}/sync/`, to: `${sdk}/${dir}/automatic-sync/`},
      {from: `${sdk}/${dir}/troubleshooting/`, to: `${sdk}/${dir}/known-exceptions/`},
    ])
    .filter((r) => r.from !== `${sdk}/flutter/sync/`),
  ...flutterSources.flatMap((source) => [
    {from: `${sdk}/flutter/${source}/getting-started/`, to: `${sdk}/flutter/getting-started/`},
    {from: `${sdk}/flutter/${source}/permissions/`, to: `${sdk}/flutter/permissions/`},
    {from: `${sdk}/flutter/${source}/sync/`, to: `${sdk}/flutter/automatic-sync/`},
    {from: `/docs/category/${source}-flutter/`, to: '/docs/category/flutter/'},
  ]),
];

const aliases: Redirect[] = [
  {from: `${sdk}/android/health-connect/best-practices/`, to: `${sdk}/android/rook-sdk/best-practices/`},
  ...sdkTopics
    .filter(({slug}) => reactNativePages[slug] !== slug)
    .map(({slug}) => ({
      from: `${sdk}/reactnative/rook-sdk/${slug}/`,
      to: `${sdk}/reactnative/rook-sdk/${reactNativePages[slug]}/`,
    })),
];

export const sdkRedirects: Redirect[] = [...moved, ...aliases];
