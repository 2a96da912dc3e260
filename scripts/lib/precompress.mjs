// Brotli and gzip copies of every compressible file of a build folder, which
// `scripts/serve.mjs` sends as they are, at no CPU cost per request. Used by
// the post-build step, and by the benchmark for the Docusaurus scaffold it
// compares the site with, so both are compressed alike.
import {createHash, randomUUID} from 'node:crypto';
import {mkdir, readdir, readFile, rename, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md', '.yaml', '.map', '.webmanifest']);
const MIN_BYTES = 1024;
// Scripts, styles and data are hashed and cached for a year, so they get brotli's best (quality
// 11). HTML is fetched on every visit but the 410 pages are most of the bytes: at quality 10 they
// come out about 3% larger (some 200 bytes a page) and take a quarter of the CPU (22.5 s to 6.4 s
// on this build). The Markdown copies and llms*.txt are fetched now and then by tools: at quality
// 7 they come out about 12% larger, and their CPU drops from about 4.7 s to 0.1 s.
/** @type {Record<string, number>} */
const BROTLI_QUALITY = {'.html': 10, '.md': 7, '.txt': 7};
/** @param {string} file */
const brotliQuality = (file) => BROTLI_QUALITY[path.extname(file)] ?? 11;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* walk(dir) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * The brotli and gzip copies of `data`, from the cache or made (and cached).
 * @param {Buffer} data @param {number} quality @param {string} cacheDir @param {Set<string>} used the cache entries this build uses
 */
async function compressed(data, quality, cacheDir, used) {
  const key = `${createHash('sha256').update(data).digest('hex')}-q${quality}`;
  used.add(key);
  const entry = path.join(cacheDir, key);
  try {
    return await Promise.all([readFile(`${entry}.br`), readFile(`${entry}.gz`)]);
  } catch {
    // Not cached yet.
  }
  const copies = await Promise.all([
    brotli(data, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length}}),
    gzip(data, {level: 9}),
  ]);
  // Written under a temporary name of its own first, so an interrupted build leaves no truncated
  // entry, and two files of the same content compressed at once do not rename one temporary file.
  await Promise.all(
    copies.map(async (copy, i) => {
      const target = `${entry}.${i === 0 ? 'br' : 'gz'}`;
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, copy);
      await rename(temporary, target);
    }),
  );
  return copies;
}

/** @param {string} file @param {string} cacheDir @param {Set<string>} used */
async function compress(file, cacheDir, used) {
  const data = await readFile(file);
  const [br, gz] = await compressed(data, brotliQuality(file), cacheDir, used);
  // A compressed copy that is not smaller would only waste a lookup.
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
  return {raw: data.length, br: Math.min(br.length, data.length)};
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `buildDir`.
 * `cacheDir` keeps the copies by content between builds: most chunks and pages of a rebuild are
 * byte for byte those of the last one, and compressing them again is most of this step's CPU.
 * Entries no file of this build used are removed at the end, so give each build folder its own.
 * @param {string} buildDir
 * @param {string} cacheDir
 * @returns {Promise<{raw: number, br: number}>} bytes of the compressible files before and after brotli
 */
export async function precompress(buildDir, cacheDir) {
  /** @type {string[]} */
  const queue = [];
  for await (const file of walk(buildDir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    queue.push(file);
  }
  let raw = 0;
  let br = 0;
  /** @type {Set<string>} */
  const used = new Set();
  await mkdir(cacheDir, {recursive: true});
  // A small pool keeps both cores busy without holding every file in memory.
  const workers = Array.from({length: 4}, async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const sizes = await compress(file, cacheDir, used);
      raw += sizes.raw;
      br += sizes.br;
    }
  });
  await Promise.all(workers);
  for (const name of await readdir(cacheDir)) {
    // Every write has finished: a temporary file left now is from an interrupted build.
    if (name.endsWith('.tmp') || !used.has(name.replace(/\.(br|gz)$/, ''))) await rm(path.join(cacheDir, name), {force: true});
  }
  return {raw, br};
}
