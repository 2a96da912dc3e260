import {execFileSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {sdkExceptions} from '../../src/data/sdkExceptions';
import {sdkSamples, type Sample} from './support/sdkSamples';

/**
 * Every Kotlin sample of the SDK guides is compiled against a stub of the
 * SDKs' published API written from the provider facts sheet
 * (tests/unit/sdk-api/kotlin/). All samples and stubs go to one kotlinc
 * invocation. Debian's kotlinc is 1.3, which rejects `Result` as a return
 * type unless -Xallow-result-return-type is passed, and has no trailing
 * commas: samples are written without them.
 */

const stubDir = path.resolve(__dirname, 'sdk-api/kotlin');
const stubs = readdirSync(stubDir).map((f) => path.join(stubDir, f));

/** ROOK package a sample's page documents; readers let the IDE add these imports. */
function rookImport(file: string): string {
  if (file.includes('/samsung-health/')) return 'io.tryrook.sdk.samsung.*';
  if (file.endsWith('/api-sources.mdx')) return 'stubs.rook.apisources.*';
  return 'com.rookmotion.rook.sdk.*';
}

/** The sample as a compilable file, in its own package so names never clash. */
export function toKotlinFile(sample: Sample, index: number): string {
  return [`package samples.s${index}`, 'import stubs.android.*', `import ${rookImport(sample.file)}`, sample.code].join('\n');
}

const headerLines = 3;

/** Runs kotlinc once and returns its diagnostics mapped back to MDX lines. */
export function compile(samples: Sample[], outDir: string): string[] {
  const files = samples.map((sample, i) => {
    const file = path.join(outDir, `Sample${i}.kt`);
    writeFileSync(file, toKotlinFile(sample, i));
    return file;
  });
  try {
    execFileSync('kotlinc', ['-nowarn', '-Xallow-result-return-type', '-d', path.join(outDir, 'classes'), ...stubs, ...files], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return [];
  } catch (error) {
    const output = `${(error as {stdout?: string}).stdout ?? ''}${(error as {stderr?: string}).stderr ?? ''}`;
    if ((error as {code?: string}).code === 'ENOENT') throw new Error("kotlinc not found: install Debian's kotlin package (.ci/run does).");
    return output
      .split('\n')
      .filter((line) => /error:/.test(line))
      .map((line) => {
        const m = /Sample(\d+)\.kt:(\d+):\d+: error: (.*)/.exec(line);
        if (!m) return line;
        const sample = samples[Number(m[1])]!;
        return `${sample.file}:${sample.line + Number(m[2]) - 1 - headerLines}: ${m[3]}`;
      });
  }
}

const samples = sdkSamples(['kotlin']);
const work = mkdtempSync(path.join(tmpdir(), 'sdk-kotlin-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

describe('Kotlin samples in the SDK guides', () => {
  it(`compile against the SDK stub (${samples.length} samples)`, () => {
    expect(samples.length).toBeGreaterThan(20);
    const errors = compile(samples, work);
    expect(errors, errors.join('\n')).toEqual([]);
  }, 240_000);

  it('a sample that ignores the Result or invents a method fails to compile, with its MDX line', () => {
    const bad: Sample[] = [
      {
        file: 'docs/x/health-connect/bad.mdx',
        line: 10,
        lang: 'kotlin',
        code: 'suspend fun f(m: RookSyncManager): Int = m.getTodayStepsCount()',
      },
      {
        file: 'docs/x/health-connect/bad.mdx',
        line: 20,
        lang: 'kotlin',
        code: 'suspend fun g(m: RookSyncManager) {\n    m.syncEverything()\n}',
      },
    ];
    const dir = mkdtempSync(path.join(work, 'bad-'));
    const errors = compile(bad, dir);
    expect(errors.some((e) => e.startsWith('docs/x/health-connect/bad.mdx:10: type mismatch'))).toBe(true);
    expect(errors.some((e) => e.startsWith('docs/x/health-connect/bad.mdx:21: unresolved reference: syncEverything'))).toBe(true);
  }, 240_000);

  it('the stub declares every Android exception the guides list', () => {
    const stubText = stubs.map((f) => readFileSync(f, 'utf8')).join('\n');
    for (const list of [sdkExceptions['android.healthConnect'], sdkExceptions['android.samsungHealth']]) {
      for (const {name} of list) expect(stubText, name).toMatch(new RegExp(`class ${name}\\b`));
    }
  });
});
