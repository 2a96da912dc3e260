import {beforeAll, describe, expect, it} from 'vitest';
import type {Parser} from 'web-tree-sitter';
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
