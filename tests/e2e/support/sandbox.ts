import {expect, type APIRequestContext, type Page} from '@playwright/test';
import {routes} from '../../../core/config/routes';
import {waitForHydration} from './site';
import {sandboxDemoCredentials} from '../../../core/data/sandbox';
import {TAB_CLIENT_KEY} from '../../../ui/sandboxClient';

/** What playwright.config.ts gives the server's sandbox, passed to the workers and global setup through these variables. */
export const e2eSandbox = {
  /** A fresh temporary folder for the PGlite data (SANDBOX_DATA_DIR). */
  dataDirVariable: 'E2E_SANDBOX_DATA_DIR',
  /** The instant the sandbox's clock starts at (SANDBOX_START_AT). */
  startAtVariable: 'E2E_SANDBOX_START_AT',
} as const;

export const demoAuthorization = `Basic ${Buffer.from(`${sandboxDemoCredentials.username}:${sandboxDemoCredentials.secret}`).toString('base64')}`;

/** The demo client's sandbox time, from its clock (getSandboxSettings): the dates a test uses, never the test process's clock. */
async function sandboxNow(request: APIRequestContext): Promise<number> {
  const settings = await request.get('/sandbox/_sandbox/settings', {headers: {authorization: demoAuthorization}});
  if (!settings.ok()) throw new Error(`getSandboxSettings answered ${settings.status()}`);
  return Date.parse(((await settings.json()) as {clock: {now: string}}).clock.now);
}

/** The UTC date `days` days from the demo client's sandbox date. */
export async function sandboxDate(request: APIRequestContext, days = 0): Promise<string> {
  return new Date((await sandboxNow(request)) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Opens the sandbox dashboard (on `site`, default the test server) and creates a client of its own there; its client_uuid. */
export async function openDashboardWithOwnClient(page: Page, site = ''): Promise<string> {
  await page.goto(`${site}${routes.sandboxDashboard}`);
  await waitForHydration(page);
  // The first call can wait for the sandbox to finish starting beside the site.
  const create = page.getByRole('button', {name: 'Create a new sandbox client'});
  await expect(create).toBeVisible({timeout: 45_000});
  await create.click();
  await expect(page.getByRole('status')).toContainText('Now using your new client', {timeout: 20_000});
  const uuid = /client ([0-9a-f-]{36})/.exec((await page.getByRole('status').textContent()) ?? '')?.[1];
  expect(uuid).toBeDefined();
  await expect(page.getByText(`Using your client ${uuid}`)).toBeVisible();
  return uuid!;
}

/** Creates a sandbox client through the API, keeps it in the page's tab as the dashboard would, and reloads the page with it; the client. */
export async function keepNewClientInTab(page: Page, request: APIRequestContext): Promise<{client_uuid: string; secret_key: string}> {
  const created = (await (await request.post('/sandbox/_sandbox/clients')).json()) as {client_uuid: string; secret_key: string};
  await page.evaluate(({key, uuid, secret}) => sessionStorage.setItem(key, JSON.stringify({username: uuid, secret})), {
    key: TAB_CLIENT_KEY,
    uuid: created.client_uuid,
    secret: created.secret_key,
  });
  await page.reload();
  await waitForHydration(page);
  return created;
}

/** The secret key of the client the page's tab keeps. */
export async function tabClientSecret(page: Page): Promise<string> {
  return page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key)!) as {secret: string}).secret, TAB_CLIENT_KEY);
}
