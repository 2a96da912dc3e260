import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {canonicalPath, isPagePath} from '../../scripts/lib/canonical-path.mjs';
import {computeFingerprint} from '../../scripts/lib/fingerprint.mjs';

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
    mkdirSync(path.join(root, 'docs'));
    writeFileSync(path.join(root, 'docs/a.md'), '# A');
    writeFileSync(path.join(root, 'docusaurus.config.ts'), 'export default {}');
    return root;
  }

  it('is stable for the same sources and environment', () => {
    const root = project();
    expect(computeFingerprint(root, {})).toBe(computeFingerprint(root, {}));
  });

  it('changes when a source file or an integration variable changes', () => {
    const root = project();
    const before = computeFingerprint(root, {});
    writeFileSync(path.join(root, 'docs/a.md'), '# A changed');
    const afterEdit = computeFingerprint(root, {});
    expect(afterEdit).not.toBe(before);
    expect(computeFingerprint(root, {ALGOLIA_APP_ID: 'X'})).not.toBe(afterEdit);
  });

  it('ignores unrelated environment variables', () => {
    const root = project();
    expect(computeFingerprint(root, {HOME: '/a'})).toBe(computeFingerprint(root, {HOME: '/b'}));
  });
});
