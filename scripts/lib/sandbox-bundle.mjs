// The sandbox as one JavaScript file, bundled by esbuild from its TypeScript and remade whenever a file
// it was made from changes. Started through tsx, the sandbox resolved and loaded each of its modules
// through tsx's hooks, which run in a thread of their own: about half a second of every start and
// 35 MB of memory (bench/sandbox.mjs measures both). The packages stay outside the bundle, loaded from
// node_modules as before.
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, renameSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The sandbox's bundle; `<bundle>.inputs.json` beside it lists the files it was made from and their digest. */
const SANDBOX_BUNDLE = path.join(repoRoot, 'node_modules/.cache/rook-sandbox/server.cjs');
// Part of the digest: a new esbuild or a change to how the bundle is made remakes it.
const RECIPE = `esbuild ${esbuild.version}, cjs, node20, dirname-kept, 2`;

/**
 * The sandbox's modules find their neighbours (migrations, PGlite's thread, the contracts) from
 * `__dirname`; in a bundle that would be the bundle's folder, so each file's own is written in.
 * Every file bundled passes here, so `read` ends with the contents the bundle was made from.
 * @param {Map<string, Buffer>} read absolute path → contents
 * @returns {esbuild.Plugin}
 */
const keepDirname = (read) => ({
  name: 'keep-dirname',
  setup(build) {
    build.onLoad({filter: /\.(ts|mts|mjs|js|json)$/}, (args) => {
      const contents = readFileSync(args.path);
      read.set(args.path, contents);
      if (args.path.endsWith('.json')) return {contents, loader: 'json'};
      const source = contents
        .toString('utf8')
        .replaceAll('__dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('__filename', JSON.stringify(args.path));
      return {contents: source, loader: /\.m?ts$/.test(args.path) ? 'ts' : 'js'};
    });
  },
});

/**
 * @param {string[]} files paths relative to the bundle's root
 * @param {(file: string) => Buffer} contentsOf
 */
function digestOf(files, contentsOf) {
  const hash = createHash('sha256').update(RECIPE);
  for (const file of files) hash.update(`\0${file}\0`).update(contentsOf(file));
  return hash.digest('hex');
}

/**
 * Whether the bundle was made, by this recipe, from the files as they are now.
 * @param {string} root @param {string} outfile
 */
function isCurrent(root, outfile) {
  try {
    /** @type {{files: string[], digest: string}} */
    const made = JSON.parse(readFileSync(`${outfile}.inputs.json`, 'utf8'));
    statSync(outfile);
    return digestOf(made.files, (file) => readFileSync(path.join(root, file))) === made.digest;
  } catch {
    // No bundle yet, or one of its files is gone: make it.
    return false;
  }
}

/**
 * Bundles `entry` (and every file of `root` it imports) into `outfile`, unless the bundle there was
 * made from the files as they are now; resolves with whether it was made. Processes that start
 * together may each make it: each writes to a file of its own and renames it into place, the bundle
 * before its list, so a list never describes a bundle not yet in place.
 * @param {{root: string, entry: string, outfile: string}} where
 * @returns {Promise<boolean>}
 */
export async function bundleIfChanged({root, entry, outfile}) {
  if (isCurrent(root, outfile)) return false;
  mkdirSync(path.dirname(outfile), {recursive: true});
  const temporary = `${outfile}.${process.pid}`;
  /** @type {Map<string, Buffer>} */
  const read = new Map();
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    sourcesContent: false,
    // A failure is thrown with esbuild's messages in it; the caller says it once.
    logLevel: 'silent',
    plugins: [keepDirname(read)],
  });
  // The digest of what was read, not of the files now: one edited during the build remakes the bundle next time.
  const byFile = new Map([...read].map(([file, contents]) => [path.relative(root, file).split(path.sep).join('/'), contents]));
  const files = [...byFile.keys()].sort();
  const digest = digestOf(files, (file) => /** @type {Buffer} */ (byFile.get(file)));
  renameSync(temporary, outfile);
  writeFileSync(`${outfile}.inputs.json.${process.pid}`, JSON.stringify({files, digest}));
  renameSync(`${outfile}.inputs.json.${process.pid}`, `${outfile}.inputs.json`);
  return true;
}

/** The sandbox's bundle, made first if it is missing or older than a file it comes from. */
export async function sandboxBundle() {
  await bundleIfChanged({root: repoRoot, entry: path.join(repoRoot, 'sandbox/server.ts'), outfile: SANDBOX_BUNDLE});
  return SANDBOX_BUNDLE;
}
