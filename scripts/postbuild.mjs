// Runs after `docusaurus build`: writes brotli and gzip copies of every
// compressible file (the server sends them as they are, at no CPU cost per
// request), then stamps the build with its input fingerprint.
import {createHash, randomUUID} from 'node:crypto';
import {mkdir, readdir, readFile, rename, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {computeFingerprint, FINGERPRINT_FILE} from './lib/fingerprint.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
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

// The compressed copies of a file's content, kept between builds: most chunks and pages of a
// rebuild are byte for byte those of the last one, and compressing them again is most of this
// step's CPU. Entries no file of this build used are removed at the end.
const cacheDir = path.join(root, 'node_modules', '.cache', 'precompressed');

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
 * @param {Buffer} data @param {number} quality @param {Set<string>} used the cache entries this build uses
 */
async function compressed(data, quality, used) {
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

/** @param {string} file @param {Set<string>} used */
async function compress(file, used) {
  const data = await readFile(file);
  const [br, gz] = await compressed(data, brotliQuality(file), used);
  // A compressed copy that is not smaller would only waste a lookup.
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
  return {raw: data.length, br: Math.min(br.length, data.length)};
}

async function main() {
  const started = Date.now();
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
      const sizes = await compress(file, used);
      raw += sizes.raw;
      br += sizes.br;
    }
  });
  await Promise.all(workers);
  for (const name of await readdir(cacheDir)) {
    // Every write has finished: a temporary file left now is from an interrupted build.
    if (name.endsWith('.tmp') || !used.has(name.replace(/\.(br|gz)$/, ''))) await rm(path.join(cacheDir, name), {force: true});
  }
  await writeFile(path.join(buildDir, FINGERPRINT_FILE), `${computeFingerprint(root)}\n`);
  console.log(
    `[postbuild] precompressed ${(raw / 1024).toFixed(0)} KiB to ${(br / 1024).toFixed(0)} KiB (brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error) => {
  console.error('[postbuild] failed:', error);
  process.exit(1);
});
