import {beforeAll, describe, expect, it} from 'vitest';
import type {Node, Parser} from 'web-tree-sitter';
import {sdk, swiftPackageManifest} from '../../core/data/sdk';
import {sdkSamples, type Sample} from './support/sdkSamples';
import {loadParser, parseErrors, walk} from './support/treeSitter';

/**
 * Swift and Dart samples of the SDK guides are parsed with the maintained
 * tree-sitter grammars (support/treeSitter.ts).
 * On the parse tree two paste-ability rules are checked:
 * - Swift: a sample that uses RookSDK, Foundation or UIKit types imports them;
 * - Dart: every call to a ROOK class's static method is awaited (they all
 *   return Futures), except the `…Updates` streams.
 */

const parsers: Record<'swift' | 'dart', Parser> = {} as never;

beforeAll(async () => {
  for (const lang of ['swift', 'dart'] as const) parsers[lang] = await loadParser(lang);
});

/** Syntax errors of one sample as "file:line: message". */
export function syntaxErrors(sample: Sample, lang: 'swift' | 'dart'): string[] {
  return parseErrors(parsers[lang], sample.code).map(({row, what}) => `${sample.file}:${sample.line + row}: ${lang} syntax error: ${what}`);
}

/** Modules a Swift sample must import for the types it names. */
const swiftModules: Array<[RegExp, string, RegExp]> = [
  [/^(Rook\w+|DataSourcesManager|HealthDataType|SummaryTypeToUpload|EventTypeToUpload)$/, 'RookSDK', /^RookSDK$/],
  [/^(Date|UUID|URL|TimeZone)$/, 'Foundation', /^(Foundation|UIKit|SwiftUI)$/],
  [/^(UIApplication|UIApplicationDelegate|UIViewController)$/, 'UIKit', /^UIKit$/],
];

export function swiftImportErrors(sample: Sample): string[] {
  const tree = parsers.swift.parse(sample.code)!;
  const nodes = [...walk(tree.rootNode)];
  const imported = nodes.filter((n) => n.type === 'import_declaration').map((n) => n.text.replace(/^import\s+/, '').trim());
  const names = new Set(nodes.filter((n) => n.type === 'type_identifier' || n.type === 'simple_identifier').map((n) => n.text));
  return swiftModules.flatMap(([uses, module, satisfiedBy]) =>
    [...names].some((n) => uses.test(n)) && !imported.some((m) => satisfiedBy.test(m))
      ? [`${sample.file}:${sample.line}: uses ${module} types but does not import ${module}`]
      : [],
  );
}

const rookDartClass = /^((AH|HC)Rook\w+|RookSamsung|AndroidStepsCounter)$/;

export function dartAwaitErrors(sample: Sample): string[] {
  const tree = parsers.dart.parse(sample.code)!;
  const errors: string[] = [];
  for (const node of walk(tree.rootNode)) {
    if (node.type !== 'identifier' || !rookDartClass.test(node.text)) continue;
    const member = node.nextSibling;
    const call = member?.nextSibling;
    const name = member?.type === 'selector' ? member.text.replace(/^\./, '') : '';
    if (!name || name.endsWith('Updates') || call?.type !== 'selector' || !call.text.startsWith('(')) continue;
    let awaited = false;
    for (let up = node.parent; up && !awaited; up = up.parent) awaited = up.type === 'await_expression';
    if (!awaited)
      errors.push(`${sample.file}:${sample.line + node.startPosition.row}: ${node.text}.${name}() returns a Future and is not awaited`);
  }
  return errors;
}

const swift = sdkSamples(['swift']);
const dart = sdkSamples(['dart']);

describe('Swift samples in the SDK guides', () => {
  it(`parse with the tree-sitter Swift grammar (${swift.length} samples)`, () => {
    expect(swift.length).toBeGreaterThan(10);
    const errors = swift.flatMap((s) => syntaxErrors(s, 'swift'));
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('import the modules whose types they use', () => {
    const errors = swift.flatMap(swiftImportErrors);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('the checks catch a syntax error and a missing import', () => {
    const bad: Sample = {file: 'docs/s.mdx', line: 4, lang: 'swift', code: 'let m = RookSummaryManager()\nfunc f( {'};
    expect(syntaxErrors(bad, 'swift').some((e) => e.startsWith('docs/s.mdx:5: swift syntax error'))).toBe(true);
    expect(swiftImportErrors(bad)).toEqual(['docs/s.mdx:4: uses RookSDK types but does not import RookSDK']);
  });
});

/** The labelled arguments of a Swift call expression, by label. */
function argumentsOf(call: Node): Map<string, Node> {
  const list = call.children.find((c) => c?.type === 'call_suffix')?.children.find((c) => c?.type === 'value_arguments');
  const found = new Map<string, Node>();
  for (const arg of list?.children ?? []) {
    const label = arg?.children.find((c) => c?.type === 'value_argument_label')?.text;
    if (arg?.type === 'value_argument' && label) found.set(label, arg.children.at(-1)!);
  }
  return found;
}

/** The calls an array literal lists whose callee is `callee` (`.target`, `.product`…). */
const callsIn = (array: Node | undefined, callee: string): Node[] =>
  (array?.children ?? []).filter((c): c is Node => c?.type === 'call_expression' && c.text.startsWith(`${callee}(`));
const stringOf = (node: Node | undefined) => node?.text.replace(/^"|"$/g, '');

/**
 * What a Package.swift needs to use RookSDK, as problems: the package in the
 * manifest's `dependencies`, and its product in every target's `dependencies`
 * (named by the package's identity: the URL's last segment without `.git`).
 */
function manifestProblems(code: string): string[] {
  const {spmUrl, spmProduct, version} = sdk.ios.appleHealth;
  const identity = new URL(spmUrl).pathname
    .split('/')
    .at(-1)!
    .replace(/\.git$/, '')
    .toLowerCase();
  const tree = parsers.swift.parse(code)!;
  const manifest = [...walk(tree.rootNode)].find((n) => n.type === 'call_expression' && n.text.startsWith('Package('));
  if (!manifest) return ['no Package(…) call'];
  const problems: string[] = [];
  const packages = callsIn(argumentsOf(manifest).get('dependencies'), '.package').map((p) => argumentsOf(p));
  if (!packages.some((p) => stringOf(p.get('url')) === spmUrl && stringOf(p.get('from')) === version))
    problems.push(`the manifest's dependencies do not list ${spmUrl} from ${version}`);
  const targets = callsIn(argumentsOf(manifest).get('targets'), '.target');
  if (targets.length === 0) problems.push('the manifest has no target');
  for (const target of targets) {
    const products = callsIn(argumentsOf(target).get('dependencies'), '.product').map((p) => argumentsOf(p));
    if (!products.some((p) => stringOf(p.get('name')) === spmProduct && stringOf(p.get('package')) === identity))
      problems.push(
        `target ${argumentsOf(target).get('name')?.text} does not depend on .product(name: "${spmProduct}", package: "${identity}")`,
      );
  }
  return problems;
}

describe('the Package.swift install snippet', () => {
  const manifest = swiftPackageManifest();

  it('names as product the module the Swift samples import', () => {
    expect(swift.some((s) => new RegExp(`^import ${sdk.ios.appleHealth.spmProduct}$`, 'm').test(s.code))).toBe(true);
  });

  it('parses, lists the package, and gives the app target the package’s product', () => {
    expect(parseErrors(parsers.swift, manifest)).toEqual([]);
    expect(manifestProblems(manifest)).toEqual([]);
  });

  it('the check catches a manifest whose target lacks the product', () => {
    const withoutProduct = manifest.replace(/^\s*\.product\(.*\n/m, '');
    expect(withoutProduct).not.toBe(manifest);
    expect(manifestProblems(withoutProduct)).toEqual([
      'target "YourApp" does not depend on .product(name: "RookSDK", package: "rook-ios-sdk")',
    ]);
    expect(manifestProblems('dependencies: [\n    .package(url: "x", from: "1.0.0"),\n]')).toEqual(['no Package(…) call']);
  });
});

describe('Dart samples in the SDK guides', () => {
  it(`parse with the tree-sitter Dart grammar (${dart.length} samples)`, () => {
    expect(dart.length).toBeGreaterThan(10);
    const errors = dart.flatMap((s) => syntaxErrors(s, 'dart'));
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('await every Future a ROOK call returns', () => {
    const errors = dart.flatMap(dartAwaitErrors);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('the checks catch a syntax error and a forgotten await', () => {
    const bad: Sample = {
      file: 'docs/d.mdx',
      line: 7,
      lang: 'dart',
      code: 'Future<void> f() async {\n  HCRookConfigurationManager.initRook();\n}\nvoid g( {',
    };
    expect(syntaxErrors(bad, 'dart').length).toBeGreaterThan(0);
    expect(dartAwaitErrors(bad)).toEqual(['docs/d.mdx:8: HCRookConfigurationManager.initRook() returns a Future and is not awaited']);
  });
});
