// The typed clients the build published are exactly what the current contract generates: the same
// producer (plugins/typed-clients/generate.ts) runs here again, so a contract changed after the
// build, or a build step that altered the files, fails here.
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {typedClientsOfContract} from '../../plugins/typed-clients/generate';
import {typedClients} from '../../plugins/typed-clients/paths';
import {buildDir} from './support/dom';

/** Every file under a folder, by its path relative to it. */
function filesUnder(dir: string): Map<string, string> {
  const entries = readdirSync(dir, {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile());
  const files = entries.map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  return new Map(files.sort().map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
}

describe('the typed clients under /downloads/', async () => {
  const current = await typedClientsOfContract();

  test('the TypeScript package unpacks, with tar as npm uses it, to the files the contract generates now', () => {
    const published = path.join(buildDir, typedClients.typescript.path);
    const target = mkdtempSync(path.join(tmpdir(), 'rook-typed-client-'));
    execFileSync('tar', ['-xzf', published, '-C', target]);
    expect(readdirSync(target)).toEqual(['package']);
    expect(filesUnder(path.join(target, 'package'))).toEqual(current.typescriptFiles);
    const manifest = JSON.parse(current.typescriptFiles.get('package.json')!) as {name: string; version: string; dependencies: object};
    expect(manifest).toMatchObject({name: typedClients.typescript.name, version: current.version});
    expect(Object.keys(manifest.dependencies)).toEqual(['openapi-fetch']);
  });

  test('the Python module is the one the contract generates now', () => {
    expect(readFileSync(path.join(buildDir, typedClients.python.path), 'utf8')).toBe(current.python);
  });
});
