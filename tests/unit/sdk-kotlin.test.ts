import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {sdkExceptions} from '../../core/data/sdkExceptions';
import {kotlinErrors, kotlinStubs as stubs} from './support/kotlin';
import {sdkSamples, type Sample} from './support/sdkSamples';

/**
 * Every Kotlin sample of the SDK guides is compiled against a stub of the
 * SDKs' published API written from ROOK's SDK documentation
 * (tests/unit/sdk-api/kotlin/), in one kotlinc invocation
 * (support/kotlin.ts). Debian's kotlinc has no trailing commas: samples are
 * written without them.
 */

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
export async function compile(samples: Sample[], outDir: string): Promise<string[]> {
  const errors = await kotlinErrors(
    samples.map((sample, i) => toKotlinFile(sample, i)),
    outDir,
  );
  return errors.map((line) => {
    const m = /Sample(\d+)\.kt:(\d+):\d+: error: (.*)/.exec(line);
    if (!m) return line;
    const sample = samples[Number(m[1])]!;
    return `${sample.file}:${sample.line + Number(m[2]) - 1 - headerLines}: ${m[3]}`;
  });
}

const samples = sdkSamples(['kotlin']);
const work = mkdtempSync(path.join(tmpdir(), 'sdk-kotlin-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

describe('Kotlin samples in the SDK guides', () => {
  it(`compile against the SDK stub (${samples.length} samples)`, async () => {
    expect(samples.length).toBeGreaterThan(20);
    const errors = await compile(samples, work);
    expect(errors, errors.join('\n')).toEqual([]);
  }, 240_000);

  it('a sample that ignores the Result or invents a method fails to compile, with its MDX line', async () => {
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
    const errors = await compile(bad, dir);
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
