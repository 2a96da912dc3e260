// Runs after `docusaurus build`: writes brotli and gzip copies of every
// compressible file (the server sends them as they are, at no CPU cost per
// request), then stamps the build with its input fingerprint.
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
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

/** @param {string} file */
async function compress(file) {
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, {level: 9}),
  ]);
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
  // A small pool keeps both cores busy without holding every file in memory.
  const workers = Array.from({length: 4}, async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const sizes = await compress(file);
      raw += sizes.raw;
      br += sizes.br;
    }
  });
  await Promise.all(workers);
  await writeFile(path.join(buildDir, FINGERPRINT_FILE), `${computeFingerprint(root)}\n`);
  console.log(
    `[postbuild] precompressed ${(raw / 1024).toFixed(0)} KiB to ${(br / 1024).toFixed(0)} KiB (brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error) => {
  console.error('[postbuild] failed:', error);
  process.exit(1);
});
