// Before any test: the server's sandbox (started by the webServer, before this
// runs) must keep its state in the run's own temporary folder, never in the
// developer's .sandbox-data/, and run on the clock the config gave it.
import assert from 'node:assert/strict';
import {existsSync, realpathSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {FullConfig} from '@playwright/test';
import {demoAuthorization, e2eSandbox} from './sandbox';

const repositoryData = path.resolve(__dirname, '../../../.sandbox-data');

export default async function globalSetup(config: FullConfig): Promise<void> {
  const dataDir = process.env[e2eSandbox.dataDirVariable];
  const startAt = process.env[e2eSandbox.startAtVariable];
  assert.ok(dataDir && startAt, 'playwright.config.ts sets the sandbox data folder and start instant');
  assert.notEqual(path.resolve(dataDir), repositoryData, 'the e2e sandbox must not use the repository’s .sandbox-data/');
  assert.ok(
    realpathSync(dataDir).startsWith(`${realpathSync(os.tmpdir())}${path.sep}`),
    `the e2e sandbox data folder ${dataDir} is not a temporary folder`,
  );
  // A sandbox call waits for the sandbox to finish starting beside the site; bounded.
  const origin = new URL(config.webServer!.url!).origin;
  const answer = await fetch(`${origin}/sandbox/_sandbox/settings`, {
    headers: {authorization: demoAuthorization},
    signal: AbortSignal.timeout(60_000),
  });
  assert.equal(answer.status, 200, `the server's sandbox answered ${answer.status}`);
  const {clock} = (await answer.json()) as {clock: {now: string}};
  // PGlite made its cluster there: the server really uses the folder.
  assert.ok(existsSync(path.join(dataDir, 'PG_VERSION')), `the server's sandbox wrote no database to ${dataDir}`);
  const elapsed = Date.parse(clock.now) - Date.parse(startAt);
  assert.ok(elapsed >= 0 && elapsed < 10 * 60_000, `the server's sandbox clock reads ${clock.now}, not just after ${startAt}`);
}
