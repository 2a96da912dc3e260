import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import * as plist from 'plist';
import ts from 'typescript';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Parser} from 'web-tree-sitter';
import {
  allGuideLinks,
  guideSnippets,
  manifestEntries,
  plistDocument,
  samsungPermissionsLeftOut,
  setupDataTypes,
  setupPlatforms,
  setupSources,
  type SetupPlatform,
  type SetupSource,
} from '../../core/data/mobileSetup';
import {
  defaultChoice,
  generateSetup,
  marksOf,
  sharedMark,
  type SetupChoice,
  type SetupFile,
  type SetupOutput,
} from '../../core/data/mobileSetupGenerator';
import {unconfirmedNames} from '../../core/data/sdkUnconfirmed';
import {sdk} from '../../core/data/sdk';
import {kotlinErrors} from './support/kotlin';
import {mdxFiles, sdkSamples} from './support/sdkSamples';
import {loadParser, parseErrors} from './support/treeSitter';

/**
 * The mobile setup generator (/docs/rookconnect/sdk/setup/): for every
 * platform its output is complete for the choice and well-formed (manifests
 * and plists parse, Kotlin compiles against the SDK stub as the guides'
 * samples do, Swift and Dart parse with the grammars the guides' samples use),
 * it warns about what the choice does not need or cannot use, its links
 * resolve, and the SDK guides show the same entries.
 */

const root = path.resolve(__dirname, '../..');
const platforms = Object.keys(setupPlatforms) as SetupPlatform[];
const allSources = Object.keys(setupSources) as SetupSource[];
const allTypes = setupDataTypes.map((t) => t.id);

const everything = (platform: SetupPlatform, extra: Partial<SetupChoice> = {}): SetupOutput =>
  generateSetup({...defaultChoice, platform, sources: allSources, types: allTypes, writesNutrition: true, ...extra});

/** Outputs covering each platform with every source, the default types, and without background sync. */
const outputs = platforms.flatMap((platform) => [
  everything(platform),
  everything(platform, {types: defaultChoice.types, backgroundSync: false, writesNutrition: false}),
  generateSetup({...defaultChoice, platform}),
]);
const filesOf = (kind: SetupFile['kind']) => outputs.flatMap((o) => o.files.filter((f) => f.kind === kind));
const file = (output: SetupOutput, suffix: string) => output.files.find((f) => f.path.endsWith(suffix));
/** A heading's id as Docusaurus makes it (github-slugger: lower case, punctuation dropped, spaces to hyphens). */
const headingId = (text: string) =>
  text
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the default choice (Android native, Health Connect, default types)', () => {
  const output = generateSetup(defaultChoice);
  const manifest = file(output, 'AndroidManifest.xml')!.code;

  it('adds the rationale activity and the Android 14 alias, and removes only permissions no chosen type needs', () => {
    expect(manifest).toContain('androidx.health.ACTION_SHOW_PERMISSIONS_RATIONALE');
    expect(manifest).toContain('android.intent.action.VIEW_PERMISSION_USAGE');
    expect(manifest).toContain('android.intent.category.HEALTH_PERMISSIONS');
    expect(manifest).toMatch(/READ_MENSTRUATION" tools:node="remove"/);
    expect(manifest).not.toMatch(/READ_STEPS" tools:node="remove"/);
    expect(output.warnings.some((w) => w.text.includes('READ_MENSTRUATION') && w.mark)).toBe(true);
  });

  it('lists the chosen types’ Health Connect permissions and the background ones as declared by the SDK, marked unconfirmed', () => {
    const declared = output.declaredBySdk.map((d) => d.name);
    expect(declared).toEqual(expect.arrayContaining(['android.permission.health.READ_STEPS', 'android.permission.health.READ_SLEEP']));
    expect(declared).toContain('android.permission.health.READ_HEALTH_DATA_IN_BACKGROUND');
    expect(declared).toEqual(expect.arrayContaining(['android.permission.FOREGROUND_SERVICE', 'android.permission.POST_NOTIFICATIONS']));
    expect(declared).not.toContain('android.permission.ACTIVITY_RECOGNITION');
    expect(output.declaredBySdk.every((d) => d.mark === 'merged-manifest permissions')).toBe(true);
  });

  it('builds with rook-sdk at the version of sdk.ts, and asks for the Play Console declaration', () => {
    const gradle = file(output, 'build.gradle.kts')!.code;
    expect(gradle).toContain(`implementation("${sdk.android.healthConnect.artifact}:${sdk.android.healthConnect.version}")`);
    expect(gradle).toContain(`minSdk = ${sdk.android.healthConnect.minSdk}`);
    expect(output.files.map((f) => f.path)).not.toContain('app/src/main/java/com/example/app/rook/SamsungPermissions.kt');
    expect(output.reviewer.map((r) => r.store)).toEqual(['Google Play']);
  });
});

describe('each platform', () => {
  it('Android native with Samsung Health: Samsung’s .aar, Gson, parcelize, minSdk 29 and the permission set in Kotlin', () => {
    const output = generateSetup({...defaultChoice, sources: ['samsung-health']});
    const gradle = file(output, 'build.gradle.kts')!.code;
    expect(gradle).toContain(sdk.android.samsungHealth.samsungDataApiAar);
    expect(gradle).toContain(sdk.android.samsungHealth.gson.artifact);
    expect(gradle).toContain('org.jetbrains.kotlin.plugin.parcelize');
    expect(gradle).toContain(`minSdk = ${sdk.android.samsungHealth.minSdk}`);
    expect(file(output, 'SamsungPermissions.kt')!.code).toContain('SamsungHealthPermission.SLEEP');
    // No Health Connect: no rationale activity, and Samsung permissions are never manifest entries.
    const manifest = file(output, 'AndroidManifest.xml')!.code;
    expect(manifest).not.toContain('ACTION_SHOW_PERMISSIONS_RATIONALE');
    expect(manifest).toContain('io.tryrook.samsung.sync.notification.ICON');
    expect(output.reviewer.find((r) => r.store === 'Samsung Health')!.text).toContain(
      'ACTIVITY_SUMMARY, EXERCISE, FLOORS_CLIMBED, HEART_RATE, SLEEP, STEPS',
    );
  });

  it('iOS: Info.plist, the HealthKit entitlements, SPM and CocoaPods lines, setBackListeners; Android sources are left out with a warning', () => {
    const output = everything('ios');
    expect(output.sources).toEqual(['apple-health']);
    for (const label of ['Health Connect', 'Samsung Health', 'Android step counter (phone sensor)'])
      expect(output.warnings.map((w) => w.text)).toContain(`${label} is not available on iOS (Swift), so it is left out.`);
    expect(output.files.some((f) => f.kind === 'manifest')).toBe(false);
    expect(file(output, 'Info.plist')!.code).toContain('NSHealthUpdateUsageDescription');
    expect(file(output, 'YourApp.entitlements')!.code).toContain('com.apple.developer.healthkit.background-delivery');
    expect(file(output, 'Package.swift')!.code).toContain(sdk.ios.appleHealth.spmUrl);
    expect(file(output, 'Podfile')!.code).toContain(`pod '${sdk.ios.appleHealth.pod}', '~> ${sdk.ios.appleHealth.version}'`);
    expect(file(output, 'AppDelegate.swift')!.code).toContain('RookBackGroundSync.shared.setBackListeners()');
    expect(output.reviewer.map((r) => r.store)).toEqual(['App Store']);
  });

  it('Flutter: pubspec lines per source, Dart camel-case Samsung set, protobuf keep rule, Podfile platform', () => {
    const output = everything('flutter');
    const pubspec = file(output, 'pubspec.yaml')!.code;
    for (const p of [sdk.flutter.core, sdk.flutter.healthConnect, sdk.flutter.samsungHealth, sdk.flutter.appleHealth])
      expect(pubspec).toContain(`${p.package}: ^${p.version}`);
    expect(file(output, 'samsung_permissions.dart')!.code).toContain('SamsungHealthPermission.activitySummary');
    expect(file(output, 'proguard-rules.pro')!.code).toContain('com.google.protobuf.GeneratedMessageLite');
    expect(file(output, 'ios/Podfile')!.code).toBe(`platform :ios, '${sdk.flutter.appleHealth.minIos}'`);
    expect(file(output, 'AppDelegate.swift')).toBeUndefined();
  });

  it('React Native: the Samsung .aar even for Health Connect only, both step-notification key sets, package.json', () => {
    const output = generateSetup({...defaultChoice, platform: 'react-native', sources: ['health-connect', 'android']});
    expect(file(output, 'android/app/build.gradle')!.code).toContain(sdk.android.samsungHealth.samsungDataApiAar);
    expect(file(output, 'android/app/build.gradle')!.code).toContain(`compileSdkExtension ${sdk.reactNative.compileSdkExtension}`);
    const manifest = file(output, 'AndroidManifest.xml')!;
    expect(manifest.code).toContain('io.tryrook.service.notification.STEPS_ICON');
    expect(manifest.code).toContain('io.tryrook.service.notification.SYNC_ICON');
    expect(manifest.items.find((i) => i.name.includes('SYNC_ICON'))!.mark).toBe('SYNC_* notification keys');
    expect(JSON.parse(file(output, 'package.json')!.code)).toEqual({dependencies: {[sdk.reactNative.package]: sdk.reactNative.version}});
  });

  it('Capacitor: the .aar and Gson even for Health Connect only, and package.json', () => {
    const output = generateSetup({...defaultChoice, platform: 'capacitor'});
    const gradle = file(output, 'android/app/build.gradle')!.code;
    expect(gradle).toContain(sdk.android.samsungHealth.samsungDataApiAar);
    expect(gradle).toContain(`${sdk.android.samsungHealth.gson.artifact}:${sdk.android.samsungHealth.gson.version}`);
    expect(JSON.parse(file(output, 'package.json')!.code)).toEqual({dependencies: {[sdk.capacitor.package]: sdk.capacitor.version}});
    expect(output.steps.map((s) => s.text)).toContain('Run npx cap sync after changing native configuration.');
  });
});

describe('warnings about what the choice does not need', () => {
  it('without background sync: background read removed, no Background Delivery, no run-time Android permissions', () => {
    const output = everything('flutter', {sources: ['health-connect', 'apple-health'], backgroundSync: false});
    expect(file(output, 'AndroidManifest.xml')!.code).toMatch(/READ_HEALTH_DATA_IN_BACKGROUND" tools:node="remove"/);
    expect(file(output, 'Runner.entitlements')!.code).not.toContain('background-delivery');
    expect(file(output, 'Info.plist')!.code).not.toContain('UIBackgroundModes');
    expect(output.declaredBySdk.some((d) => d.name.includes('FOREGROUND_SERVICE'))).toBe(false);
    expect(output.warnings.some((w) => w.text.includes('do not request them'))).toBe(true);
  });

  it('a type a source has no permission for, no type, no usable source', () => {
    const output = generateSetup({...defaultChoice, sources: ['health-connect', 'samsung-health'], types: ['menstruation', 'sleep-apnea']});
    const texts = output.warnings.map((w) => w.text);
    expect(texts).toContain('Health Connect has no permission for sleep apnea (samsung health): it cannot provide it.');
    expect(texts).toContain('Samsung Health has no permission for menstrual cycle: it cannot provide it.');
    expect(generateSetup({...defaultChoice, types: []}).warnings.map((w) => w.text)).toContain('Choose at least one data type.');
    expect(generateSetup({...defaultChoice, platform: 'ios', sources: ['samsung-health']}).files).toEqual([]);
  });

  it('only Info.plist asks for write access, and only when the app writes nutrition', () => {
    expect(file(generateSetup({...defaultChoice, platform: 'ios', sources: ['apple-health']}), 'Info.plist')!.code).not.toContain(
      'NSHealthUpdateUsageDescription',
    );
  });
});

describe('what ROOK has not published is said once per mark, and the marked entries carry the mark alone', () => {
  it('every output has one note per mark it uses, in page order, saying what ROOK published and where to check', () => {
    for (const output of outputs) {
      expect(output.notes.map((n) => n.name)).toEqual([...new Set(marksOf(output))]);
      for (const note of output.notes) {
        expect(note.text.startsWith(unconfirmedNames[note.name].why), note.name).toBe(true);
        expect(note.text, note.name).toMatch(/ Check .+ before you rely on (it|them)\.$/);
      }
    }
  });

  it('the default choice: one note on the merged-manifest permissions for the warning, the removal entry and the whole declared list', () => {
    const output = generateSetup(defaultChoice);
    expect(output.notes).toEqual([
      {
        name: 'merged-manifest permissions',
        text: `${unconfirmedNames['merged-manifest permissions'].why} Check the Merged Manifest tab of your AndroidManifest.xml in Android Studio before you rely on them.`,
      },
    ]);
    // About twenty entries carry the mark; the page says its note once and marks the declared list once, as a whole.
    expect(marksOf(output).length).toBeGreaterThan(15);
    expect(sharedMark(output.declaredBySdk)).toBe('merged-manifest permissions');
  });

  it('a note on an API name names it; a list whose entries differ in their marks is marked entry by entry', () => {
    const output = generateSetup({...defaultChoice, platform: 'react-native', sources: ['health-connect', 'samsung-health', 'android']});
    expect(output.notes.map((n) => [n.name, n.subject])).toEqual([
      ['merged-manifest permissions', undefined],
      ['SYNC_* notification keys', undefined],
      ['SamsungHealthPermission', 'SamsungHealthPermission'],
    ]);
    expect(sharedMark(file(output, 'AndroidManifest.xml')!.items)).toBeUndefined();
    expect(sharedMark([])).toBeUndefined();
  });
});

describe('what the generator emits is traced to the data module', () => {
  it('every Samsung Health permission ROOK lists is asked for by a data type or left out with a reason', () => {
    const used = new Set<string>(setupDataTypes.flatMap((t) => t.samsung));
    const unaccounted = sdk.shared.samsungHealthPermissions.filter((p) => !used.has(p) && !(p in samsungPermissionsLeftOut));
    expect(unaccounted).toEqual([]);
  });

  it('every guide link points at an SDK guide page and, with a fragment, at one of its headings', () => {
    const problems = allGuideLinks().flatMap((link) => {
      const [pathname, anchor] = link.split('#') as [string, string | undefined];
      const base = path.join(root, 'docs', pathname.replace(/^\/docs\//, '').replace(/\/$/, ''));
      const source = ['.mdx', '.md', '/index.mdx'].map((ext) => base + ext).find(existsSync);
      if (!source) return [`${link}: no page`];
      if (!anchor) return [];
      const ids = [...readFileSync(source, 'utf8').matchAll(/^#{2,6} (.+)$/gm)].map((m) => headingId(m[1]!));
      return ids.includes(anchor) ? [] : [`${link}: no heading #${anchor} (has ${ids.join(', ')})`];
    });
    expect(problems).toEqual([]);
  });
});

describe('output is well-formed', () => {
  const xml = new XMLParser({ignoreAttributes: false});

  it(`manifests are well-formed XML with the Android and tools namespaces they use (${filesOf('manifest').length} files)`, () => {
    for (const manifest of filesOf('manifest')) {
      expect(XMLValidator.validate(manifest.code), manifest.code).toBe(true);
      const doc = xml.parse(manifest.code) as {manifest: Record<string, string>};
      expect(doc.manifest['@_xmlns:android']).toBe('http://schemas.android.com/apk/res/android');
      if (manifest.code.includes('tools:node')) expect(doc.manifest['@_xmlns:tools']).toBe('http://schemas.android.com/tools');
    }
  });

  it('Info.plist keys and entitlements parse as property lists', () => {
    for (const keys of filesOf('plist-keys')) {
      const parsed = plist.parse(plistDocument(keys.code)) as Record<string, unknown>;
      expect(typeof parsed.NSHealthShareUsageDescription).toBe('string');
    }
    for (const entitlements of filesOf('plist')) {
      const parsed = plist.parse(entitlements.code) as Record<string, unknown>;
      expect(parsed['com.apple.developer.healthkit']).toBe(true);
    }
  });

  it('TypeScript Samsung sets parse, package.json parses', () => {
    for (const source of filesOf('typescript')) {
      const parsed = ts.createSourceFile('x.ts', source.code, ts.ScriptTarget.ES2022, true);
      expect((parsed as unknown as {parseDiagnostics: unknown[]}).parseDiagnostics).toEqual([]);
    }
    for (const json of filesOf('json')) expect(() => JSON.parse(json.code) as unknown).not.toThrow();
  });

  describe('Swift and Dart, with the grammars of the SDK samples', () => {
    const parsers = {} as Record<'swift' | 'dart', Parser>;
    beforeAll(async () => {
      parsers.swift = await loadParser('swift');
      parsers.dart = await loadParser('dart');
    });
    it('parse', () => {
      const swift = filesOf('swift');
      const dart = filesOf('dart');
      expect(swift.length && dart.length).toBeGreaterThan(0);
      for (const f of swift) expect(parseErrors(parsers.swift, f.code), f.code).toEqual([]);
      for (const f of dart) expect(parseErrors(parsers.dart, f.code), f.code).toEqual([]);
    });
  });

  describe('Kotlin', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'mobile-setup-kotlin-'));
    afterAll(() => rmSync(work, {recursive: true, force: true}));
    it('compiles against the SDK stub, as the guides’ samples do, and a wrong permission name does not', async () => {
      const kotlin = [...new Map(filesOf('kotlin').map((f) => [f.code, f])).values()];
      expect(kotlin.length).toBeGreaterThan(0);
      const sources = kotlin.map((f, i) => `package setup.s${i}\n${f.code}`);
      const bad = `package setup.bad\n${kotlin[0]!.code.replace('SamsungHealthPermission.SLEEP', 'SamsungHealthPermission.SLEEPING')}`;
      const errors = await kotlinErrors([...sources, bad], work);
      expect(errors.filter((e) => !e.includes(`Sample${sources.length}.kt`))).toEqual([]);
      expect(errors.some((e) => e.includes('unresolved reference: SLEEPING'))).toBe(true);
    }, 240_000);
  });
});

describe('the SDK guides and the generator agree', () => {
  const guides = mdxFiles().map((f) => ({file: path.relative(root, f), text: readFileSync(f, 'utf8')}));

  it('no guide types a manifest, Info.plist or keep-rule snippet: they render <SetupSnippet> from the module', () => {
    const typed =
      /ACTION_SHOW_PERMISSIONS_RATIONALE|NSHealthShareUsageDescription<|notification\.(STEPS|SYNC)_ICON"|tools:node="remove"|retrofit2\.Call|security\.storage\.FILE_NAME"/;
    expect(
      sdkSamples()
        .filter((s) => typed.test(s.code))
        .map((s) => `${s.file}:${s.line}`),
    ).toEqual([]);
    const used = guides.flatMap((g) => [...g.text.matchAll(/<SetupSnippet name="(\w+)"/g)].map((m) => m[1]!));
    expect([...new Set(used)].sort()).toEqual(Object.keys(guideSnippets).sort());
  });

  it('each guide snippet’s entries are what the generator emits for the matching choice', () => {
    const hc = generateSetup(defaultChoice);
    const steps = generateSetup({...defaultChoice, sources: ['android']});
    const rnSteps = generateSetup({...defaultChoice, platform: 'react-native', sources: ['android']});
    const flutter = generateSetup({...defaultChoice, platform: 'flutter'});
    const ios = generateSetup({
      ...defaultChoice,
      platform: 'ios',
      sources: ['apple-health'],
      types: ['workouts', 'sleep', 'heart-rate'],
      writesNutrition: true,
    });
    const has = (output: SetupOutput, suffix: string, text: string) => expect(squash(file(output, suffix)!.code)).toContain(squash(text));
    has(hc, 'AndroidManifest.xml', manifestEntries.rationaleActivity);
    has(hc, 'AndroidManifest.xml', manifestEntries.viewPermissionUsageAlias);
    has(hc, 'AndroidManifest.xml', '<uses-permission android:name="android.permission.health.READ_MENSTRUATION" tools:node="remove" />');
    has(steps, 'AndroidManifest.xml', manifestEntries.stepsNotification);
    has(rnSteps, 'AndroidManifest.xml', manifestEntries.stepsNotificationReactNative);
    has(hc, 'proguard-rules.pro', guideSnippets.r8Rules.code);
    has(flutter, 'proguard-rules.pro', guideSnippets.flutterProtobuf.code);
    expect(squash(file(ios, 'Info.plist')!.code)).toContain(squash(guideSnippets.infoPlist.code));
    expect(guideSnippets.infoPlistReactNative.code).toBe(guideSnippets.infoPlist.code);
  });
});
