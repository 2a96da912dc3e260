import {expect, test, type Page} from '@playwright/test';
import {loadContract} from '../../core/contract/load';
import type {OperationModel} from '../../core/contract/model/types';
import {expectAccessible} from './support/axe';
import {keepNewClientInTab, sandboxDate} from './support/sandbox';
import {waitForHydration} from './support/site';

/*
 * The try-it console on an operation page, against the local sandbox that
 * the e2e server (scripts/serve.mjs) serves at /sandbox on the same origin.
 */
let status: OperationModel;
test.beforeAll(async () => {
  status = (await loadContract()).model.operations.find((op) => op.operationId === 'getUsersStatus')!;
});

// up_to_date is the sandbox's today (the demo client's clock), not the test process's: a date after the sandbox's is refused.
let today = '';
test.beforeEach(async ({request}) => {
  today = await sandboxDate(request);
});

async function openConsole(page: Page) {
  await page.goto(status.permalink);
  await waitForHydration(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.getByRole('button', {name: 'Try it', exact: true}).click();
  await expect(page.getByRole('button', {name: 'Send the request'})).toBeEnabled();
  // The console and its validators came with the click, not with the page.
  expect(scripts.length).toBeGreaterThan(0);
  return page.getByRole('region', {name: 'Request and response examples'});
}

test('sends a call from the page to the local sandbox and shows the 200 and its body', async ({page}) => {
  const pane = await openConsole(page);
  await expect(pane.getByLabel('Server')).toHaveValue(/\/sandbox$/);
  await expect(pane.getByLabel('client_uuid')).toHaveValue('demoClientUUID');
  await pane.getByLabel('up_to_date').fill(today);
  await pane.getByRole('button', {name: 'Send the request'}).click();
  await expect(pane.getByRole('status').filter({hasText: /^200 OK/})).toBeVisible();
  await expect(pane.getByText('The answer matches the contract’s schema for status 200.')).toBeVisible();
  await expect(pane.locator('pre').filter({hasText: '"total_created_users"'}).last()).toBeVisible();
  // The exact call, to run elsewhere: the date sent, the credentials left to environment variables.
  const curl = pane.getByRole('region', {name: 'The call sent'}).locator('pre').first();
  await expect(curl).toContainText(`up_to_date=${today}`);
  await expect(curl).toContainText('$ROOK_CLIENT_UUID');
  await expect(curl).not.toContainText('demoClientSecret');
});

test('a bad parameter is stopped before sending, with the contract’s rule', async ({page}) => {
  const pane = await openConsole(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/sandbox/')) calls.push(request.url());
  });
  await pane.getByLabel('up_to_date').fill('yesterday');
  await pane.getByRole('button', {name: 'Send the request'}).click();
  const alert = pane.getByRole('alert');
  await expect(alert).toContainText('Not sent: the request does not match the contract.');
  await expect(alert).toContainText('up_to_date: must match format "date"');
  expect(calls).toEqual([]);
});

test('wrong credentials get the 401 answer and its message', async ({page}) => {
  const pane = await openConsole(page);
  await pane.getByLabel('up_to_date').fill(today);
  await pane.getByLabel('Secret key').fill('not-the-secret');
  await pane.getByRole('button', {name: 'Send the request'}).click();
  await expect(pane.getByRole('status').filter({hasText: /^401 Unauthorized/})).toBeVisible();
  const body = pane.getByRole('group').filter({has: page.getByText('Body', {exact: true})});
  await expect(body.locator('pre')).toContainText('The client_uuid or password are incorrect');
});

test('a call to another origin is explained, with the equivalent curl, and credentials can be forgotten', async ({page}) => {
  const pane = await openConsole(page);
  const rook = status.servers.find((s) => !s.url.includes('localhost'))!;
  await pane.getByLabel('Server').selectOption({label: `${rook.description} (${rook.url})`});
  await expect(pane.getByLabel('client_uuid')).toHaveValue('');
  await pane.getByLabel('client_uuid').fill('my-client');
  await pane.getByLabel('Secret key').fill('my-secret');
  await pane.getByLabel('up_to_date').fill(today);
  await pane.getByRole('button', {name: 'Send the request'}).click();
  await expect(pane.getByRole('alert')).toContainText(`The browser blocked this call to ${new URL(rook.url).origin}.`);
  await expect(pane.getByRole('region', {name: 'The call sent'}).locator('pre').first()).toContainText(rook.url);
  // Session storage only, and "Forget credentials" clears it.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => localStorage.getItem(k)!.includes('my-secret')))).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('rook-try-it-credentials'))).toContain('my-secret');
  await pane.getByRole('button', {name: 'Forget credentials'}).click();
  await expect(pane.getByLabel('Secret key')).toHaveValue('');
  expect(await page.evaluate(() => sessionStorage.getItem('rook-try-it-credentials'))).toBeNull();
});

test('the console is keyboard-operable, does not move what is above it, and is axe-clean in both colour modes', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto(status.permalink);
  await waitForHydration(page);
  const pane = page.getByRole('region', {name: 'Request and response examples'});
  const tryIt = pane.getByRole('button', {name: 'Try it', exact: true});
  const heading = pane.getByRole('heading', {name: 'Try it'});
  const before = (await heading.boundingBox())!.y;
  await tryIt.focus();
  await page.keyboard.press('Enter');
  const send = pane.getByRole('button', {name: 'Send the request'});
  await expect(send).toBeEnabled();
  // Opening the console adds below its heading; nothing above it moves.
  expect((await heading.boundingBox())!.y).toBe(before);
  await pane.getByLabel('up_to_date').fill(today);
  await pane.getByLabel('up_to_date').press('Enter');
  await expect(pane.getByRole('status').filter({hasText: /^200 OK/})).toBeVisible();
  // The console only: the rest of the page is the crawl's (tests/e2e/crawl.spec.ts), in both modes.
  await expectAccessible(page, {label: 'try-it console', include: ['section:has(> h2#try-it)'], exclude: ['pre']});
});

test('with a client of the reader’s own in the tab, the console names its user and a recent day, and the first send answers 200', async ({
  page,
  request,
}) => {
  // The order the QuickStart gives: a client of one's own (the dashboard keeps it in the tab), then the console.
  const summary = (await loadContract()).model.operations.find((op) => op.operationId === 'getPhysicalSummary')!;
  await page.goto(summary.permalink);
  const created = await keepNewClientInTab(page, request);
  await page.getByRole('button', {name: 'Try it', exact: true}).click();
  const pane = page.getByRole('region', {name: 'Request and response examples'});
  await expect(pane.getByRole('button', {name: 'Send the request'})).toBeEnabled();
  await expect(pane.getByText(`Your own sandbox client, ${created.client_uuid}, made in this tab, is filled in.`)).toBeVisible();
  await expect(pane.getByLabel('client_uuid')).toHaveValue(created.client_uuid);
  // No user yet: the console says so and offers the step that makes one.
  await expect(pane.getByRole('status').filter({hasText: 'Your client has no users yet'})).toBeVisible();
  await pane.getByRole('button', {name: 'Create a user'}).click();
  await expect(pane.getByLabel('user_id')).toHaveValue('first-user');
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await expect(pane.getByLabel('date')).toHaveValue(yesterday);
  await expect(pane.getByText(/with its newest user, first-user, and the dates the samples compute/)).toBeVisible();
  await pane.getByRole('button', {name: 'Send the request'}).click();
  await expect(pane.getByRole('status').filter({hasText: /^200 OK/})).toBeVisible();
  await expect(pane.getByText('The answer matches the contract’s schema for status 200.')).toBeVisible();
});
