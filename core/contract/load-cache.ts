import {createHash, randomBytes} from 'node:crypto';
import {mkdir, readdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';

/*
 * Contract loads kept on disk between processes. Parsing, validating and
 * modelling ROOK's contract costs about a second of CPU; reading a kept load
 * costs about a tenth of that, and it is most of what the sandbox does before
 * it can answer. One file per contract, named after its path, holding the load
 * and the key it was made under; a key that differs is a miss, and the next
 * successful load replaces the file.
 *
 * The key covers everything a load reads: every file of the contract's folder
 * (a contract may $ref its neighbours), the loader's and the model's own
 * source (followed through their relative imports, so editing the model
 * invalidates), the lockfile (parser versions) and Node's version (the
 * serialisation format). v8 serialisation, not JSON, because the dereferenced
 * document has cycles and shares objects.
 */

const CONTRACT_EXTENSIONS = /\.(ya?ml|json)$/;
const CODE_EXTENSIONS = ['.ts', '.tsx', '/index.ts'];

/** The source files `entry` reaches through relative imports, itself included. */
async function sourceClosure(entry: string): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = await readFile(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const base = path.resolve(path.dirname(file), specifier!);
      for (const candidate of [base, ...CODE_EXTENSIONS.map((ext) => base + ext)]) {
        const found = await readFile(candidate, 'utf8').then(
          () => candidate,
          () => undefined,
        );
        if (found && /\.tsx?$/.test(found)) {
          await visit(found);
          break;
        }
      }
    }
  };
  await visit(entry);
  return [...seen].sort();
}

export interface LoadCache<T> {
  /** The key a load of `file` is kept under, given what else shapes the load (its routes). */
  key(file: string, extra: unknown): Promise<string>;
  /** The kept load of `file` if it was made under `key`; undefined otherwise (missing, stale or unreadable). */
  read(file: string, key: string): Promise<T | undefined>;
  /** Keeps `value` for `file` under `key`. Never throws: a cache that cannot be written is only slower. */
  write(file: string, key: string, value: T): Promise<void>;
}

/**
 * A cache in `dir` for loads made by the module `loader` (whose source, with
 * what it imports, is part of every key) with the dependencies `lockfile` pins.
 */
export function createLoadCache<T>(dir: string, loader: string, lockfile: string): LoadCache<T> {
  let codeDigest: Promise<string> | undefined;
  const digestOfCode = () =>
    (codeDigest ??= (async () => {
      const hash = createHash('sha256').update(process.version);
      for (const file of await sourceClosure(loader)) hash.update(file).update(await readFile(file));
      hash.update(await readFile(lockfile).catch(() => Buffer.from('no lockfile')));
      return hash.digest('hex');
    })());
  const entryOf = (file: string) => path.join(dir, `${createHash('sha256').update(path.resolve(file)).digest('hex').slice(0, 24)}.bin`);

  return {
    async key(file, extra) {
      const folder = path.dirname(path.resolve(file));
      const hash = createHash('sha256')
        .update(await digestOfCode())
        .update(path.resolve(file))
        .update(JSON.stringify(extra));
      for (const name of (await readdir(folder)).filter((n) => CONTRACT_EXTENSIONS.test(n)).sort()) {
        hash.update(name).update(await readFile(path.join(folder, name)));
      }
      return hash.digest('hex');
    },

    async read(file, key) {
      try {
        const kept = v8.deserialize(await readFile(entryOf(file))) as {key?: unknown; value?: T};
        return kept.key === key ? kept.value : undefined;
      } catch {
        return undefined;
      }
    },

    async write(file, key, value) {
      const target = entryOf(file);
      // Written beside, then renamed over: a reader never sees half a file.
      const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
      try {
        await mkdir(dir, {recursive: true});
        await writeFile(temporary, v8.serialize({key, value}));
        await rename(temporary, target);
      } catch {
        await rm(temporary, {force: true}).catch(() => undefined);
      }
    },
  };
}
