/**
 * The mobile setup generator: from a choice of platform, sources and data
 * types, every file entry, project step, warning and store-review text an app
 * needs. It only assembles what `mobileSetup.ts` and `sdk.ts` hold; the page
 * (/docs/rookconnect/sdk/setup/) renders its answer on the server for the
 * default choice and again in the browser for each new one.
 */
import {installLine, sdk} from './sdk';
import {checkAdvice, unconfirmedNames, type UnconfirmedName} from './sdkUnconfirmed';
import {
  androidRuntimePermissions,
  backgroundModesPlist,
  backgroundReadPermission,
  backListenersSwift,
  camelCase,
  entitlementsDocument,
  flutterProtobufRule,
  guideLink,
  healthConnectMark,
  healthPermissionPrefix,
  indent,
  infoPlistKeys,
  manifestDocument,
  manifestEntries,
  plistEntries,
  prose,
  r8Rules,
  removePermissionEntry,
  setupDataTypes,
  setupPlatforms,
  setupSources,
  sourceAvailable,
  type AndroidRuntimePermission,
  type SetupDataTypeId,
  type SetupPlatform,
  type SetupSource,
} from './mobileSetup';

export interface SetupChoice {
  platform: SetupPlatform;
  sources: readonly SetupSource[];
  types: readonly SetupDataTypeId[];
  /** Background sync (recommended): Health Connect background read, the foreground service, HealthKit background delivery. */
  backgroundSync: boolean;
  /** The app writes nutrition to Apple Health. */
  writesNutrition: boolean;
}

export const defaultChoice: SetupChoice = {
  platform: 'android',
  sources: ['health-connect'],
  types: setupDataTypes.filter((t) => t.default).map((t) => t.id),
  backgroundSync: true,
  writesNutrition: false,
};

/** One entry of a file, or one thing the SDK already declares: what it is, why, and where the guide explains it. */
export interface SetupItem {
  name: string;
  why: string;
  guide: string;
  mark?: UnconfirmedName;
}

type SetupFileKind = 'manifest' | 'plist-keys' | 'plist' | 'kotlin' | 'dart' | 'swift' | 'typescript' | 'json' | 'build';

export interface SetupFile {
  path: string;
  /** Prism language of the code. */
  language: string;
  kind: SetupFileKind;
  /** Where the code goes in the file, when it is not the whole file. */
  placement: string;
  code: string;
  items: SetupItem[];
  mark?: UnconfirmedName;
}

interface SetupStep {
  text: string;
  guide: string;
}

interface SetupWarning {
  text: string;
  mark?: UnconfirmedName;
}

interface ReviewerText {
  store: string;
  where: string;
  text: string;
}

/**
 * What ROOK has not published about the output's marked entries, one note per
 * mark: the page says it once, and each marked entry carries the mark alone.
 */
export interface SetupNote {
  name: UnconfirmedName;
  /** The API name the note is about, shown before it; none when the key names a group of entries ("merged-manifest permissions"). */
  subject?: string;
  /** What ROOK has published and where to check (public text, inline code in backticks). */
  text: string;
}

export interface SetupOutput {
  choice: SetupChoice;
  /** The chosen sources this platform can use. */
  sources: SetupSource[];
  files: SetupFile[];
  declaredBySdk: SetupItem[];
  steps: SetupStep[];
  warnings: SetupWarning[];
  reviewer: ReviewerText[];
  notes: SetupNote[];
}

interface Context {
  choice: SetupChoice;
  has: (source: SetupSource) => boolean;
  link: (topic: Parameters<typeof guideLink>[1]) => string;
  types: (typeof setupDataTypes)[number][];
}

export function generateSetup(choice: SetupChoice): SetupOutput {
  const sources = (Object.keys(setupSources) as SetupSource[]).filter(
    (s) => choice.sources.includes(s) && sourceAvailable(choice.platform, s),
  );
  const ctx: Context = {
    choice,
    has: (s) => sources.includes(s),
    link: (topic) => guideLink(choice.platform, topic),
    types: setupDataTypes.filter((t) => choice.types.includes(t.id)),
  };
  const android = sources.some((s) => setupSources[s].os === 'android');
  const output = {
    choice,
    sources,
    files: [...packageFiles(ctx), ...(android ? androidFiles(ctx) : []), ...(ctx.has('apple-health') ? iosFiles(ctx) : [])],
    declaredBySdk: android ? declaredBySdk(ctx) : [],
    steps: projectSteps(ctx),
    warnings: warnings(ctx),
    reviewer: reviewerTexts(ctx),
  };
  return {...output, notes: notes(output)};
}

/** Every mark of an output, in page order: warnings, files with their entries, what the SDK declares. */
export function marksOf(output: Pick<SetupOutput, 'warnings' | 'files' | 'declaredBySdk'>): UnconfirmedName[] {
  return [
    ...output.warnings.map((w) => w.mark),
    ...output.files.flatMap((f) => [f.mark, ...f.items.map((i) => i.mark)]),
    ...output.declaredBySdk.map((i) => i.mark),
  ].filter((mark): mark is UnconfirmedName => mark !== undefined);
}

function notes(output: Pick<SetupOutput, 'warnings' | 'files' | 'declaredBySdk'>): SetupNote[] {
  return [...new Set(marksOf(output))].map((name) => {
    const group = name.includes(' ');
    return {name, ...(group ? {} : {subject: name}), text: `${unconfirmedNames[name].why} ${checkAdvice([name], group)}`};
  });
}

/** The mark every entry of a list carries, if they all carry the same one: the page puts it once on the list. */
export function sharedMark(items: readonly SetupItem[]): UnconfirmedName | undefined {
  const first = items[0]?.mark;
  return first && items.every((item) => item.mark === first) ? first : undefined;
}

// --- Packages of the cross-platform SDKs ----------------------------------

function packageFiles(ctx: Context): SetupFile[] {
  const {platform} = ctx.choice;
  if (!ctx.has('health-connect') && !ctx.has('samsung-health') && !ctx.has('apple-health') && !ctx.has('android')) return [];
  const guide = ctx.link('install');
  if (platform === 'flutter') {
    const packages = [
      'flutter.core' as const,
      ...(ctx.has('health-connect') || ctx.has('android') ? ['flutter.healthConnect' as const] : []),
      ...(ctx.has('samsung-health') ? ['flutter.samsungHealth' as const] : []),
      ...(ctx.has('apple-health') ? ['flutter.appleHealth' as const] : []),
    ];
    return [
      {
        path: 'pubspec.yaml',
        language: 'yaml',
        kind: 'build',
        placement: 'Under dependencies, then run flutter pub get.',
        code: `dependencies:\n${packages.map((p) => `  ${installLine(p)}`).join('\n')}`,
        items: [
          {
            name: packages.map((p) => installLine(p).split(':')[0]).join(', '),
            why: `${sdk.flutter.core.package} holds the shared configuration types; each source has its own package (Health Connect’s also has the step counter).`,
            guide,
          },
        ],
      },
    ];
  }
  if (platform !== 'react-native' && platform !== 'capacitor') return [];
  const pkg = platform === 'capacitor' ? 'capacitor' : 'reactNative';
  return [
    {
      path: 'package.json',
      language: 'json',
      kind: 'json',
      placement: `Under dependencies, then ${platform === 'capacitor' ? 'run npx cap sync' : 'run cd ios && pod install and rebuild the native apps'}.`,
      code: `{\n  "dependencies": {\n    ${installLine(pkg)}\n  }\n}`,
      items: [{name: sdk[pkg].package, why: 'One package for Apple Health, Health Connect, Samsung Health and the step counter.', guide}],
    },
  ];
}

// --- Android ---------------------------------------------------------------

const androidRoot: Record<SetupPlatform, string> = {
  android: 'app',
  ios: '',
  flutter: 'android/app',
  'react-native': 'android/app',
  capacitor: 'android/app',
};

function androidFiles(ctx: Context): SetupFile[] {
  const files = [buildFile(ctx), manifestFile(ctx), r8File(ctx)];
  if (ctx.has('samsung-health')) files.push(samsungSetFile(ctx));
  return files;
}

/** Health Connect permissions the SDK declares that no chosen type needs, and background read without background sync. */
function unneededHealthPermissions(choice: Pick<SetupChoice, 'types' | 'backgroundSync'>): string[] {
  const unneeded = setupDataTypes.filter((t) => !choice.types.includes(t.id)).flatMap((t) => t.healthConnect);
  const needed = new Set(setupDataTypes.filter((t) => choice.types.includes(t.id)).flatMap((t) => t.healthConnect));
  const list: string[] = [...new Set(unneeded)].filter((p) => !needed.has(p));
  if (!choice.backgroundSync) list.push(backgroundReadPermission);
  return list.map((p) => healthPermissionPrefix + p);
}

function manifestFile(ctx: Context): SetupFile {
  const items: SetupItem[] = [];
  const application: string[] = [];
  const add = (entry: string, item: SetupItem) => {
    application.push(entry);
    items.push(item);
  };
  if (ctx.has('health-connect')) {
    add(manifestEntries.rationaleActivity, {
      name: 'Activity with ACTION_SHOW_PERMISSIONS_RATIONALE',
      why: 'Health Connect opens it to show your privacy policy when the user asks why you need their data (Android 13 and earlier). Point it at your own policy screen.',
      guide: ctx.link('privacyPolicy'),
    });
    add(manifestEntries.viewPermissionUsageAlias, {
      name: 'activity-alias ViewPermissionUsageActivity (VIEW_PERMISSION_USAGE, HEALTH_PERMISSIONS)',
      why: 'The same policy screen for Android 14 and later, where Health Connect is part of the system and opens it through this alias.',
      guide: ctx.link('privacyPolicy'),
    });
  }
  if (ctx.has('android')) stepsNotification(ctx, add);
  if (ctx.has('samsung-health'))
    add(manifestEntries.samsungSyncNotification, {
      name: 'io.tryrook.samsung.sync.notification.ICON, TITLE and CONTENT',
      why: 'On Android 11 and earlier Samsung Health manual sync runs as a foreground service that shows this notification.',
      guide: ctx.link('samsungSyncNotification'),
    });
  const removals = ctx.has('health-connect') ? unneededHealthPermissions(ctx.choice) : [];
  if (removals.length)
    items.push({
      name: `tools:node="remove" for ${removals.length} permission${removals.length > 1 ? 's' : ''}`,
      why: 'Takes out of the merged manifest the Health Connect permissions the SDK declares and your chosen types do not need, so the permission sheet and your Play Console declaration list only what you use.',
      guide: ctx.link('removePermissions'),
      mark: healthConnectMark,
    });
  return {
    path: `${androidRoot[ctx.choice.platform]}/src/main/AndroidManifest.xml`,
    language: 'xml',
    kind: 'manifest',
    placement: 'Merge into your app’s manifest.',
    code: manifestDocument(removals.map(removePermissionEntry), application),
    items,
  };
}

type Add = (entry: string, item: SetupItem) => void;

function stepsNotification(ctx: Context, add: Add): void {
  const why = 'The step counter runs as a foreground service; these set the icon and text of its notification.';
  add(manifestEntries.stepsNotification, {
    name: 'io.tryrook.service.notification.STEPS_ICON, STEPS_TITLE and STEPS_CONTENT',
    why,
    guide: ctx.link('stepsNotification'),
  });
  if (ctx.choice.platform === 'react-native')
    add(manifestEntries.stepsNotificationReactNative, {
      name: 'io.tryrook.service.notification.SYNC_ICON, SYNC_TITLE and SYNC_CONTENT',
      why: `${why} Set both key sets on React Native.`,
      guide: ctx.link('stepsNotification'),
      mark: 'SYNC_* notification keys',
    });
}

function r8File(ctx: Context): SetupFile {
  const flutter = ctx.choice.platform === 'flutter';
  const code = [...r8Rules, ...(flutter ? [flutterProtobufRule] : [])].join('\n');
  return {
    path: `${androidRoot[ctx.choice.platform]}/proguard-rules.pro`,
    language: 'text',
    kind: 'build',
    placement:
      'Only if you shrink release builds with R8 full mode (the alternative is android.enableR8.fullMode=false in gradle.properties).',
    code,
    items: [
      {
        name: 'Keep rules for retrofit2.Call, retrofit2.Response and kotlin.coroutines.Continuation',
        why: 'Full-mode R8 strips the generic signatures the SDK relies on, and release builds then fail at run time.',
        guide: ctx.link('r8'),
      },
      ...(flutter
        ? [
            {
              name: 'Keep rule for protobuf messages',
              why: 'The Flutter Health Connect plugin also needs its protobuf classes kept.',
              guide: ctx.link('r8'),
            },
          ]
        : []),
    ],
  };
}

/** The chosen types' Samsung Health permissions, in the order ROOK lists them. */
function samsungPermissionsFor(types: readonly SetupDataTypeId[]): string[] {
  const wanted = new Set<string>(setupDataTypes.filter((t) => types.includes(t.id)).flatMap((t) => t.samsung));
  return sdk.shared.samsungHealthPermissions.filter((p) => wanted.has(p));
}

function samsungSetFile(ctx: Context): SetupFile {
  const permissions = samsungPermissionsFor(ctx.choice.types);
  const item: SetupItem = {
    name: `${permissions.length} Samsung Health permission${permissions.length === 1 ? '' : 's'}`,
    why: 'Samsung Health permissions are not in the manifest: the app passes this set to the check and request calls. Use the same types in Samsung’s partnership form.',
    guide: ctx.link('samsungPermissions'),
  };
  const code = samsungSetCode(ctx.choice.platform, permissions);
  return {...code, placement: 'A new file; pass the set to the Samsung Health permission calls.', items: [item]};
}

function samsungSetCode(platform: SetupPlatform, permissions: string[]): Pick<SetupFile, 'path' | 'language' | 'kind' | 'code' | 'mark'> {
  const list = (format: (p: string) => string) => permissions.map((p) => `    ${format(p)}`).join(',\n');
  switch (platform) {
    case 'flutter':
      return {
        path: 'lib/rook/samsung_permissions.dart',
        language: 'dart',
        kind: 'dart',
        code: `import 'package:rook_sdk_samsung_health/rook_sdk_samsung_health.dart';\n\n/// The Samsung Health types this app reads: the same as in Samsung's partnership form.\nconst List<SamsungHealthPermission> samsungHealthPermissions = [\n${list((p) => `SamsungHealthPermission.${camelCase(p)}`)}\n];`,
      };
    case 'react-native':
    case 'capacitor':
      return {
        path: platform === 'capacitor' ? 'src/services/samsungPermissions.ts' : 'src/rook/samsungPermissions.ts',
        language: 'ts',
        kind: 'typescript',
        code: `/** The Samsung Health types this app reads: the same as in Samsung's partnership form. */\nexport const samsungHealthPermissions = [\n${list((p) => `'${p}'`)}\n] as const;`,
        mark: platform === 'capacitor' ? 'SamsungPermissionType' : 'SamsungHealthPermission',
      };
    default:
      return {
        path: 'app/src/main/java/com/example/app/rook/SamsungPermissions.kt',
        language: 'kotlin',
        kind: 'kotlin',
        code: `import ${sdk.android.samsungHealth.kotlinPackage}.SamsungHealthPermission\n\n/** The Samsung Health types this app reads: the same as in Samsung's partnership form. */\nval samsungHealthPermissions: Set<SamsungHealthPermission> = setOf(\n${list((p) => `SamsungHealthPermission.${p}`)}\n)`,
      };
  }
}

/** Android SDK levels the chosen sources need on this platform. */
function androidLevels(ctx: Context): {minSdk: number; targetSdk: number} {
  const {platform} = ctx.choice;
  if (platform === 'react-native') return {minSdk: sdk.reactNative.minSdk, targetSdk: sdk.reactNative.targetSdk};
  if (platform === 'capacitor') return {minSdk: sdk.capacitor.minSdk, targetSdk: sdk.capacitor.targetSdk};
  const levels = platform === 'flutter' ? sdk.flutter : sdk.android;
  const used = [
    ...(ctx.has('health-connect') || ctx.has('android') ? [levels.healthConnect] : []),
    ...(ctx.has('samsung-health') ? [levels.samsungHealth] : []),
  ];
  return {minSdk: Math.max(...used.map((l) => l.minSdk)), targetSdk: Math.max(...used.map((l) => l.targetSdk))};
}

const aarLine = `files("$rootDir/libs/${sdk.android.samsungHealth.samsungDataApiAar}")`;
const gsonLine = `"${sdk.android.samsungHealth.gson.artifact}:${sdk.android.samsungHealth.gson.version}"`;

function buildFile(ctx: Context): SetupFile {
  const {minSdk, targetSdk} = androidLevels(ctx);
  const items: SetupItem[] = [
    {
      name: `minSdk ${minSdk}, targetSdk ${targetSdk}`,
      why: 'The lowest and target Android levels of the SDKs you chose.',
      guide: ctx.link('install'),
    },
  ];
  const {platform} = ctx.choice;
  // React Native and Capacitor 4.1.1 reference Samsung classes even in Health Connect-only apps.
  const samsungFiles = ctx.has('samsung-health') || platform === 'react-native' || platform === 'capacitor';
  if (samsungFiles)
    items.push({
      name: `${sdk.android.samsungHealth.samsungDataApiAar} from libs/`,
      why: ctx.has('samsung-health')
        ? 'Samsung’s Health Data SDK, shipped as a local .aar with its own version; it must match the ROOK SDK or R8 reports missing classes.'
        : 'This plugin’s Android side needs Samsung’s .aar to build even when you use Health Connect only.',
      guide: ctx.link('samsungInstall'),
    });
  if (platform === 'android') return nativeBuildFile(ctx, items, minSdk, targetSdk);
  const dependencies = [
    ...(samsungFiles ? [`implementation ${aarLine}`] : []),
    ...(samsungFiles && platform === 'capacitor' ? [`implementation ${gsonLine}`] : []),
  ];
  const levels =
    platform === 'flutter'
      ? `android {\n    defaultConfig {\n        minSdk ${minSdk}\n        targetSdk ${targetSdk}\n    }\n}`
      : `android {\n    compileSdkVersion ${platform === 'react-native' ? sdk.reactNative.compileSdk : sdk.capacitor.compileSdk}${platform === 'react-native' ? `\n    compileSdkExtension ${sdk.reactNative.compileSdkExtension}` : ''}\n    defaultConfig {\n        minSdkVersion ${minSdk}\n        targetSdkVersion ${targetSdk}\n    }\n}`;
  const deps = dependencies.length ? `\n\ndependencies {\n${dependencies.map((d) => indent(d, 4)).join('\n')}\n}` : '';
  return {
    path: 'android/app/build.gradle',
    language: 'groovy',
    kind: 'build',
    placement: 'Merge into the app module’s build file.',
    code: levels + deps,
    items,
  };
}

function nativeBuildFile(ctx: Context, items: SetupItem[], minSdk: number, targetSdk: number): SetupFile {
  const samsung = ctx.has('samsung-health');
  const dependencies = [
    ...(ctx.has('health-connect') || ctx.has('android') ? [installLine('android.healthConnect')] : []),
    ...(samsung ? [installLine('android.samsungHealth'), `implementation(${aarLine})`, `implementation(${gsonLine})`] : []),
  ];
  items.push({
    name: 'ROOK dependencies',
    why: samsung
      ? 'rook-sdk reads Health Connect and the step sensor; rook-sdk-samsung reads Samsung Health and needs Gson and the Kotlin parcelize plugin.'
      : 'rook-sdk reads Health Connect and runs the step counter.',
    guide: ctx.link(samsung ? 'samsungInstall' : 'install'),
  });
  const plugins = samsung ? 'plugins {\n    id("org.jetbrains.kotlin.plugin.parcelize")\n}\n\n' : '';
  const code = `${plugins}android {\n    defaultConfig {\n        minSdk = ${minSdk}\n        targetSdk = ${targetSdk}\n    }\n}\n\ndependencies {\n${dependencies.map((d) => indent(d, 4)).join('\n')}\n}`;
  return {
    path: 'app/build.gradle.kts',
    language: 'kotlin',
    kind: 'build',
    placement: 'Merge into the app module’s build file.',
    code,
    items,
  };
}

/** Permissions ROOK's merged manifest brings, for the chosen types and features. */
function declaredBySdk(ctx: Context): SetupItem[] {
  const items: SetupItem[] = [];
  const mark = healthConnectMark;
  if (ctx.has('health-connect')) {
    for (const type of ctx.types)
      for (const p of type.healthConnect)
        items.push({
          name: healthPermissionPrefix + p,
          why: `Reads ${type.label.toLowerCase()} from Health Connect.`,
          guide: ctx.link('removePermissions'),
          mark,
        });
    if (ctx.choice.backgroundSync)
      items.push({
        name: healthPermissionPrefix + backgroundReadPermission,
        why: 'Lets background sync read Health Connect; the permission request includes it where Health Connect supports it.',
        guide: ctx.link('backgroundRead'),
        mark,
      });
  }
  const runtime: AndroidRuntimePermission[] = [];
  if (ctx.choice.backgroundSync || ctx.has('android'))
    runtime.push('POST_NOTIFICATIONS', 'FOREGROUND_SERVICE', 'FOREGROUND_SERVICE_HEALTH');
  if (ctx.has('android')) runtime.push('ACTIVITY_RECOGNITION');
  for (const p of runtime)
    items.push({
      name: `android.permission.${p}`,
      why: `Requested at run time with requestAndroidPermissions: ${androidRuntimePermissions[p]}.`,
      guide: ctx.link('androidPermissions'),
      mark,
    });
  return items;
}

// --- iOS --------------------------------------------------------------------

const iosPaths: Record<SetupPlatform, {dir: string; target: string}> = {
  android: {dir: '', target: ''},
  ios: {dir: 'YourApp', target: 'YourApp'},
  flutter: {dir: 'ios/Runner', target: 'Runner'},
  'react-native': {dir: 'ios/YourApp', target: 'YourApp'},
  capacitor: {dir: 'ios/App/App', target: 'App'},
};

function iosFiles(ctx: Context): SetupFile[] {
  const {dir, target} = iosPaths[ctx.choice.platform];
  const files = [...iosInstallFiles(ctx), infoPlistFile(ctx, dir), entitlementsFile(ctx, `${dir}/${target}.entitlements`)];
  if (ctx.choice.backgroundSync && ctx.choice.platform !== 'flutter')
    files.push({
      path: `${dir}/AppDelegate.swift`,
      language: 'swift',
      kind: 'swift',
      placement: 'Call setBackListeners() in application(_:didFinishLaunchingWithOptions:); keep your other launch code.',
      code: backListenersSwift,
      items: [
        {
          name: 'RookBackGroundSync.shared.setBackListeners()',
          why: 'HealthKit wakes the app for background delivery and only ROOK’s listeners, registered on every launch, receive it.',
          guide: ctx.link('iosBackground'),
        },
      ],
    });
  return files;
}

function iosInstallFiles(ctx: Context): SetupFile[] {
  const {platform} = ctx.choice;
  const guide = ctx.link('iosInstall');
  if (platform === 'ios')
    return [
      {
        path: 'Package.swift',
        language: 'swift',
        kind: 'build',
        placement: 'With Swift Package Manager (or File › Add Package Dependencies in Xcode).',
        code: `dependencies: [\n    ${installLine('ios.appleHealth.spm')},\n]`,
        items: [
          {name: 'RookSDK', why: `ROOK’s iOS SDK, iOS ${sdk.ios.appleHealth.minIos}+ and Xcode ${sdk.ios.appleHealth.minXcode}+.`, guide},
        ],
      },
      {
        path: 'Podfile',
        language: 'ruby',
        kind: 'build',
        placement: `Or with CocoaPods ${sdk.ios.appleHealth.minCocoaPods}+, instead of Swift Package Manager.`,
        code: `platform :ios, '${sdk.ios.appleHealth.minIos}'\n\ntarget 'YourApp' do\n  use_frameworks!\n  ${installLine('ios.appleHealth.pod')}\nend`,
        items: [{name: `platform :ios, '${sdk.ios.appleHealth.minIos}'`, why: 'RookSDK’s lowest iOS version.', guide}],
      },
    ];
  if (platform === 'flutter')
    return [
      {
        path: 'ios/Podfile',
        language: 'ruby',
        kind: 'build',
        placement: 'At the top of the Podfile.',
        code: `platform :ios, '${sdk.flutter.appleHealth.minIos}'`,
        items: [{name: 'iOS platform', why: 'The Apple Health plugin’s lowest iOS version.', guide}],
      },
    ];
  return [];
}

function infoPlistFile(ctx: Context, dir: string): SetupFile {
  const keys = infoPlistKeys(ctx.choice.types, ctx.choice.writesNutrition);
  const items: SetupItem[] = [
    {
      name: 'NSHealthShareUsageDescription',
      why: 'iOS shows it in the Health permission sheet, and App Review reads it: say in your own words what the data is for.',
      guide: ctx.link('iosConfigure'),
    },
  ];
  if (ctx.choice.writesNutrition)
    items.push({
      name: 'NSHealthUpdateUsageDescription',
      why: 'Needed only because the app writes nutrition to Apple Health.',
      guide: ctx.link('iosWrite'),
    });
  const code = [plistEntries(keys), ...(ctx.choice.backgroundSync ? [backgroundModesPlist] : [])].join('\n');
  if (ctx.choice.backgroundSync)
    items.push({
      name: 'UIBackgroundModes: fetch',
      why: 'Background Modes › Background fetch, which background sync needs.',
      guide: ctx.link('iosConfigure'),
    });
  return {path: `${dir}/Info.plist`, language: 'xml', kind: 'plist-keys', placement: 'Add inside the top-level <dict>.', code, items};
}

function entitlementsFile(ctx: Context, path: string): SetupFile {
  const items: SetupItem[] = [
    {
      name: 'com.apple.developer.healthkit',
      why: 'The HealthKit capability: without it the app cannot ask for Health access.',
      guide: ctx.link('iosConfigure'),
    },
  ];
  if (ctx.choice.backgroundSync)
    items.push({
      name: 'com.apple.developer.healthkit.background-delivery',
      why: 'HealthKit’s Background Delivery, which lets ROOK upload new data while the app is closed.',
      guide: ctx.link('iosBackground'),
    });
  return {
    path,
    language: 'xml',
    kind: 'plist',
    placement: 'Xcode writes this file when you add the capability in Signing & Capabilities; compare it with yours.',
    code: entitlementsDocument(ctx.choice.backgroundSync),
    items,
  };
}

// --- Steps, warnings and reviewer texts -------------------------------------

function projectSteps(ctx: Context): SetupStep[] {
  const steps: SetupStep[] = [];
  const {platform} = ctx.choice;
  if (ctx.has('apple-health')) {
    steps.push({
      text: `In Xcode, Signing & Capabilities: add HealthKit${ctx.choice.backgroundSync ? ' and tick Background Delivery, then add Background Modes and tick Background fetch' : ''}.`,
      guide: ctx.link('iosConfigure'),
    });
    steps.push({
      text: 'Make sure HealthKit.framework is linked to the app target. HealthKit does not run on the Simulator or on iPad.',
      guide: ctx.link('iosConfigure'),
    });
  }
  if (ctx.has('samsung-health') || platform === 'react-native' || platform === 'capacitor')
    steps.push({
      text: `Copy ${sdk.android.samsungHealth.samsungDataApiAar} into the libs/ folder at the root of the Android project.`,
      guide: ctx.link('samsungInstall'),
    });
  if (ctx.has('samsung-health'))
    steps.push({
      text: `Samsung Health: turn on developer mode on test devices (Samsung Health ${sdk.android.samsungHealth.minSamsungHealthApp}+, physical device); before release, submit Samsung’s Partnership Request Form.`,
      guide: ctx.link('samsungApproval'),
    });
  if (ctx.has('health-connect'))
    steps.push({
      text: 'Before a Play Store release, complete the Health apps declaration in the Play Console.',
      guide: ctx.link('playDeclaration'),
    });
  if (platform === 'capacitor') steps.push({text: 'Run npx cap sync after changing native configuration.', guide: ctx.link('install')});
  return steps;
}

function warnings(ctx: Context): SetupWarning[] {
  const {choice} = ctx;
  const platformLabel = setupPlatforms[choice.platform].label;
  const list: SetupWarning[] = choice.sources
    .filter((s) => !sourceAvailable(choice.platform, s))
    .map((s) => ({text: `${setupSources[s].label} is not available on ${platformLabel}, so it is left out.`}));
  if (!choice.sources.some((s) => sourceAvailable(choice.platform, s)))
    list.push({text: `Choose at least one source ${platformLabel} can use.`});
  if (!ctx.types.length) list.push({text: 'Choose at least one data type.'});
  const removed = ctx.has('health-connect') ? unneededHealthPermissions(choice) : [];
  if (removed.length)
    list.push({
      text: `The SDK declares ${removed.length} Health Connect permission${removed.length > 1 ? 's' : ''} your choices do not need (${removed.map((p) => p.replace(healthPermissionPrefix, '')).join(', ')}). Google Play asks you to justify each declared permission: the manifest below removes them.`,
      mark: healthConnectMark,
    });
  for (const [source, field] of [
    ['health-connect', 'healthConnect'],
    ['samsung-health', 'samsung'],
  ] as const) {
    const missing = ctx.has(source) ? ctx.types.filter((t) => t[field].length === 0) : [];
    if (missing.length)
      list.push({
        text: `${setupSources[source].label} has no permission for ${prose(missing.map((t) => t.label.toLowerCase()))}: it cannot provide it.`,
      });
  }
  if (ctx.has('apple-health'))
    list.push({
      text: 'On iOS, a permission request without a list (nil or empty) asks for every type the SDK can read, about 90: pass only the types you chose.',
    });
  if (!choice.backgroundSync && (ctx.has('health-connect') || ctx.has('samsung-health')) && !ctx.has('android'))
    list.push({
      text: 'Without background sync or the step counter the app does not need the Android run-time permissions (notifications, foreground service): do not request them.',
    });
  return list;
}

function reviewerTexts(ctx: Context): ReviewerText[] {
  const texts: ReviewerText[] = [];
  const purposes = ctx.types.map((t) => `- ${t.label}: ${t.use}, which the app shows to the user and sends to our service through ROOK.`);
  if (ctx.has('health-connect'))
    texts.push({
      store: 'Google Play',
      where: 'Play Console › App content › Health apps declaration, for each Health Connect permission',
      text: `The app reads these Health Connect data types to show the user their health data and deliver it to our service:\n${purposes.join('\n')}\nThe data is not sold or used for advertising. The privacy policy screen is linked from Health Connect.`,
    });
  if (ctx.has('samsung-health'))
    texts.push({
      store: 'Samsung Health',
      where: 'Samsung’s Partnership Request Form',
      text: `Package name: <your release package name>\nSHA-256 of the release signing certificate: <SHA-256>\nAccess: Read only\nData types: ${samsungPermissionsFor(ctx.choice.types).join(', ')}`,
    });
  if (ctx.has('apple-health'))
    texts.push({
      store: 'App Store',
      where: 'App Store Connect › App Review Information › Notes',
      text: `The app reads ${prose(ctx.types.filter((t) => t.appleHealth).map((t) => t.appleHealth))} from HealthKit after the user taps Connect Apple Health, shows them in the app and sends them to our service through ROOK${ctx.choice.backgroundSync ? ', also in the background with HealthKit background delivery' : ''}.${ctx.choice.writesNutrition ? ' It writes only the meals the user logs.' : ''} Health data is not used for advertising or sold.`,
    });
  return texts;
}
