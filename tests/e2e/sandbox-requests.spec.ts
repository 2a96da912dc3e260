import {expect, test} from '@playwright/test';
import {loadContract} from '../../core/contract/load';
import {expectAccessible} from './support/axe';
import {keepNewClientInTab, openDashboardWithOwnClient, tabClientSecret} from './support/sandbox';
import {waitForHydration} from './support/site';

// The sandbox's request log in the pages, against the production build and the sandbox the real server
// mounts at /sandbox: the dashboard's Requests section and the try-it console's "your last calls". Each
// test works on a client of its own, so tests running in parallel never share a log.

/** The Requests section polls every second and the sandbox writes its log within ~100 ms: a request is listed well within this. */
const LISTED_WITHIN_MS = 3_000;

const basic = (uuid: string, secret: string) => `Basic ${Buffer.from(`${uuid}:${secret}`).toString('base64')}`;

test('the dashboard lists a refused call within a second or so, with its rule, help link, bodies, request id and a curl command that repeats it; its own reads are not listed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const uuid = await openDashboardWithOwnClient(page);
  const secret = await tabClientSecret(page);
  // The page's reads of its own state (X-Sandbox-Quiet) are not the reader's requests: a new client's log is empty.
  await expect(page.getByText('No requests yet.', {exact: false})).toBeVisible();

  const path = '/v2/processed_data/sleep_health/summary?user_id=logged-user&date=2022-13-01';
  const answer = await request.get(`/sandbox${path}`, {
    headers: {authorization: basic(uuid, secret), 'x-requested-with': 'XMLHttpRequest'},
  });
  expect(answer.status()).toBe(422);
  const requestId = answer.headers()['x-sandbox-request-id']!;
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

  const requests = page.getByRole('table', {name: /Requests of this client, newest first/});
  const row = requests.getByRole('row').filter({hasText: 'getSleepSummary'});
  await expect(row).toBeVisible({timeout: LISTED_WITHIN_MS});
  // The status in words beside its number: colour is not the only sign.
  await expect(row).toContainText('422 refused');
  await expect(row).toContainText('GET');
  await expect(row).toContainText(path);
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);

  await row.getByRole('button', {name: /^Details of GET getSleepSummary/}).click();
  await expect(row.getByRole('button', {name: /^Details of GET getSleepSummary/})).toHaveAttribute('aria-expanded', 'true');
  const detail = page.getByRole('region', {name: 'GET getSleepSummary, 422 refused'});
  await expect(detail).toBeVisible();
  await expect(detail.getByText(requestId)).toBeVisible();
  await expect(detail).toContainText('Invalid date format, expected YYYY-MM-DD');
  await expect(detail.getByRole('link', {name: 'what this rule means and how to fix it'})).toHaveAttribute(
    'href',
    /\/docs\/api\/#formats$/,
  );
  await expect(detail.getByRole('region', {name: 'Request body of GET getSleepSummary'})).toHaveCount(0);
  await expect(detail.getByRole('region', {name: 'Response body of GET getSleepSummary'})).toContainText(
    '"detail": "Invalid date format, expected YYYY-MM-DD"',
  );
  const curl = detail.getByRole('region', {name: 'curl command for GET getSleepSummary'});
  await expect(curl).toContainText(`--url '${new URL(page.url()).origin}/sandbox${path}'`);
  await expect(curl).toContainText(`--user "${uuid}:$ROOK_SECRET_KEY"`);
  await expect(curl).not.toContainText(secret);

  // The filters: by status class, and by the operations seen so far.
  await page.getByLabel('Status', {exact: true}).selectOption({label: '2xx (OK)'});
  await expect(page.getByText('No request of this client matches these filters.')).toBeVisible();
  await page.getByLabel('Status', {exact: true}).selectOption({label: '4xx (refused)'});
  await expect(row).toBeVisible();
  await page.getByLabel('Status', {exact: true}).selectOption({label: 'All statuses'});

  // The dashboard's own actions are the reader's requests too; the refresh after them is not.
  await page.getByRole('button', {name: 'Advance 1 hour'}).click();
  await expect(page.getByRole('status')).toContainText('Clock advanced 1 hour');
  await expect(requests.getByRole('row').filter({hasText: 'advanceSandboxClock'})).toContainText('200 OK', {timeout: LISTED_WITHIN_MS});
  await page.getByLabel('Operation').selectOption('advanceSandboxClock');
  await expect(requests.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Operation').selectOption({label: 'All operations'});
  await expect(requests.getByRole('row')).toHaveCount(3);
  await expect(requests).not.toContainText(/getSandboxSettings|listSandboxUsers|listWebhookDeliveries|listSandboxRequests/);

  await expectAccessible(page, {label: 'sandbox dashboard with a request open'});
  await page.getByRole('button', {name: 'Close GET getSleepSummary'}).click();
  await expect(detail).toHaveCount(0);
  await expect(row.getByRole('button', {name: /^Details of GET getSleepSummary/})).toBeFocused();
});

test('an operation page lists the tab client’s last calls to it under the console, refreshed after each send; none without a client of its own', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const summary = (await loadContract()).model.operations.find((op) => op.operationId === 'getPhysicalSummary')!;
  const lastCalls = page.getByRole('region', {name: 'Your last calls to getPhysicalSummary'});

  // No client of the tab's own: the console is the demo client's, and nothing is listed.
  await page.goto(summary.permalink);
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Try it', exact: true}).click();
  const pane = page.getByRole('region', {name: 'Request and response examples'});
  await expect(pane.getByRole('button', {name: 'Send the request'})).toBeEnabled();
  await expect(page.getByRole('heading', {name: /Your last calls/})).toHaveCount(0);

  await keepNewClientInTab(page, request);
  await page.getByRole('button', {name: 'Try it', exact: true}).click();
  await expect(pane.getByRole('button', {name: 'Send the request'})).toBeEnabled();
  await expect(lastCalls.getByText('Your client has not called getPhysicalSummary yet.')).toBeVisible();

  // A user this client does not have: refused, with the rule and where the docs explain it.
  await pane.getByLabel('user_id').fill('nobody-here');
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname.includes('/physical_health/'));
  await pane.getByRole('button', {name: 'Send the request'}).click();
  const refusedAnswer = await refused;
  expect(refusedAnswer.status()).toBeGreaterThanOrEqual(400);
  const calls = lastCalls.getByRole('listitem');
  await expect(calls).toHaveCount(1);
  await expect(calls.first()).toContainText(`${refusedAnswer.status()} refused`);
  await expect(calls.first()).toContainText(refusedAnswer.headers()['x-sandbox-request-id']!);
  await expect(calls.first()).toContainText(/at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC \(sandbox clock/);
  await expect(calls.first().getByRole('link', {name: 'what this rule means and how to fix it'})).toHaveAttribute('href', /^https?:\/\//);

  // Then a user of its own and a call that answers 200, listed first.
  await pane.getByRole('button', {name: 'Create a user'}).click();
  await expect(pane.getByLabel('user_id')).toHaveValue('first-user');
  const ok = page.waitForResponse((response) => new URL(response.url()).pathname.includes('/physical_health/'));
  await pane.getByRole('button', {name: 'Send the request'}).click();
  const okAnswer = await ok;
  expect(okAnswer.status()).toBe(200);
  await expect(calls).toHaveCount(2);
  await expect(calls.first()).toContainText('200 OK');
  await expect(calls.first()).toContainText(okAnswer.headers()['x-sandbox-request-id']!);
  await expect(calls.first().getByRole('link')).toHaveCount(0);
  await expectAccessible(page, {label: 'try-it console with last calls', include: ['section:has(> h2#try-it)'], exclude: ['pre']});
});
