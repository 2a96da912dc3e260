import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Compiles Kotlin against the stub of the SDKs' published API
 * (tests/unit/sdk-api/kotlin/), in one kotlinc invocation. Debian's kotlinc
 * is 1.3, which rejects `Result` as a return type unless
 * -Xallow-result-return-type is passed, and has no trailing commas.
 */

const stubDir = path.resolve(__dirname, '../sdk-api/kotlin');
export const kotlinStubs = readdirSync(stubDir).map((f) => path.join(stubDir, f));

const run = promisify(execFile);

/**
 * Writes `sources` as Sample<i>.kt in `outDir`, compiles them and resolves to
 * kotlinc's error lines (empty when it compiles). Asynchronous: a compile
 * takes a minute or more, and a worker blocked that long loses its link to vitest.
 */
export async function kotlinErrors(sources: string[], outDir: string): Promise<string[]> {
  const files = sources.map((code, i) => {
    const file = path.join(outDir, `Sample${i}.kt`);
    writeFileSync(file, code);
    return file;
  });
  try {
    await run('kotlinc', ['-nowarn', '-Xallow-result-return-type', '-d', path.join(outDir, 'classes'), ...kotlinStubs, ...files], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    return [];
  } catch (error) {
    if ((error as {code?: string}).code === 'ENOENT') throw new Error("kotlinc not found: install Debian's kotlin package (.ci/run does).");
    const output = `${(error as {stdout?: string}).stdout ?? ''}${(error as {stderr?: string}).stderr ?? ''}`;
    return output.split('\n').filter((line) => /error:/.test(line));
  }
}
