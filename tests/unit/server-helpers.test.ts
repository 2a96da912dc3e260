import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {canonicalPath, isPagePath} from '../../scripts/lib/canonical-path.mjs';
import {computeFingerprint, isBuildInput} from '../../scripts/lib/fingerprint.mjs';
import {listenAddress} from '../../core/config/listen-address.mjs';
import config from '../../docusaurus.config';

describe('isPagePath', () => {
  it('tells pages from files', () => {
    for (const page of ['/', '/docs/QuickStart/', '/docs/QuickStart', '/404.html', '/docs/rookscore2.0/']) {
      expect(isPagePath(page), page).toBe(true);
    }
    for (const file of ['/assets/js/main.1234abcd.js', '/img/logo.svg', '/api/rook-api.yaml', '/sitemap.xml']) {
      expect(isPagePath(file), file).toBe(false);
    }
  });
});

describe('canonicalPath', () => {
  let buildDir: string;
  beforeAll(() => {
    buildDir = mkdtempSync(path.join(tmpdir(), 'rook-build-'));
    mkdirSync(path.join(buildDir, 'docs/QuickStart'), {recursive: true});
    writeFileSync(path.join(buildDir, 'docs/QuickStart/index.html'), '<h1>QuickStart</h1>');
    writeFileSync(path.join(buildDir, 'index.html'), '<h1>Home</h1>');
  });

  it('strips /index.html', () => {
    expect(canonicalPath('/docs/QuickStart/index.html', buildDir)).toBe('/docs/QuickStart/');
    expect(canonicalPath('/index.html', buildDir)).toBe('/');
  });

  it('turns /page.html into /page/ when the page exists', () => {
    expect(canonicalPath('/docs/QuickStart.html', buildDir)).toBe('/docs/QuickStart/');
    expect(canonicalPath('/docs/Missing.html', buildDir)).toBeNull();
  });

  it('adds the trailing slash to existing pages only', () => {
    expect(canonicalPath('/docs/QuickStart', buildDir)).toBe('/docs/QuickStart/');
    expect(canonicalPath('/docs/Missing', buildDir)).toBeNull();
    expect(canonicalPath('/assets/js/main.js', buildDir)).toBeNull();
  });

  it('leaves canonical paths alone', () => {
    expect(canonicalPath('/docs/QuickStart/', buildDir)).toBeNull();
    expect(canonicalPath('/', buildDir)).toBeNull();
  });
});

describe('computeFingerprint', () => {
  function project(): string {
    const root = mkdtempSync(path.join(tmpdir(), 'rook-src-'));
    for (const dir of ['docs', 'changelog', 'tests', 'sandbox', '.sandbox-data']) mkdirSync(path.join(root, dir));
    writeFileSync(path.join(root, 'docs/a.md'), '# A');
    writeFileSync(path.join(root, 'changelog/2026-01-01-a.md'), '# Entry');
    writeFileSync(path.join(root, 'docusaurus.config.ts'), 'export default {}');
    return root;
  }

  it('is stable for the same sources and environment', () => {
    const root = project();
    expect(computeFingerprint(root, {})).toBe(computeFingerprint(root, {}));
  });

  it('changes when a source file, a changelog entry or an integration variable changes', () => {
    const root = project();
    const before = computeFingerprint(root, {});
    writeFileSync(path.join(root, 'docs/a.md'), '# A changed');
    const afterEdit = computeFingerprint(root, {});
    expect(afterEdit).not.toBe(before);
    writeFileSync(path.join(root, 'changelog/2026-01-01-a.md'), '# Entry, corrected');
    const afterEntry = computeFingerprint(root, {});
    expect(afterEntry).not.toBe(afterEdit);
    expect(computeFingerprint(root, {ALGOLIA_APP_ID: 'X'})).not.toBe(afterEntry);
  });

  it('counts a content folder added later without being told about it', () => {
    const root = project();
    const before = computeFingerprint(root, {});
    mkdirSync(path.join(root, 'guides'));
    writeFileSync(path.join(root, 'guides/new.md'), '# New');
    expect(computeFingerprint(root, {})).not.toBe(before);
  });

  it('ignores the tests, the sandbox, local state and unrelated environment variables', () => {
    const root = project();
    const before = computeFingerprint(root, {HOME: '/a'});
    writeFileSync(path.join(root, 'tests/a.test.ts'), 'test');
    writeFileSync(path.join(root, 'sandbox/app.ts'), 'app');
    writeFileSync(path.join(root, '.sandbox-data/PG_VERSION'), '17');
    expect(computeFingerprint(root, {HOME: '/b'})).toBe(before);
  });

  it('treats every folder and file the Docusaurus config reads as an input', () => {
    // Content plugins name their folders with `path` (docs, the changelog blog), the preset its sidebars and CSS.
    const named = new Set<string>((config.staticDirectories ?? ['static']).filter((dir): dir is string => Boolean(dir)));
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (['path', 'sidebarPath', 'customCss'].includes(key) && typeof inner === 'string') named.add(inner);
          else collect(inner);
        }
      }
    };
    collect(config.presets);
    collect(config.plugins);
    expect([...named]).toEqual(expect.arrayContaining(['docs', 'changelog', 'static', './sidebars.ts']));
    for (const entry of named) expect(isBuildInput(path.posix.normalize(entry)), entry).toBe(true);
    for (const code of ['core/data/dataSources.ts', 'plugins/openapi-reference/index.ts', 'openapi', 'docusaurus.config.ts']) {
      expect(isBuildInput(code), code).toBe(true);
    }
  });
});

describe('listenAddress', () => {
  const defaults = {portVariable: 'PORT', defaultPort: 3000};

  it('takes the flags first, then PORT and HOST, then the defaults', () => {
    expect(listenAddress({}, defaults, {})).toEqual({port: 3000, host: undefined});
    expect(listenAddress({}, defaults, {PORT: '8080', HOST: '127.0.0.1'})).toEqual({port: 8080, host: '127.0.0.1'});
    expect(listenAddress({port: '9000', host: '::1'}, defaults, {PORT: '8080', HOST: '127.0.0.1'})).toEqual({port: 9000, host: '::1'});
    expect(listenAddress({}, {...defaults, defaultHost: '127.0.0.1'}, {HOST: ''})).toEqual({port: 3000, host: '127.0.0.1'});
  });

  it('refuses a port that is not a whole number from 1 to 65535, naming where it came from', () => {
    expect(() => listenAddress({port: 'abc'}, defaults, {})).toThrow('invalid port "abc" (--port)');
    expect(() => listenAddress({}, defaults, {PORT: '70000'})).toThrow('invalid port "70000" (PORT)');
    expect(() => listenAddress({}, {portVariable: 'SANDBOX_PORT', defaultPort: 4010}, {SANDBOX_PORT: '0'})).toThrow('(SANDBOX_PORT)');
  });
});
