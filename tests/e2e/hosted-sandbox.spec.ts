import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {loadContract} from '../../core/contract/load';
import {freePort} from '../../scripts/lib/free-port.mjs';
import {apiRoutes, routes, sandboxApiRoutes} from '../../core/config/routes';
import {demoAuthorization, e2eSandbox, openDashboardWithOwnClient} from './support/sandbox';
import {waitForHydration} from './support/site';

/*
 * The site with a hosted sandbox, cross-origin: the existing build served by
 * `npm start`'s server (without its own sandbox) on one port, told at run time
 * by SANDBOX_URL to use a sandbox started alone on another port, which allows
 * the site's origin (SANDBOX_ALLOWED_ORIGINS). Both are started here, for this
 * file only; the main e2e server has no SANDBOX_URL.
 */

const root = path.resolve(__dirname, '../..');
const started: ChildProcess[] = [];
const dataDirs: string[] = [];
let site = '';
let sandboxUrl = '';
/** A second pair whose sandbox runs in public mode (SANDBOX_PUBLIC=1), as the hosted one for every reader does. */
let publicSite = '';
let publicSandboxUrl = '';

const logs = new Map<ChildProcess, () => string>();

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {cwd: root, env: {...process.env, ...env}, stdio: ['ignore', 'ignore', 'pipe']});
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.once('exit', (code) => {
    if (code) console.error(`[hosted-sandbox] ${args.join(' ')} exited with ${code}:\n${log}`);
  });
  started.push(child);
  logs.set(child, () => `${args.join(' ')}:\n${log}`);
  return child;
}

// Stopping is not what this file tests (tests/sandbox covers it): a process still running this long
// after SIGTERM is named with its log, then killed, so the suite goes on.
const STOP_GRACE_MS = 20_000;

/** Waits until `url` answers 200: the process is up. */
async function answers(url: string, headers: Record<string, string> = {}) {
  await expect
    // A first start creates the embedded database (initdb), which takes tens of seconds on a loaded 2-core machine.
    .poll(async () => (await fetch(url, {headers}).catch(() => null))?.status, {message: `waiting for ${url}`, timeout: 150_000})
    .toBe(200);
}

test.describe.configure({mode: 'serial'});

/**
 * Ports for both pairs, all different, chosen before either starts: a port the OS has just handed to one
 * probe may be handed to the next, and a pair's sandbox then found the other pair's site on its port.
 */
async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** Starts a sandbox alone and `npm start`'s server pointed at it; resolves with both addresses once both answer. */
async function startPair([sitePort, sandboxPort]: number[], {publicMode = false} = {}): Promise<{site: string; sandboxUrl: string}> {
  const pair = {site: `http://127.0.0.1:${sitePort}`, sandboxUrl: `http://127.0.0.1:${sandboxPort}/sandbox`};
  // Public mode knows its own address by configuration, never by the caller's headers.
  const sandboxEnv: Record<string, string> = publicMode ? {SANDBOX_PUBLIC: '1', SANDBOX_PUBLIC_URL: pair.sandboxUrl} : {};
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rook-e2e-hosted-sandbox-'));
  dataDirs.push(dataDir);
  start(['scripts/sandbox.mjs', '--host', '127.0.0.1', '--port', String(sandboxPort)], {
    SANDBOX_ALLOWED_ORIGINS: pair.site,
    SANDBOX_START_AT: process.env[e2eSandbox.startAtVariable]!,
    SANDBOX_DATA_DIR: dataDir,
    ...sandboxEnv,
  });
  start(['scripts/serve.mjs', '--no-build', '--no-sandbox', '--host', '127.0.0.1', '--port', String(sitePort)], {
    SANDBOX_URL: pair.sandboxUrl,
  });
  await Promise.all([answers(`${pair.sandboxUrl}/_sandbox/settings`, {authorization: demoAuthorization}), answers(`${pair.site}/`)]);
  return pair;
}

test.beforeAll(async () => {
  test.setTimeout(200_000);
  const ports = await distinctFreePorts(4);
  const [local, hosted] = await Promise.all([startPair(ports.slice(0, 2)), startPair(ports.slice(2), {publicMode: true})]);
  ({site, sandboxUrl} = local);
  ({site: publicSite, sandboxUrl: publicSandboxUrl} = hosted);
});

test.afterAll(async () => {
  await Promise.all(
    started.map((child) => {
      if (child.exitCode !== null) return Promise.resolve();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const stuck = setTimeout(() => {
        console.error(`[hosted-sandbox] still running ${STOP_GRACE_MS} ms after SIGTERM, killed: ${logs.get(child)?.()}`);
        child.kill('SIGKILL');
      }, STOP_GRACE_MS);
      return exited.finally(() => clearTimeout(stuck));
    }),
  );
  for (const dataDir of dataDirs) rmSync(dataDir, {recursive: true, force: true});
});

/** Every request of the page to a `/sandbox/…` path: where it went. */
function sandboxCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`${routes.sandboxApi}/`)) calls.push(request.url());
  });
  return calls;
}

test('the site tells the pages where the hosted sandbox is and lets them connect to it, nothing more', async () => {
  const location = await fetch(`${site}${routes.sandboxLocation}`);
  expect(await location.json()).toEqual({url: sandboxUrl});
  const page = await fetch(`${site}${routes.sandboxDashboard}`);
  const policy = page.headers.get('content-security-policy') ?? '';
  expect(/(?:^|; )connect-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' ${new URL(sandboxUrl).origin}`);
  // No sandbox beside this site: /sandbox is the static host's 404 here.
  expect((await fetch(`${site}${routes.sandboxApi}/_sandbox/settings`)).status).toBe(404);
});

test('the dashboard creates its own client on the hosted sandbox, links a source, moves the clock and sees a signed delivery in the inbox', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const calls = sandboxCalls(page);
  const uuid = await openDashboardWithOwnClient(page, site);
  const status = page.getByRole('status');
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).toContain(uuid);

  const userId = `hosted-${Date.now().toString(36)}`;
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('SDK source').selectOption('Health Connect');
  await page.getByRole('button', {name: 'Link SDK source'}).click();
  // Two sandboxes and two sites run beside the other worker's tests here: the sandbox's answers get time.
  await expect(status).toContainText(`Linked Health Connect for user ${userId}`, {timeout: 20_000});
  await expect(
    page.getByRole('table', {name: /Users of this client/}).getByRole('row', {name: new RegExp(`${userId}.*Health Connect`)}),
  ).toBeVisible();

  // The inbox URL the dashboard builds is the hosted sandbox's, which POSTs the webhooks to itself.
  await page.getByRole('button', {name: 'Send webhooks to the sandbox inbox'}).click();
  const inbox = `${uuid}-dashboard`;
  await expect(status).toContainText(`now go to the sandbox inbox ${inbox}`, {timeout: 20_000});
  await expect(page.getByText(`${sandboxUrl}/inbox/${inbox}`).first()).toBeVisible();

  await page.getByRole('button', {name: 'Advance 1 day'}).click();
  await expect(status).toContainText(/Clock advanced 1 day, to .* UTC; [1-9]\d* webhook deliver(y|ies) due, sent in the background\./, {
    timeout: 30_000,
  });
  // This sandbox has no SANDBOX_PUBLIC_URL, so it POSTs each delivery to its own inbox over HTTP,
  // 5 s allowed per answer: on a loaded machine one of dozens may time out and wait for its retry.
  // What is proven is that deliveries arrive signed and verify, so any delivered row will do, given time.
  const delivered = page
    .getByRole('table', {name: /Webhook deliveries, newest first/})
    .getByRole('row')
    .filter({hasText: 'delivered'})
    .first();
  await expect(delivered).toContainText('Verifies', {timeout: 30_000});
  const received = page.getByRole('table', {name: new RegExp(`Inbox ${inbox}: \\d+ messages`)});
  await expect(received.getByRole('row').nth(1)).toContainText('Verifies', {timeout: 30_000});

  // Every sandbox call went to the hosted sandbox, none to the site's own /sandbox.
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.filter((url) => !url.startsWith(`${sandboxUrl}/`))).toEqual([]);
});

test('the try-it console sends a call to the hosted sandbox and shows the 200', async ({page}) => {
  const operation = (await loadContract()).model.operations.find((op) => op.operationId === 'getUsersStatus')!;
  const settings = await fetch(`${sandboxUrl}/_sandbox/settings`, {headers: {authorization: demoAuthorization}});
  const today = ((await settings.json()) as {clock: {now: string}}).clock.now.slice(0, 10);
  const calls = sandboxCalls(page);

  await page.goto(`${site}${operation.permalink}`);
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Try it', exact: true}).click();
  const pane = page.getByRole('region', {name: 'Request and response examples'});
  await expect(pane.getByRole('button', {name: 'Send the request'})).toBeEnabled();
  await expect(pane.getByLabel('Server')).toHaveValue(sandboxUrl);
  await expect(pane.getByRole('option', {name: `Hosted sandbox (${sandboxUrl})`})).toBeAttached();
  await expect(pane.getByText('The sandbox’s demo pair is filled in, with the demo user and the day its examples describe.')).toBeVisible();
  await expect(pane.getByLabel('client_uuid')).toHaveValue('demoClientUUID');
  await pane.getByLabel('up_to_date').fill(today);
  await pane.getByRole('button', {name: 'Send the request'}).click();
  await expect(pane.getByRole('status').filter({hasText: /^200 OK/})).toBeVisible();
  await expect(pane.getByText('The answer matches the contract’s schema for status 200.')).toBeVisible();
  expect(calls).toHaveLength(1);
  expect(calls[0]!.startsWith(`${sandboxUrl}/api/v1/client/users/status?up_to_date=${today}`)).toBe(true);
});

test('the reference’s server lists and the guides name the hosted sandbox, never a local one', async ({page}) => {
  const operation = (await loadContract()).model.operations.find((op) => op.operationId === 'getSleepSummary')!;
  for (const path of [apiRoutes.overview, operation.permalink, sandboxApiRoutes.overview]) {
    await page.goto(`${site}${path}`);
    await waitForHydration(page);
    const servers = page
      .locator('section')
      .filter({has: page.getByRole('heading', {name: 'Servers', level: 2})})
      .getByRole('listitem');
    await expect(servers.first(), path).toHaveText(`Hosted sandbox: ${sandboxUrl}`);
    await expect(servers.filter({hasText: /local sandbox|localhost:3000/i}), path).toHaveCount(0);
  }
  await page.goto(`${site}${routes.sandboxGuide}`);
  await expect(page.getByText(`This site's sandbox is hosted at ${sandboxUrl}, for every reader.`)).toBeVisible();
  await page.goto(`${site}/docs/agents/`);
  await expect(page.getByText(`To call this site's hosted sandbox instead, set ROOK_SANDBOX_URL to ${sandboxUrl}`)).toBeVisible();
});

test('when the hosted sandbox does not answer, the dashboard names it and never calls it local', async ({page}) => {
  await page.route(`${sandboxUrl}/**`, (route) => route.abort());
  await page.goto(`${site}${routes.sandboxDashboard}`);
  await expect(page.getByRole('heading', {name: 'The hosted sandbox is not reachable'})).toBeVisible();
  await expect(page.getByText(`This site uses the hosted sandbox at ${sandboxUrl}`)).toBeVisible();
  await expect(page.getByText('npm install && npm start')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/local sandbox/i);
});

test.describe('a sandbox in public mode, where the demo client is read-only', () => {
  test('the dashboard makes a client of the reader’s own at the first write and carries on with it', async ({page}) => {
    await page.goto(`${publicSite}${routes.sandboxDashboard}`);
    await waitForHydration(page);
    const userId = `public-${Date.now().toString(36)}`;
    await page.getByLabel('User ID').fill(userId);
    await page.getByLabel('SDK source').selectOption('Health Connect');
    await page.getByRole('button', {name: 'Link SDK source'}).click();
    const status = page.getByRole('status');
    await expect(status).toContainText('keeps the demo client read-only, so the dashboard created a client of your own', {timeout: 20_000});
    await expect(status).toContainText(`Linked Health Connect for user ${userId}`);
    const uuid = /own, ([0-9a-f-]{36})/.exec((await status.textContent()) ?? '')?.[1];
    expect(uuid).toBeDefined();
    await expect(page.getByText(`Using your client ${uuid}`)).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).toContain(uuid);
  });

  test('the try-it console sends a write again with a client of the reader’s own, and keeps it for the next call', async ({page}) => {
    const operation = (await loadContract()).model.operations.find((op) => op.operationId === 'getDataSourceAuthorizer')!;
    await page.goto(`${publicSite}${operation.permalink}`);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Try it', exact: true}).click();
    const pane = page.getByRole('region', {name: 'Request and response examples'});
    await expect(pane.getByLabel('Server')).toHaveValue(publicSandboxUrl);
    await expect(pane.getByLabel('client_uuid')).toHaveValue('demoClientUUID');
    await pane.getByRole('button', {name: 'Send the request'}).click();
    await expect(pane.getByRole('status').filter({hasText: /^200 OK/})).toBeVisible({timeout: 20_000});
    await expect(pane.getByText(/keeps the demo client read-only, so the console created a client of your own/)).toBeVisible();
    const uuid = await pane.getByLabel('client_uuid').inputValue();
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);

    // The next page's console starts with that client, as the dashboard does.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Try it', exact: true}).click();
    await expect(page.getByRole('region', {name: 'Request and response examples'}).getByLabel('client_uuid')).toHaveValue(uuid);
  });
});
