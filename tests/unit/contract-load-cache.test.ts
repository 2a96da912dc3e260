// The contract loader's disk cache: its key follows every input of a load, a
// kept load comes back whole (cycles and shared objects included), and
// anything wrong with the cache only makes it miss.
import {mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {createLoadCache} from '../../core/contract/load-cache';

const root = path.resolve(__dirname, '../..');
const loader = path.join(root, 'core/contract/load.ts');
const lockfile = path.join(root, 'package-lock.json');

let work: string;
let cacheDir: string;
let contract: string;

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'load-cache-'));
  cacheDir = path.join(work, 'cache');
  contract = path.join(work, 'contract', 'api.yaml');
  mkdirSync(path.dirname(contract));
  writeFileSync(contract, 'openapi: 3.1.0\n');
  writeFileSync(path.join(path.dirname(contract), 'shared.yaml'), 'components: {}\n');
});
afterEach(() => rmSync(work, {recursive: true, force: true}));

describe('the key', () => {
  it('stays the same for the same inputs and changes with each of them', async () => {
    const cache = createLoadCache(cacheDir, loader, lockfile);
    const first = await cache.key(contract, {overview: '/api/'});
    expect(await cache.key(contract, {overview: '/api/'})).toBe(first);
    expect(await cache.key(contract, {overview: '/api/sandbox/'})).not.toBe(first);

    writeFileSync(contract, 'openapi: 3.1.1\n');
    const edited = await cache.key(contract, {overview: '/api/'});
    expect(edited).not.toBe(first);
    // A neighbour the contract may $ref counts too.
    writeFileSync(path.join(path.dirname(contract), 'shared.yaml'), 'components: {schemas: {}}\n');
    expect(await cache.key(contract, {overview: '/api/'})).not.toBe(edited);
  });

  it('follows the loader’s source: another loader, or another lockfile, gives another key', async () => {
    const key = await createLoadCache(cacheDir, loader, lockfile).key(contract, null);
    const otherLoader = await createLoadCache(cacheDir, path.join(root, 'core/contract/model/build.ts'), lockfile).key(contract, null);
    const otherLock = path.join(work, 'package-lock.json');
    writeFileSync(otherLock, '{}');
    const noLockfile = await createLoadCache(cacheDir, loader, otherLock).key(contract, null);
    expect(new Set([key, otherLoader, noLockfile]).size).toBe(3);
  });
});

describe('kept loads', () => {
  it('come back whole, cycles and shared objects included, only under their key', async () => {
    const cache = createLoadCache<{node: {name: string; self?: unknown}; again?: unknown}>(cacheDir, loader, lockfile);
    const node: {name: string; self?: unknown} = {name: 'Error'};
    node.self = node;
    const value = {node, again: node};
    await cache.write(contract, 'k1', value);
    const back = (await cache.read(contract, 'k1'))!;
    expect(back.node.name).toBe('Error');
    expect(back.node.self).toBe(back.node);
    expect(back.again).toBe(back.node);
    expect(await cache.read(contract, 'k2')).toBeUndefined();
    // Written beside and renamed: nothing half-written is left.
    expect(readdirSync(cacheDir)).toHaveLength(1);
  });

  it('miss when the kept file is damaged or missing, and a cache that cannot be written is only skipped', async () => {
    const cache = createLoadCache(cacheDir, loader, lockfile);
    expect(await cache.read(contract, 'k')).toBeUndefined();
    await cache.write(contract, 'k', {a: 1});
    const [kept] = readdirSync(cacheDir);
    writeFileSync(path.join(cacheDir, kept!), 'not a serialised value');
    expect(await cache.read(contract, 'k')).toBeUndefined();

    const blocked = path.join(work, 'a-file');
    writeFileSync(blocked, '');
    const unwritable = createLoadCache(path.join(blocked, 'cache'), loader, lockfile);
    await expect(unwritable.write(contract, 'k', {a: 1})).resolves.toBeUndefined();
    expect(await unwritable.read(contract, 'k')).toBeUndefined();
  });
});
