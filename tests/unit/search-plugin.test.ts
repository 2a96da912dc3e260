import {mkdtemp, mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterEach, describe, expect, it} from 'vitest';
import * as themeSearchAlgolia from '@docusaurus/theme-search-algolia';
import searchIndex from '../../plugins/search-index';
import {algoliaThemeConfig, embeddedPlaceholders} from '../../plugins/search-index/themeConfig';
import {SearchEngine} from '../../core/search/engine';
import {MANIFEST_FILE} from '../../core/search/paths';
import {version as buttonDocSearchVersion} from '../../src/search/docSearchButton';
import {version as installedDocSearchVersion} from '@docsearch/react';

const context = {baseUrl: '/'} as LoadContext;
const algolia = {appId: 'APP123', apiKey: 'search-only-key', indexName: 'rook'};

interface JoiSchema {
  validate(value: unknown): {error?: Error; value: unknown};
}
// The theme exports its validator at runtime, but its type declarations omit it.
const {validateThemeConfig} = themeSearchAlgolia as unknown as {
  validateThemeConfig(args: {themeConfig: object; validate: (schema: JoiSchema, value: unknown) => unknown}): {
    algolia: Record<string, unknown>;
  };
};

// Joi validation as Docusaurus runs it for the theme.
function validate(themeConfig: object) {
  return validateThemeConfig({
    themeConfig,
    validate: (schema, value) => {
      const {error, value: validated} = schema.validate(value);
      if (error) throw error;
      return validated;
    },
  });
}

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, {recursive: true, force: true})));
});

async function builtSite(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'search-plugin-'));
  dirs.push(dir);
  await mkdir(path.join(dir, 'docs/guide'), {recursive: true});
  await writeFile(
    path.join(dir, 'docs/guide/index.html'),
    '<html><head><meta name="docsearch:language" content="en"></head><body><main><article><h1>Guide</h1><p>Hello webhooks.</p></article></main></body></html>',
  );
  await writeFile(path.join(dir, '404.html'), '<html><body><main><h1>Page Not Found</h1></main></body></html>');
  return dir;
}

describe('theme config', () => {
  it('passes the theme’s validation with placeholders and with real keys', () => {
    expect(validate({algolia: algoliaThemeConfig(null)}).algolia).toMatchObject({
      ...embeddedPlaceholders,
      contextualSearch: true,
      searchParameters: {hitsPerPage: 20},
    });
    expect(validate({algolia: algoliaThemeConfig(algolia)}).algolia).toMatchObject(algolia);
  });

  it('uses a placeholder app id that cannot form a valid Algolia host', () => {
    expect(() => new URL(`https://${embeddedPlaceholders.appId}-dsn.algolia.net`)).toThrow();
  });
});

describe('search-index plugin', () => {
  it('without Algolia: aliases algoliasearch/lite and writes the hashed index and the manifest, which carries the first part', async () => {
    const plugin = searchIndex(null)(context);
    const webpack = plugin.configureWebpack!({} as never, false, {} as never, {} as never) as {
      resolve: {alias: Record<string, string>};
    };
    expect(webpack.resolve.alias['algoliasearch/lite$']).toMatch(/src\/search\/liteClient\.ts$/);

    const outDir = await builtSite();
    await plugin.postBuild!({outDir} as never);
    const manifest = JSON.parse(await readFile(path.join(outDir, MANIFEST_FILE), 'utf8'));
    expect(manifest.index).toMatch(/^index\.[0-9a-f]{12}\.json$/);
    expect(manifest.records).toBe(2);
    const payload = JSON.parse(await readFile(path.join(outDir, 'assets/search', manifest.index), 'utf8'));
    expect(payload.pages).toEqual([['/docs/guide/', 'Docs', 'Guide', 'en', 'default']]);
    // The manifest carries the first part: the page's title record, without its paragraph.
    expect(manifest.first).toEqual({version: 1, pages: payload.pages, records: [payload.records[0]]});
    // …and that part's search index, built here, which an engine over the first part loads.
    const options = {origin: 'https://docs.example', indexName: 'rook'};
    const loaded = SearchEngine.fromPayload(manifest.first, options, manifest.firstIndex).search({query: 'guide'});
    const built = SearchEngine.fromPayload(manifest.first, options).search({query: 'guide'});
    expect({...loaded, processingTimeMS: 0}).toEqual({...built, processingTimeMS: 0});
    expect(loaded.nbHits).toBe(1);
    expect(payload.records[1][1]).toBe('content');
    expect((await readdir(path.join(outDir, 'assets/search'))).sort()).toEqual([manifest.index, 'manifest.json']);
  });

  it("the button module reports the installed DocSearch's version", () => {
    expect(buttonDocSearchVersion).toBe(installedDocSearchVersion);
  });

  it("either way: DocSearch's eager imports come from our button module, never the UMD build", () => {
    for (const settings of [null, algolia]) {
      const {resolve} = searchIndex(settings)(context).configureWebpack!({} as never, false, {} as never, {} as never) as {
        resolve: {alias: Record<string, string>};
      };
      for (const entry of ['button', 'useDocSearchKeyboardEvents', 'version']) {
        expect(resolve.alias[`@docsearch/react/${entry}`]).toMatch(/src\/search\/docSearchButton\.ts$/);
      }
      expect(Object.values(resolve.alias).join(' ')).not.toMatch(/umd/);
    }
  });

  it('with Algolia: no search-client alias and no index', async () => {
    const plugin = searchIndex(algolia)(context);
    const webpack = plugin.configureWebpack!({} as never, false, {} as never, {} as never) as {
      resolve: {alias: Record<string, string>};
    };
    expect(webpack.resolve.alias).not.toHaveProperty('algoliasearch/lite$');
    const outDir = await builtSite();
    await plugin.postBuild!({outDir} as never);
    expect(await readdir(outDir)).not.toContain('assets');
  });
});
