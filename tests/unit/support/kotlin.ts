import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import {promisify} from 'node:util';
import {existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, statSync, writeFileSync} from 'node:fs';
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
const FLAGS = ['-nowarn', '-Xallow-result-return-type'];

/**
 * kotlinc's answers, kept between runs by what they depend on (the compiler, its flags, the stub
 * and the sources): the compile costs a JVM start and some 10 s of CPU, and a rerun of the same
 * inputs gives the same diagnostics. A changed sample, stub or compiler compiles again.
 */
const cacheDir = path.resolve(__dirname, '../../../node_modules/.cache/kotlin-samples');

/** The installed compiler, as its jar's path, size and time; undefined when there is no kotlinc (no cache then). */
function compilerIdentity(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const bin = path.join(dir, 'kotlinc');
    if (!existsSync(bin)) continue;
    const jar = path.join(path.dirname(path.dirname(realpathSync(bin))), 'lib', 'kotlin-compiler.jar');
    if (!existsSync(jar)) return undefined;
    const {size, mtimeMs} = statSync(jar);
    return `${realpathSync(jar)} ${size} ${mtimeMs}`;
  }
  return undefined;
}

function cacheKey(sources: string[]): string | undefined {
  const compiler = compilerIdentity();
  if (!compiler) return undefined;
  const stubs = kotlinStubs.map((file) => readFileSync(file, 'utf8'));
  return createHash('sha256')
    .update(JSON.stringify([compiler, FLAGS, stubs, sources]))
    .digest('hex');
}

/**
 * Writes `sources` as Sample<i>.kt in `outDir`, compiles them and resolves to
 * kotlinc's error lines (empty when it compiles). Asynchronous: a compile
 * takes a minute or more, and a worker blocked that long loses its link to vitest.
 */
export async function kotlinErrors(sources: string[], outDir: string): Promise<string[]> {
  const key = cacheKey(sources);
  const cached = key && path.join(cacheDir, `${key}.json`);
  if (cached && existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as string[];
  const errors = await compile(sources, outDir);
  if (cached) {
    mkdirSync(cacheDir, {recursive: true});
    // Renamed into place, so an interrupted run leaves no half-written answer.
    writeFileSync(`${cached}.tmp`, JSON.stringify(errors));
    renameSync(`${cached}.tmp`, cached);
  }
  return errors;
}

async function compile(sources: string[], outDir: string): Promise<string[]> {
  const files = sources.map((code, i) => {
    const file = path.join(outDir, `Sample${i}.kt`);
    writeFileSync(file, code);
    return file;
  });
  try {
    await run('kotlinc', [...FLAGS, '-d', path.join(outDir, 'classes'), ...kotlinStubs, ...files], {
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
