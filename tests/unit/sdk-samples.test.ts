import path from 'node:path';
import {readFileSync} from 'node:fs';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {sdkSamples, type Sample} from './support/sdkSamples';

/**
 * TypeScript samples of the SDK guides are type-checked, strictly, against
 * declarations of react-native-rook-sdk and capacitor-rook-sdk written from
 * ROOK's SDK documentation (tests/unit/sdk-api/*.d.ts). A sample that calls
 * a method the declarations lack, passes the wrong options or forgets that a
 * call returns a Promise fails here with its MDX file and line.
 */

const root = path.resolve(__dirname, '../..');
const declarations = ['react-native-rook-sdk.d.ts', 'capacitor-rook-sdk.d.ts'].map((f) => path.join(__dirname, 'sdk-api', f));
const virtualDir = path.join(root, '.sdk-samples');

const options: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  jsx: ts.JsxEmit.ReactJSX,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  types: [],
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
};

/** Type errors of the given samples as "file:line: message". */
export function typeErrors(samples: Sample[]): string[] {
  const virtual = new Map<string, {sample: Sample; text: string}>();
  samples.forEach((sample, i) => {
    const ext = sample.lang === 'tsx' ? 'tsx' : 'ts';
    // A sample without import or export would share the global scope with the others.
    const text = /^\s*(import|export)\s/m.test(sample.code) ? sample.code : `${sample.code}\nexport {};\n`;
    virtual.set(path.join(virtualDir, `sample-${i}.${ext}`), {sample, text});
  });
  const host = ts.createCompilerHost(options);
  const {fileExists, readFile, getSourceFile} = host;
  host.fileExists = (f) => virtual.has(f) || fileExists.call(host, f);
  host.readFile = (f) => virtual.get(f)?.text ?? readFile.call(host, f);
  host.getSourceFile = (f, lang, ...rest) => {
    const v = virtual.get(f);
    return v ? ts.createSourceFile(f, v.text, lang, true) : getSourceFile.call(host, f, lang, ...rest);
  };
  const program = ts.createProgram([...declarations, ...virtual.keys()], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const v = d.file && virtual.get(d.file.fileName);
    if (!v || d.start === undefined) return `${d.file?.fileName ?? 'compiler'}: ${message}`;
    const line = d.file!.getLineAndCharacterOfPosition(d.start).line;
    return `${v.sample.file}:${v.sample.line + line}: ${message}`;
  });
}

const samples = sdkSamples(['ts', 'tsx', 'typescript']);

describe('TypeScript samples in the SDK guides', () => {
  it('finds samples in the React Native and Capacitor guides', () => {
    for (const dir of ['/reactnative/', '/capacitor/']) {
      expect(samples.filter((s) => s.file.includes(dir)).length, dir).toBeGreaterThan(5);
    }
  });

  it(`type-check against the SDK declarations (${samples.length} samples)`, () => {
    const errors = typeErrors(samples);
    expect(errors, errors.join('\n')).toEqual([]);
  }, 120_000);

  it('reports an invented method, a wrong option and a syntax error with file and line', () => {
    const errors = typeErrors([
      {
        file: 'docs/a.mdx',
        line: 5,
        lang: 'ts',
        code: "import {RookConfig} from 'capacitor-rook-sdk';\nvoid RookConfig.clearUserId();",
      },
      {
        file: 'docs/b.mdx',
        line: 9,
        lang: 'tsx',
        code: "import {useRookSync} from 'react-native-rook-sdk';\nexport const f = () => useRookSync().sync(() => {}, {date: 1});",
      },
      {file: 'docs/c.mdx', line: 3, lang: 'ts', code: 'function f( {'},
    ]);
    expect(errors.some((e) => e.startsWith("docs/a.mdx:6: Property 'clearUserId' does not exist"))).toBe(true);
    expect(errors.some((e) => e.startsWith('docs/b.mdx:10: ') && /number/.test(e))).toBe(true);
    expect(errors.some((e) => e.startsWith('docs/c.mdx:3: '))).toBe(true);
  }, 120_000);
});

/**
 * A page that states a sync window (it shows `manualSyncDays` or speaks of a
 * window or of days back) keeps its samples true tomorrow: no sample on it
 * writes a calendar day, which would fall out of the window as time passes.
 * Dates are computed from today instead.
 */
const STATES_A_WINDOW = /manualSyncDays|ManualSyncDays|\bwindow\b|days back/i;
const LITERAL_DAY = /\b\d{4}-\d{2}-\d{2}\b|LocalDate\.of\(|DateTime\(\d{4}|DateComponents\(year:/;

/** Samples (file:line) that write a literal day on a page that states a window. */
function literalDaysInWindowedPages(all: Sample[], pageText: (file: string) => string): string[] {
  return all.filter((s) => STATES_A_WINDOW.test(pageText(s.file)) && LITERAL_DAY.test(s.code)).map((s) => `${s.file}:${s.line}`);
}

describe('SDK samples on pages that state a sync window', () => {
  const pageText = (file: string) => readFileSync(path.join(root, file), 'utf8');

  it('compute their dates instead of writing a day', () => {
    const all = sdkSamples();
    expect(all.filter((s) => STATES_A_WINDOW.test(pageText(s.file))).length).toBeGreaterThanOrEqual(10);
    expect(literalDaysInWindowedPages(all, pageText)).toEqual([]);
  });

  it('the check catches a day written on such a page', () => {
    const sample = {file: 'x.mdx', line: 3, lang: 'ts', code: "syncEvents({date: '2026-08-27'})"};
    expect(literalDaysInWindowedPages([sample], () => 'Manual sync reaches 29 days back.')).toEqual(['x.mdx:3']);
    expect(literalDaysInWindowedPages([sample], () => 'No limits here.')).toEqual([]);
  });
});
