import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import hydrationWork from '../../plugins/hydration-work';
import {addRouteOrigins, RouteScriptsPlugin} from '../../plugins/hydration-work/route-scripts';

const require = createRequire(import.meta.url);
const collationLoader = require('../../plugins/hydration-work/collation-loader.cjs') as (source: string) => string;
// The package's exports map hides lib/utils; its entry point sits beside it.
const reactUtilsPath = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');
const reactUtils = readFileSync(reactUtilsPath, 'utf8');

describe('hydration-work plugin', () => {
  it("sorts useShallowMemoObject's keys without localeCompare, in the installed theme-common", () => {
    const out = collationLoader(reactUtils);
    expect(out).not.toContain('localeCompare');
    expect(out).toContain('deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));');
    expect(out.length - reactUtils.length).toBeLessThan(40);
  });

  it('fails the build when the hook no longer sorts as expected', () => {
    expect(() => collationLoader(reactUtils.replace('a[0].localeCompare(b[0])', 'compare(a, b)'))).toThrow(/UPGRADING\.md/);
  });

  it('changes the browser bundle only, and its entry, rule and aliases point at files that exist', () => {
    const plugin = hydrationWork({generatedFilesDir: '/site/.docusaurus'} as LoadContext);
    const docusaurusEntry = require.resolve('@docusaurus/core/lib/client/clientEntry.js');
    const configure = (isServer: boolean, config = {entry: docusaurusEntry}) =>
      [plugin.configureWebpack!(config as never, isServer, {} as never, {} as never), config] as const;
    const [server, serverConfig] = configure(true);
    expect(server).toEqual({});
    expect(serverConfig.entry).toBe(docusaurusEntry);
    const [client, clientConfig] = configure(false);
    const {module, resolve, plugins} = client as {
      module: {rules: Array<{test: RegExp}>};
      resolve: {alias: Record<string, string>};
      plugins: unknown[];
    };
    expect(existsSync(clientConfig.entry)).toBe(true);
    expect(readFileSync(clientConfig.entry, 'utf8')).toContain("'@docusaurus/core/lib/client/clientEntry.js'");
    expect(module.rules[0]!.test.test(reactUtilsPath)).toBe(true);
    expect(Object.keys(resolve.alias).sort()).toEqual(['@docusaurus/ComponentCreator', 'path-to-regexp$']);
    for (const file of Object.values(resolve.alias)) expect(existsSync(file), file).toBe(true);
    expect(plugins).toEqual([expect.any(RouteScriptsPlugin)]);
  });

  it("fails the build when the browser entry is no longer Docusaurus's", () => {
    const plugin = hydrationWork({generatedFilesDir: '/site/.docusaurus'} as LoadContext);
    expect(() => plugin.configureWebpack!({entry: {main: 'x.js'}} as never, false, {} as never, {} as never)).toThrow(
      /UPGRADING\.md \(staged-entry\)/,
    );
  });

  it('keys each lazily loaded chunk group by the import requests that open it, beside the manifest’s own keys', () => {
    const manifest = {entrypoints: ['main'], origins: {main: [1, 2]}, assets: {}};
    const group = (initial: boolean, ids: (number | null)[], requests: (string | undefined)[]) => ({
      isInitial: () => initial,
      chunks: ids.map((id) => ({id})),
      origins: requests.map((request) => ({request})),
    });
    const added = addRouteOrigins(manifest, [
      group(true, [1, 2], ['./entry.js']),
      group(false, [10, 11], ['@site/docs/a.mdx']),
      group(false, [11, 12, null], ['@site/docs/a.mdx', undefined]),
      group(false, [20], ['@theme/DocItem']),
    ]);
    expect(added).toBe(3);
    expect(manifest.origins).toEqual({main: [1, 2], '@site/docs/a.mdx': [10, 11, 12], '@theme/DocItem': [20]});
  });
});
