import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

/**
 * TypeScript samples in the SDK guides must at least parse. Each fenced
 * ```ts / ```tsx block under docs/rookconnect/sdk is run through the
 * compiler's transpiler, which reports syntax errors only (the SDK packages
 * are not installed here, so type errors cannot be checked).
 */

const sdkDocs = path.resolve(__dirname, '../../docs/rookconnect/sdk');
/** The spec requires these two; the rest of the SDK tree is checked too. */
const requiredDirs = ['reactnative', 'capacitor'];

interface Sample {
  file: string;
  /** 1-based line of the first code line in the MDX file. */
  line: number;
  lang: 'ts' | 'tsx';
  code: string;
}

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Fenced ts/tsx blocks of one Markdown source, with their starting line. */
export function extractSamples(file: string, source: string): Sample[] {
  const samples: Sample[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,})(ts|tsx|typescript)\b/.exec(lines[i]!);
    if (!open) continue;
    const fence = open[2]!;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !lines[j]!.trimStart().startsWith(fence)) body.push(lines[j++]!);
    if (j >= lines.length) throw new Error(`${file}:${i + 1}: code fence is never closed`);
    samples.push({file, line: i + 2, lang: open[3] === 'tsx' ? 'tsx' : 'ts', code: body.join('\n')});
    i = j;
  }
  return samples;
}

/** Syntax errors of one sample, as "file:line: message". */
export function syntaxErrors(sample: Sample): string[] {
  const result = ts.transpileModule(sample.code, {
    fileName: `sample.${sample.lang}`,
    reportDiagnostics: true,
    compilerOptions: {jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext},
  });
  return (result.diagnostics ?? []).map((d) => {
    const offset = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : 0;
    const rel = path.relative(process.cwd(), sample.file);
    return `${rel}:${sample.line + offset}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

const allSamples = mdxFiles(sdkDocs).flatMap((file) => extractSamples(file, readFileSync(file, 'utf8')));

describe('TypeScript samples in the SDK guides', () => {
  it('finds samples in every required platform folder', () => {
    for (const dir of requiredDirs) {
      const inDir = allSamples.filter((s) => s.file.includes(`${path.sep}${dir}${path.sep}`));
      expect(inDir.length, `no ts/tsx samples found under ${dir}`).toBeGreaterThan(3);
    }
  });

  it('every sample parses without syntax errors', () => {
    const errors = allSamples.flatMap(syntaxErrors);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('the check reports a broken sample with its file and line', () => {
    const broken = extractSamples('docs/example.mdx', 'Intro\n\n```tsx\nconst a = <View>;\nfunction f( {\n```\n');
    expect(broken).toHaveLength(1);
    const errors = syntaxErrors(broken[0]!);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatch(/example\.mdx:4: /);
  });

  it('rejects an unclosed fence instead of skipping it', () => {
    expect(() => extractSamples('docs/open.mdx', '```ts\nconst a = 1;\n')).toThrow(/open\.mdx:1: code fence is never closed/);
  });
});
