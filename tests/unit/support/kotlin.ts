import {execFile} from 'node:child_process';
import {createHash, randomUUID} from 'node:crypto';
import {promisify} from 'node:util';
import {existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Compiles Kotlin samples with Debian's kotlinc against stubs of the API they
 * call, in one kotlinc invocation: by default the stub of the SDKs' published
 * API (tests/unit/sdk-api/kotlin/). Debian's kotlinc is 1.3, which rejects
 * `Result` as a return type unless -Xallow-result-return-type is passed, and
 * has no trailing commas.
 */

const stubDir = path.resolve(__dirname, '../sdk-api/kotlin');
export const kotlinStubs = readdirSync(stubDir).map((f) => path.join(stubDir, f));

/** What a compile is checked against: the stub files, and kotlinc's flags. */
interface KotlinCompile {
  stubs: readonly string[];
  flags: readonly string[];
}

const sdkCompile: KotlinCompile = {stubs: kotlinStubs, flags: ['-nowarn', '-Xallow-result-return-type']};

const run = promisify(execFile);

/**
 * kotlinc's answers, kept between runs by what they depend on (the compiler, its flags, the stubs
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

function cacheKey(sources: string[], {stubs, flags}: KotlinCompile): string | undefined {
  const compiler = compilerIdentity();
  if (!compiler) return undefined;
  const stubTexts = stubs.map((file) => readFileSync(file, 'utf8'));
  return createHash('sha256')
    .update(JSON.stringify([compiler, flags, stubTexts, sources]))
    .digest('hex');
}

/**
 * Writes `sources` as Sample<i>.kt in `outDir`, compiles them with `against`
 * (the SDK stub unless told otherwise) and resolves to kotlinc's error lines
 * (empty when it compiles). Asynchronous: a compile takes a minute or more,
 * and a worker blocked that long loses its link to vitest.
 */
export async function kotlinErrors(sources: string[], outDir: string, against: KotlinCompile = sdkCompile): Promise<string[]> {
  const key = cacheKey(sources, against);
  const cached = key && path.join(cacheDir, `${key}.json`);
  if (cached && existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as string[];
  const errors = await compile(sources, outDir, against);
  if (cached) {
    mkdirSync(cacheDir, {recursive: true});
    // Written under a name of its own, then renamed into place: an interrupted or concurrent run
    // leaves no half-written answer.
    const temporary = `${cached}.${randomUUID()}.tmp`;
    writeFileSync(temporary, JSON.stringify(errors));
    renameSync(temporary, cached);
  }
  return errors;
}

async function compile(sources: string[], outDir: string, {stubs, flags}: KotlinCompile): Promise<string[]> {
  const files = sources.map((code, i) => {
    const file = path.join(outDir, `Sample${i}.kt`);
    writeFileSync(file, code);
    return file;
  });
  try {
    await run('kotlinc', [...flags, '-d', path.join(outDir, 'classes'), ...stubs, ...files], {
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
