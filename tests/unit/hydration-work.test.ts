import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import hydrationWork from '../../plugins/hydration-work';

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

  it('changes the browser bundle only, and its rule and aliases point at files that exist', () => {
    const plugin = hydrationWork();
    const configure = (isServer: boolean) => plugin.configureWebpack!({} as never, isServer, {} as never, {} as never);
    expect(configure(true)).toEqual({});
    const client = configure(false) as {module: {rules: Array<{test: RegExp}>}; resolve: {alias: Record<string, string>}};
    expect(client.module.rules[0]!.test.test(reactUtilsPath)).toBe(true);
    expect(Object.keys(client.resolve.alias).sort()).toEqual(['@docusaurus/ComponentCreator', 'path-to-regexp$']);
    for (const file of Object.values(client.resolve.alias)) expect(existsSync(file), file).toBe(true);
  });
});
