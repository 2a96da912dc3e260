import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {installablePackages, quotedUnion, sdk, sdkTopics, sdkVersions} from '../../core/data/sdk';
import {languageGroupId, languages, platformGroupId} from '../../core/data/codeTabs';
import {sdkItems} from '../../sidebars/sdk';
import {sdkSamples} from './support/sdkSamples';

const root = path.resolve(__dirname, '../..');
const sdkDocs = path.join(root, 'docs/rookconnect/sdk');
const semver = /^\d+\.\d+\.\d+$/;

/** A package coordinate written with a version: artifact:1.2.3, package@1.2.3, package: ^1.2.3, pod 'X', '1.2.3'. */
function pinnedCoordinate(name: string): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}(?::|@|: \\^|', '~?>? ?)\\d+\\.\\d+`);
}

/** Every object in the module that has a `version` field, with its path. */
function versioned(node: unknown, at = 'sdk'): Array<[string, string]> {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [];
  const own: Array<[string, string]> = 'version' in node ? [[at, String((node as {version: unknown}).version)]] : [];
  return [...own, ...Object.entries(node).flatMap(([key, value]) => (key === 'version' ? [] : versioned(value, `${at}.${key}`)))];
}

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

describe('core/data/sdk.ts', () => {
  it('gives every package a semantic version', () => {
    const versions = versioned(sdk);
    expect(versions.length).toBeGreaterThanOrEqual(10);
    for (const [where, version] of versions) expect(version, where).toMatch(semver);
  });

  it('has sane Android SDK levels', () => {
    const android = [
      sdk.android.healthConnect,
      sdk.android.samsungHealth,
      sdk.android.apiSources,
      sdk.flutter.healthConnect,
      sdk.flutter.samsungHealth,
      sdk.reactNative,
      sdk.capacitor,
    ];
    for (const pkg of android) {
      expect(Number.isInteger(pkg.minSdk)).toBe(true);
      expect(pkg.minSdk).toBeGreaterThanOrEqual(21);
      expect(pkg.targetSdk).toBeGreaterThanOrEqual(pkg.minSdk);
    }
    // Samsung Health needs Android 10 (API 29).
    expect(sdk.android.samsungHealth.minSdk).toBe(29);
  });

  it('has iOS minimums in major.minor form', () => {
    for (const v of [sdk.ios.appleHealth.minIos, sdk.flutter.appleHealth.minIos, sdk.reactNative.minIos, sdk.capacitor.minIos]) {
      expect(v).toMatch(/^\d+\.\d+$/);
    }
  });

  it('names both environments for every platform', () => {
    for (const env of [
      sdk.android.healthConnect.environments,
      sdk.android.samsungHealth.environments,
      sdk.android.apiSources.environments,
      sdk.ios.appleHealth.environments,
      sdk.flutter.environments,
      sdk.reactNative.environments,
      sdk.capacitor.environments,
    ]) {
      expect(env.sandbox.toLowerCase()).toContain('sandbox');
      expect(env.production.toLowerCase()).toContain('production');
    }
  });

  it('lists the three summary types and the install snippets point at real versions', () => {
    expect([...sdk.shared.summaryTypes]).toEqual(['sleep', 'physical', 'body']);
    for (const [key, pkg] of Object.entries(installablePackages)) expect(pkg.version, key).toMatch(semver);
  });

  it('keeps one list of code tab values and separate language and platform groups', () => {
    expect(languages.map((t) => t.value)).toEqual(['curl', 'javascript', 'typescript', 'python', 'kotlin', 'swift', 'dart']);
    expect([languageGroupId, platformGroupId]).toEqual(['code-language', 'sdk-platform']);
  });
});

describe('SDK guides use the data module', () => {
  const files = mdxFiles(sdkDocs);
  const current = versioned(sdk).map(([, v]) => v);
  const coordinates = Object.values(installablePackages).map((p) => p.name);

  it('never hard-code a package coordinate with a version', () => {
    const offenders: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const name of coordinates) {
        if (pinnedCoordinate(name).test(text)) offenders.push(`${path.relative(root, file)}: ${name}`);
      }
    }
    expect(offenders, offenders.join('\n')).toEqual([]);
  });

  it('never type a current version inside a code block or after the word "version"', () => {
    const offenders: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const fences = [...text.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]!);
      for (const version of new Set(current)) {
        const escaped = version.replace(/\./g, '\\.');
        if (fences.some((code) => new RegExp(`\\b${escaped}\\b`).test(code))) {
          offenders.push(`${path.relative(root, file)}: ${version} in a code block`);
        }
        if (new RegExp(`\\bversion ${escaped}\\b`, 'i').test(text)) {
          offenders.push(`${path.relative(root, file)}: "version ${version}" in prose`);
        }
      }
      // SDK levels in build files come from the module as well.
      if (fences.some((code) => /\bminSdk(?:Version)?\s*=?\s*\d/.test(code))) {
        offenders.push(`${path.relative(root, file)}: minSdk typed in a code block`);
      }
    }
    expect(offenders, offenders.join('\n')).toEqual([]);
  });

  it('never put a data expression where MDX shows it as text', () => {
    // Inside `inline code` or a fenced block, {sdk.x} is printed literally instead of evaluated.
    const offenders: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const fences = [...text.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]!);
      const outside = text.replace(/```[^\n]*\n[\s\S]*?```/g, '');
      // Code spans pair up left to right, so the captured text is the inside of one span.
      const spans = [...outside.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
      if (spans.some((code) => code.includes('{sdk.')) || fences.some((code) => code.includes('{sdk.'))) {
        offenders.push(path.relative(root, file));
      }
    }
    expect(offenders, offenders.join('\n')).toEqual([]);
  });

  it('show SDK versions through <SdkVersion>, which shows their confidence', () => {
    const offenders = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return Object.keys(sdkVersions)
        .filter((key) => text.includes(`{sdk.${key}.version}`))
        .map((key) => `${path.relative(root, file)}: {sdk.${key}.version}`);
    });
    expect(offenders, offenders.join('\n')).toEqual([]);
  });

  it('the grep catches a hard-coded version in every form it names, and not the coordinate alone', () => {
    const artifact = sdk.android.healthConnect.artifact;
    expect(pinnedCoordinate(artifact).test(`implementation("${artifact}:4.1.0")`)).toBe(true);
    expect(pinnedCoordinate('rook-sdk').test('"rook-sdk@1.2.3"')).toBe(true);
    expect(pinnedCoordinate('rook_sdk').test('rook_sdk: ^1.2.3')).toBe(true);
    expect(pinnedCoordinate('RookSDK').test("pod 'RookSDK', '~> 1.2.3'")).toBe(true);
    expect(pinnedCoordinate(artifact).test(`implementation("${artifact}:$rookSdkVersion")`)).toBe(false);
  });
});

type Item = string | {type: string; label?: string; link?: {slug?: string}; items?: Item[]};

function walk(items: readonly Item[]): {slugs: string[]; docs: string[]} {
  const slugs: string[] = [];
  const docs: string[] = [];
  for (const item of items) {
    if (typeof item === 'string') docs.push(item);
    else {
      if (item.link?.slug) slugs.push(item.link.slug);
      const inner = walk(item.items ?? []);
      slugs.push(...inner.slugs);
      docs.push(...inner.docs);
    }
  }
  return {slugs, docs};
}

describe('sidebars/sdk.ts', () => {
  const {slugs, docs} = walk(sdkItems as readonly Item[]);

  it('has a category page for every SDK category slug the site promises, each used once', () => {
    const required = [
      'android',
      'apple-health',
      'capacitor-api-reference',
      'capacitor-ionic',
      'flutter',
      'fundamentals',
      'health-connect',
      'individual-kit-sdk',
      'ios',
      'migrations',
      'react-native',
      'rook-sdk-api-reference',
      'samsung-health',
      'sdks',
    ];
    for (const slug of required) expect(slugs).toContain(`/category/${slug}`);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('points every item at an existing doc, and every SDK doc is in the sidebar', () => {
    for (const id of docs) {
      const found = ['.mdx', '.md'].some((ext) => existsSync(path.join(root, 'docs', `${id}${ext}`)));
      expect(found, `missing doc for sidebar id ${id}`).toBe(true);
    }
    const onDisk = mdxFiles(sdkDocs).map((f) => path.relative(path.join(root, 'docs'), f).replace(/\.mdx?$/, ''));
    expect(onDisk.filter((id) => !docs.includes(id))).toEqual([]);
  });
});

describe('shared value lists', () => {
  it('are non-empty and free of duplicates', () => {
    const lists = {
      healthConnectAvailability: sdk.shared.healthConnectAvailability,
      backgroundReadStatus: sdk.shared.backgroundReadStatus,
      samsungHealthAvailability: sdk.shared.samsungHealthAvailability,
      samsungHealthPermissions: sdk.shared.samsungHealthPermissions,
      iosEventTypes: sdk.ios.appleHealth.eventTypes,
      capacitorEventTypes: sdk.capacitor.eventTypes,
      reactNativeSharedEvents: sdk.reactNative.sharedEvents,
    };
    for (const [name, list] of Object.entries(lists)) {
      expect(list.length, name).toBeGreaterThan(0);
      expect(new Set(list).size, `${name} has duplicates`).toBe(list.length);
    }
  });

  it('quotedUnion renders a TypeScript union and refuses an empty list', () => {
    expect(quotedUnion(['a', 'b'])).toBe("'a' | 'b'");
    expect(() => quotedUnion([])).toThrow(/empty/);
  });
});

describe('SDK topic pages', () => {
  const topicSlugs = sdkTopics.map((t) => t.slug);

  it('are listed in the order of sdkTopics in every platform category', () => {
    const categories = (function collect(items: readonly Item[]): Array<{label?: string; items?: Item[]}> {
      return items.flatMap((i) => (typeof i === 'string' ? [] : [i, ...collect(i.items ?? [])]));
    })(sdkItems as readonly Item[]);
    const topicLists = categories
      .map((c) => (c.items ?? []).filter((i): i is string => typeof i === 'string'))
      .filter((ids) => ids.length >= topicSlugs.length && ids.some((id) => id.endsWith('/getting-started')));
    expect(topicLists.length).toBe(5); // Health Connect, Samsung Health, Apple Health, Flutter, Capacitor
    for (const ids of topicLists) {
      const topics = ids.map((id) => id.split('/').pop()).filter((t) => topicSlugs.includes(t as never));
      expect(topics).toEqual(topicSlugs);
    }
  });

  it('keep MDX imports out of code samples', () => {
    const leaked = sdkSamples().filter((sample) => sample.code.includes("from '@site/"));
    expect(leaked.map((s) => `${s.file}:${s.line}`)).toEqual([]);
  });

  it('are never near-empty', () => {
    const thin = mdxFiles(sdkDocs).filter((file) => {
      const body = readFileSync(file, 'utf8')
        .replace(/^---[\s\S]*?---/, '')
        .replace(/^import .*$/gm, '');
      const generated = /<(SdkHistory|ExceptionTable|MobileSetup)\b/.test(body);
      // Each topic page has at least steps, a sample or table, and what to do when it fails.
      return !generated && body.trim().length < 700;
    });
    expect(thin.map((f) => path.relative(root, f))).toEqual([]);
  });
});
