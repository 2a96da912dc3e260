// A damaged PGlite data folder (a sandbox killed while writing, or another
// PGlite version) must stop the sandbox with a message that says what to do,
// not PGlite's bare "Aborted()".
import {mkdtempSync, rmSync, writeFileSync, mkdirSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {DataFolderError, openDb} from '../../sandbox/state/db';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, {recursive: true, force: true})));

describe('the PGlite data folder', () => {
  it('is reopened with everything written before', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'sandbox-folder-'));
    folders.push(folder);
    const first = await openDb({dataDir: folder});
    await first.query("INSERT INTO clients (client_uuid, username, secret, hash_key) VALUES (gen_random_uuid(), 'kept', 's', 'h')");
    await first.close();
    const second = await openDb({dataDir: folder});
    expect(await second.query('SELECT username FROM clients')).toEqual([{username: 'kept'}]);
    await second.close();
  });

  it('when damaged, stops start-up with an error that names it and says how to recover', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'sandbox-broken-'));
    folders.push(folder);
    writeFileSync(path.join(folder, 'PG_VERSION'), 'not a version\n');
    mkdirSync(path.join(folder, 'base'));
    const opening = openDb({dataDir: folder});
    await expect(opening).rejects.toBeInstanceOf(DataFolderError);
    await expect(opening).rejects.toThrow(folder);
    await expect(opening).rejects.toThrow(/Move it aside or delete it .*or set SANDBOX_DATA_DIR/);
  });
});
