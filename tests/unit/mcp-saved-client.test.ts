// Where the docs MCP server keeps the sandbox client create_sandbox_client made (mcp/saved-client.ts):
// a per-user file outside the checkout, 0600, one client per sandbox base URL; a file it cannot use is
// a sentence saying why. Every file here is in a temporary folder, never the real home.
import {mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {loadSavedClient, saveClient, savedClientKey, savedClientsPlace} from '../../mcp/saved-client';

const root = path.resolve(__dirname, '../..');
let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rook-mcp-saved-client-'));
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

const client = {client_uuid: '0c1c7efc-f427-41a9-9dfb-863dafc24d25', secret_key: 'secret-1', hash_key: 'hk_1'};

describe('savedClientsPlace', () => {
  it('is rook-docs-mcp/sandbox-clients.json in XDG_CONFIG_HOME, else in ~/.config', () => {
    expect(savedClientsPlace({XDG_CONFIG_HOME: '/x/config'}, '/home/a')).toEqual({file: '/x/config/rook-docs-mcp/sandbox-clients.json'});
    expect(savedClientsPlace({}, '/home/a')).toEqual({file: '/home/a/.config/rook-docs-mcp/sandbox-clients.json'});
    // The XDG spec ignores a relative XDG_CONFIG_HOME.
    expect(savedClientsPlace({XDG_CONFIG_HOME: 'config'}, '/home/a')).toEqual({file: '/home/a/.config/rook-docs-mcp/sandbox-clients.json'});
  });

  it('is off with ROOK_MCP_SAVE_CLIENT=0 (or false, no, off), and never inside the repository', () => {
    for (const value of ['0', 'false', 'No', 'off']) {
      expect(savedClientsPlace({ROOK_MCP_SAVE_CLIENT: value}, '/home/a')).toEqual({off: `ROOK_MCP_SAVE_CLIENT=${value}`});
    }
    expect(savedClientsPlace({ROOK_MCP_SAVE_CLIENT: '1'}, '/home/a')).toHaveProperty('file');
    const inside = savedClientsPlace({XDG_CONFIG_HOME: path.join(root, '.config')}, '/home/a');
    expect(inside).toEqual({off: `${path.join(root, '.config', 'rook-docs-mcp', 'sandbox-clients.json')} would be inside the repository`});
    expect(savedClientsPlace({}, root)).toHaveProperty('off');
  });
});

describe('saveClient and loadSavedClient', () => {
  it('keeps one client per sandbox base URL, in a file and folder only their owner can read', async () => {
    const file = path.join(dir, 'rook-docs-mcp', 'sandbox-clients.json');
    await saveClient(file, 'http://localhost:3000/sandbox/', client, new Date('2026-03-10T10:30:00Z'));
    await saveClient(file, 'https://sandbox.example.com/sandbox', {...client, client_uuid: 'other', secret_key: 'secret-2'});
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(Object.keys((JSON.parse(readFileSync(file, 'utf8')) as {clients: object}).clients)).toEqual([
      'http://localhost:3000/sandbox',
      'https://sandbox.example.com/sandbox',
    ]);
    expect(await loadSavedClient(file, 'http://localhost:3000/sandbox')).toEqual({
      client: {...client, saved_at: '2026-03-10T10:30:00.000Z'},
    });
    expect((await loadSavedClient(file, 'https://sandbox.example.com/sandbox')).client?.client_uuid).toBe('other');
    // Another sandbox has none: nothing to load, and nothing wrong.
    expect(await loadSavedClient(file, 'http://127.0.0.1:3000/sandbox')).toEqual({client: null});
  });

  it('loads nothing, and no problem, when there is no file yet', async () => {
    expect(await loadSavedClient(path.join(dir, 'none.json'), 'http://localhost:3000/sandbox')).toEqual({client: null});
  });

  it('says what is wrong with a file it cannot use, and replaces it when saving', async () => {
    const file = path.join(dir, 'sandbox-clients.json');
    writeFileSync(file, '{"clients": {');
    const corrupt = await loadSavedClient(file, 'http://localhost:3000/sandbox');
    expect(corrupt.client).toBeNull();
    expect(corrupt.problem).toMatch(new RegExp(`^${file.replace(/[.]/g, '\\.')} is not valid JSON \\(`));

    writeFileSync(file, '[]');
    expect((await loadSavedClient(file, 'http://localhost:3000/sandbox')).problem).toBe(`${file} has no "clients" object`);
    writeFileSync(file, JSON.stringify({clients: {'http://localhost:3000/sandbox': {client_uuid: 'x'}}}));
    expect((await loadSavedClient(file, 'http://localhost:3000/sandbox')).problem).toBe(
      `${file} has no client_uuid and secret_key for http://localhost:3000/sandbox`,
    );

    writeFileSync(file, 'not json');
    const saved = await saveClient(file, 'http://localhost:3000/sandbox', client);
    expect(saved.replaced).toMatch(/is not valid JSON/);
    expect((await loadSavedClient(file, 'http://localhost:3000/sandbox')).client?.client_uuid).toBe(client.client_uuid);

    // A file that cannot be read at all (here a folder in its place).
    const folder = path.join(dir, 'folder.json');
    mkdirSync(folder);
    expect((await loadSavedClient(folder, 'http://localhost:3000/sandbox')).problem).toMatch(new RegExp(`^could not read ${folder}: `));
  });
});

describe('savedClientKey', () => {
  it('is the base URL as the URL parser writes it, without a trailing slash', () => {
    expect(savedClientKey('http://LOCALHOST:3000/sandbox/')).toBe('http://localhost:3000/sandbox');
    expect(savedClientKey(' https://sandbox.example.com ')).toBe('https://sandbox.example.com');
  });
});
