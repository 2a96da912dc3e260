// `npm run sandbox` runs the sandbox from a bundle (scripts/lib/sandbox-bundle.mjs). Here the same
// bundler on a small project of its own: what it keeps of each file's folder, and when it remakes it.
// The sandbox's own bundle is started by tests/sandbox/processes.pg.test.ts, cluster.pg.test.ts and
// tests/e2e/hosted-sandbox.spec.ts.
import {execFileSync} from 'node:child_process';
import {mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {bundleIfChanged} from '../../scripts/lib/sandbox-bundle.mjs';

let root: string;
let where: {root: string; entry: string; outfile: string};

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  writeFileSync(path.join(root, file), text);
}

const run = () => JSON.parse(execFileSync(process.execPath, [where.outfile], {encoding: 'utf8'})) as Record<string, unknown>;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'rook-bundle-'));
  where = {root, entry: path.join(root, 'app/main.ts'), outfile: path.join(root, 'cache/out/main.cjs')};
  write('app/lib/where.ts', 'export const folder: string = __dirname;\nexport const file: string = __filename;\n');
  // A JSON file is data: a name in it is never replaced.
  write('app/lib/data.json', '{"answer": 42, "note": "__dirname"}\n');
  write(
    'app/main.ts',
    "import {folder, file} from './lib/where';\nimport data from './lib/data.json';\n" +
      'console.log(JSON.stringify({folder, file, answer: data.answer, note: data.note, main: __dirname}));\n',
  );
});

afterEach(() => rmSync(root, {recursive: true, force: true}));

describe('the sandbox bundler', () => {
  it('bundles TypeScript and JSON, and each file keeps its own folder and name', async () => {
    expect(await bundleIfChanged(where)).toBe(true);
    expect(run()).toEqual({
      folder: path.join(root, 'app/lib'),
      file: path.join(root, 'app/lib/where.ts'),
      answer: 42,
      note: '__dirname',
      main: path.join(root, 'app'),
    });
  });

  it('keeps the bundle while no file it was made from changes, and remakes it when one does', async () => {
    await bundleIfChanged(where);
    const made = statSync(where.outfile).mtimeMs;
    expect(await bundleIfChanged(where)).toBe(false);
    expect(statSync(where.outfile).mtimeMs).toBe(made);
    // A file the bundle does not import is not one of its inputs.
    write('app/unrelated.ts', 'export const x = 1;\n');
    expect(await bundleIfChanged(where)).toBe(false);
    write('app/lib/data.json', '{"answer": 43}\n');
    expect(await bundleIfChanged(where)).toBe(true);
    expect(run().answer).toBe(43);
  });

  it('remakes a bundle whose list of inputs is gone or names a file that is gone', async () => {
    await bundleIfChanged(where);
    rmSync(`${where.outfile}.inputs.json`);
    expect(await bundleIfChanged(where)).toBe(true);
    write('app/main.ts', "import {folder} from './lib/where';\nconsole.log(JSON.stringify({folder}));\n");
    expect(await bundleIfChanged(where)).toBe(true);
    rmSync(path.join(root, 'app/lib/data.json'));
    // data.json is no longer imported: its removal changes nothing.
    expect(await bundleIfChanged(where)).toBe(false);
    rmSync(path.join(root, 'app/lib/where.ts'));
    await expect(bundleIfChanged(where)).rejects.toThrow(/where/);
  });

  it('stops with esbuild’s message when a file does not compile', async () => {
    write('app/main.ts', 'const = ;\n');
    await expect(bundleIfChanged(where)).rejects.toThrow(/Expected identifier/);
  });
});
