import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import bundleWeight from '../../plugins/bundle-weight';
import {withoutChunkAssetTable} from '../../plugins/bundle-weight/chunk-asset-table';

const require = createRequire(import.meta.url);
const registryLoader = require('../../plugins/bundle-weight/registry-loader.cjs') as (source: string) => string;

// Two entries as Docusaurus writes them in .docusaurus/registry.js.
const registry = `export default {
  "004829a8": [() => import(/* webpackChunkName: "004829a8" */ "@site/docs/webhooks/recover.mdx"), "@site/docs/webhooks/recover.mdx", require.resolveWeak("@site/docs/webhooks/recover.mdx")],
  "00fe7b42": [() => import(/* webpackChunkName: "00fe7b42" */ "/site/.docusaurus/a \\"b\\".json"), "/site/.docusaurus/a \\"b\\".json", require.resolveWeak("/site/.docusaurus/a \\"b\\".json")],};
`;

describe('bundle-weight plugin', () => {
  it('empties the module paths of the route registry and keeps its loaders and module ids', () => {
    const out = registryLoader(registry);
    expect(out).toContain(
      '[() => import(/* webpackChunkName: "004829a8" */ "@site/docs/webhooks/recover.mdx"), "", require.resolveWeak("@site/docs/webhooks/recover.mdx")]',
    );
    expect(out.match(/, "", require\.resolveWeak\(/g)).toHaveLength(2);
  });

  it('fails on a registry whose entries no longer have the expected shape', () => {
    expect(() => registryLoader(registry.replace(/, "@site[^"]*", require/, ', {path: 1}, require'))).toThrow(/1 of 2/);
  });

  it('changes the browser bundle only', () => {
    const plugin = bundleWeight({generatedFilesDir: '/site/.docusaurus'} as LoadContext);
    const configure = (isServer: boolean) => plugin.configureWebpack!({} as never, isServer, {} as never, {} as never);
    expect(configure(true)).toEqual({});
    const client = configure(false) as {module: {rules: Array<{resource: string}>}; resolve: {alias: Record<string, string>}};
    expect(client.module.rules[0]!.resource).toBe(path.join('/site/.docusaurus', 'registry.js'));
    expect(client.resolve.alias['@docusaurus/utils-common$']).toMatch(/plugins\/bundle-weight\/utils-common\.ts$/);
  });
});

describe('chunk asset table', () => {
  it("takes Docusaurus's chunk asset table out of the browser build, and fails when it is not there", () => {
    class ChunkAssetPlugin {
      apply() {}
    }
    class Other {
      apply() {}
    }
    const config = {plugins: [new Other(), new ChunkAssetPlugin()]};
    withoutChunkAssetTable(config);
    expect(config.plugins.map((plugin) => plugin.constructor.name)).toEqual(['Other']);
    expect(() => withoutChunkAssetTable(config)).toThrow(/UPGRADING\.md/);
  });
});
