// Runs after `docusaurus build`: writes brotli and gzip copies of every
// compressible file (lib/precompress.mjs), then stamps the build with its
// input fingerprint.
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {computeFingerprint, FINGERPRINT_FILE} from './lib/fingerprint.mjs';
import {precompress} from './lib/precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');

async function main() {
  const started = Date.now();
  const {raw, br} = await precompress(buildDir, path.join(root, 'node_modules', '.cache', 'precompressed'));
  await writeFile(path.join(buildDir, FINGERPRINT_FILE), `${computeFingerprint(root)}\n`);
  console.log(
    `[postbuild] precompressed ${(raw / 1024).toFixed(0)} KiB to ${(br / 1024).toFixed(0)} KiB (brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error) => {
  console.error('[postbuild] failed:', error);
  process.exit(1);
});
