import {expect, test, type Locator} from '@playwright/test';
import {routes} from '../../core/config/routes';
import type {Delivery} from '../../src/components/SandboxDashboard/api';
import {expectAccessible} from './support/axe';
import {openDashboardWithOwnClient, sandboxDate} from './support/sandbox';

// The sandbox dashboard against the production build and the sandbox that the
// real server mounts at /sandbox. Each test that changes state works on a client
// it creates through the page, so tests running in parallel never share one.

test('a user linked through an SDK is listed with its source and its local time; a day of sandbox time brings signed deliveries to the inbox; reset empties the client', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const uuid = await openDashboardWithOwnClient(page);
  const status = page.getByRole('status');
  const userId = `dash-${Date.now().toString(36)}`;

  await expect(page.getByText('This client has no users yet.')).toBeVisible();
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('SDK source').selectOption('Health Connect');
  await page.getByRole('button', {name: 'Link SDK source'}).click();
  await expect(status).toContainText(`Linked Health Connect for user ${userId}: 29 days of earlier data are available.`);
  // Then the user as getSandboxUser reads it: its sources now, and its wall clock, in UTC for a user linked without a time zone
  // (a new client's clock is the sandbox's, so its date is the demo client's).
  await expect(status).toContainText(
    new RegExp(
      `Connected sources now: Health Connect\\. The user's local time is ${await sandboxDate(request)} \\d{2}:\\d{2} \\(UTC\\); its data is summarised per local day\\.`,
    ),
  );
  const users = page.getByRole('table', {name: /Users of this client/});
  await expect(users.getByRole('row', {name: new RegExp(`${userId}.*Health Connect`)})).toBeVisible();

  // No webhook URL yet, so nothing was sent.
  await expect(page.getByText('No deliveries yet.')).toBeVisible();
  await page.getByRole('button', {name: 'Send webhooks to the sandbox inbox'}).click();
  const inbox = `${uuid}-dashboard`;
  await expect(status).toContainText(`now go to the sandbox inbox ${inbox}`);
  await expect(page.getByText(`${new URL(page.url()).origin}/sandbox/inbox/${inbox}`).first()).toBeVisible();

  await page.getByRole('button', {name: 'Advance 1 day'}).click();
  await expect(status).toContainText(/Clock advanced 1 day, to .* UTC; [1-9]\d* webhook deliver(y|ies) due, sent in the background\./, {
    timeout: 30_000,
  });
  await expect(page.getByText(/1 day ahead of real time|1 day \d+ (minute|hour)s? ahead of real time/)).toBeVisible();
  const deliveries = page.getByRole('table', {name: /Webhook deliveries, newest first/});
  const first = deliveries.getByRole('row').nth(1);
  await expect(first).toContainText(userId);
  await expect(first).toContainText('delivered');
  await expect(first).toContainText('Verifies');
  await expect(first).toContainText('1: 200');

  const received = page.getByRole('table', {name: new RegExp(`Inbox ${inbox}: \\d+ messages`)});
  await expect(received.getByRole('row').nth(1)).toContainText('Verifies');

  // The tables, forms and live region pass axe in both colour modes with data in them.
  await expectAccessible(page, {label: 'sandbox dashboard with data'});

  // Reset needs a confirmation, reachable from the keyboard.
  await page.getByRole('button', {name: 'Reset the sandbox…'}).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', {name: 'Yes, reset the sandbox'})).toBeFocused();
  await page.getByRole('button', {name: 'Cancel'}).click();
  await expect(page.getByRole('button', {name: 'Reset the sandbox…'})).toBeFocused();
  await expect(users).toBeVisible();
  await page.getByRole('button', {name: 'Reset the sandbox…'}).click();
  await page.getByRole('button', {name: 'Yes, reset the sandbox'}).click();
  await expect(status).toContainText('Sandbox reset: the client has no users, no deliveries');
  await expect(page.getByText('This client has no users yet.')).toBeVisible();
  await expect(page.getByText('No deliveries yet.')).toBeVisible();
  await expect(page.getByText('running in real time')).toBeVisible();
});

/** Whether two boxes on the screen share any area. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('a box to compare is not on the page');
  return boxA.x < boxB.x + boxB.width && boxB.x < boxA.x + boxA.width && boxA.y < boxB.y + boxB.height && boxB.y < boxA.y + boxA.height;
}

/** Scrolls so that `target`'s top is at the top of the window, under the navbar: where a sticky message used to cover it. */
async function scrollToTop(target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({block: 'start', behavior: 'instant'}));
}

test('the status message has a place of its own: never over the users table, in view while the reader acts further down, opaque in both modes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openDashboardWithOwnClient(page);
  const status = page.getByRole('status');
  const userId = `place-${Date.now().toString(36)}`;
  await page.getByLabel('User ID').fill(userId);
  await page.getByRole('button', {name: 'Link SDK source'}).click();
  await expect(status).toContainText(`for user ${userId}`);
  const users = page.getByRole('table', {name: /Users of this client/});
  await expect(users.getByRole('row', {name: new RegExp(userId)})).toBeVisible();

  // Wide: a column beside the sections, still in view with the users table at the top of the window and further down.
  await scrollToTop(users);
  await expect(status).toBeInViewport();
  expect(await overlap(status, users)).toBe(false);
  await scrollToTop(page.getByRole('heading', {name: 'Webhook deliveries'}));
  await expect(status).toBeInViewport();
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: mode});
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    // An opaque background (Infima's page background is transparent in light mode).
    expect(await status.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/^rgb\(/);
  }

  // Narrow: its own row above the sections, in the flow.
  await page.setViewportSize({width: 480, height: 800});
  await scrollToTop(users);
  expect(await overlap(status, users)).toBe(false);
  await page.evaluate(() => window.scrollTo({top: 0, behavior: 'instant'}));
  expect(await overlap(status, users)).toBe(false);
  const [statusBox, usersBox] = [await status.boundingBox(), await users.boundingBox()];
  expect(statusBox!.y + statusBox!.height).toBeLessThanOrEqual(usersBox!.y);
});

test('an own client lives in sessionStorage only, survives a reload and is forgotten on request', async ({page}) => {
  const uuid = await openDashboardWithOwnClient(page);
  const stored = await page.evaluate(() => ({session: JSON.stringify(sessionStorage), local: JSON.stringify(localStorage)}));
  expect(stored.session).toContain(uuid);
  expect(stored.local).not.toContain(uuid);
  expect(page.url()).not.toContain(uuid);

  await page.reload();
  await expect(page.getByText(`Using your client ${uuid}`)).toBeVisible({timeout: 30_000});
  // The variables the samples read, for this client, shown only when asked for.
  const variables = page.getByText('Use this client in curl, the samples or a receiver');
  await variables.click();
  const exports = page.locator('details', {has: variables}).locator('pre');
  await expect(exports).toContainText(`export ROOK_CLIENT_UUID="${uuid}"`);
  const secret = /export ROOK_SECRET_KEY="([^"]+)"/.exec(await exports.innerText())?.[1];
  expect(secret).toBeTruthy();
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).toContain(secret);
  await expect(exports).toContainText(/export ROOK_API_URL="http:\/\/[^"]+\/sandbox"/);
  await page.getByRole('button', {name: 'Forget this client'}).click();
  await expect(page.getByRole('status')).toContainText('Forgot your client');
  await expect(page.getByText('Using the demo client')).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(uuid);
});

test('a bad user_id is stopped before sending, and the sandbox’s own message is shown for a wrong secret key', async ({page}) => {
  await openDashboardWithOwnClient(page);
  const sent: string[] = [];
  page.on('request', (request) => sent.push(request.url()));
  await page.getByLabel('User ID').fill('not a valid id');
  await page.getByRole('button', {name: 'Link SDK source'}).click();
  expect(await page.getByLabel('User ID').evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
  expect(sent.filter((url) => url.includes('/sdk_sources'))).toEqual([]);

  await page.getByText('Use a client you created earlier').click();
  await page.getByLabel('client_uuid').fill('demoClientUUID');
  await page.getByLabel('Secret key').fill('wrong-secret');
  await page.getByRole('button', {name: 'Use this client'}).click();
  await expect(page.getByRole('status')).toContainText('Switching client failed (401): The client_uuid or password are incorrect');
  // The client in use did not change.
  await expect(page.getByText(/Using your client [0-9a-f-]{36}/)).toBeVisible();
});

test('without a sandbox (a static host) the page says so and how to start one, instead of waiting forever', async ({page}) => {
  await page.route('**/sandbox/_sandbox/**', (route) => route.abort());
  await page.goto(routes.sandboxDashboard);
  await expect(page.getByRole('heading', {name: 'No sandbox is reachable beside this site'})).toBeVisible();
  await expect(page.getByText('npm install && npm start')).toBeVisible();
  // What to download is named and linked: the site's own source.
  await expect(page.getByRole('link', {name: 'rook-docs.zip'})).toHaveAttribute('href', '/downloads/rook-docs.zip');
  await expect(page.getByText('Looking for the sandbox')).toHaveCount(0);

  // A CDN answers its own HTML 404 page for /sandbox/…: the same message, and "Try again" finds the sandbox once it answers.
  await page.unroute('**/sandbox/_sandbox/**');
  await page.route('**/sandbox/_sandbox/**', (route) => route.fulfill({status: 404, contentType: 'text/html', body: '<h1>Not found</h1>'}));
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByText('/sandbox answered 404 with no sandbox behind it.', {exact: false})).toBeVisible();
  await page.unroute('**/sandbox/_sandbox/**');
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {name: 'Users and connected sources'})).toBeVisible({timeout: 45_000});
});

test('a test webhook of a chosen type arrives signed; its detail shows the request and every attempt; Resend adds an attempt; Close returns focus to Details', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDashboardWithOwnClient(page);
  const status = page.getByRole('status');
  const userId = `hook-${Date.now().toString(36)}`;
  await page.getByLabel('User ID').fill(userId);
  await page.getByRole('button', {name: 'Link SDK source'}).click();
  await expect(status).toContainText(`for user ${userId}`);
  await page.getByRole('button', {name: 'Send webhooks to the sandbox inbox'}).click();
  await expect(status).toContainText('now go to the sandbox inbox');

  await page.getByLabel('Webhook type').selectOption({label: 'heart rate event (body)'});
  await page.getByLabel('For user').selectOption(userId);
  await page.getByRole('button', {name: 'Send test webhook'}).click();
  await expect(status).toContainText(new RegExp(`Test webhook heart rate event for ${userId} queued as delivery #\\d+`));
  const id = /delivery #(\d+)/.exec((await status.textContent()) ?? '')![1]!;
  const deliveries = page.getByRole('table', {name: /Webhook deliveries, newest first/});
  const row = deliveries.getByRole('row', {name: new RegExp(`#${id} \\(test\\)`)});
  await expect(row).toContainText('delivered', {timeout: 30_000});
  await expect(row).toContainText('Verifies');

  await row.getByRole('button', {name: `Details of delivery #${id}`}).click();
  await expect(row.getByRole('button', {name: `Details of delivery #${id}`})).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', {name: `Delivery #${id} (test webhook)`})).toBeVisible();
  await expect(page.getByRole('region', {name: `Request headers of delivery #${id}`})).toContainText(/X-ROOK-HASH: [0-9a-f]{64}/);
  await expect(page.getByRole('region', {name: `Request body of delivery #${id}`})).toContainText('"body_health"');
  const attempts = page.getByRole('table', {name: `Attempts of delivery #${id}, oldest first`});
  await expect(attempts.getByRole('row')).toHaveCount(2);
  await expect(attempts.getByRole('row').nth(1)).toContainText('200');
  await expect(attempts.getByRole('row').nth(1)).toContainText('"received":true');

  await row.getByRole('button', {name: `Resend delivery #${id}`}).click();
  await expect(status).toContainText(`Delivery #${id} queued again`);
  await expect(attempts.getByRole('row')).toHaveCount(3, {timeout: 30_000});
  await expect(row).toContainText('2: 200, 200');
  await expectAccessible(page, {label: 'sandbox dashboard with a delivery open'});

  // Closing the detail puts focus back on the Details button that opened it.
  await page.getByRole('button', {name: `Close delivery #${id}`}).click();
  await expect(page.getByRole('heading', {name: `Delivery #${id} (test webhook)`})).toHaveCount(0);
  const details = row.getByRole('button', {name: `Details of delivery #${id}`});
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await expect(details).toBeFocused();
});

test('a try the sandbox refused to send says "refused" and why in its row and its detail, apart from a try no receiver answered', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDashboardWithOwnClient(page);
  const status = page.getByRole('status');
  const userId = `refused-${Date.now().toString(36)}`;
  await page.getByLabel('User ID').fill(userId);
  await page.getByRole('button', {name: 'Link SDK source'}).click();
  await expect(status).toContainText(`for user ${userId}`);
  await page.getByRole('button', {name: 'Send webhooks to the sandbox inbox'}).click();
  await expect(status).toContainText('now go to the sandbox inbox');
  await page.getByLabel('For user').selectOption(userId);
  await page.getByRole('button', {name: 'Send test webhook'}).click();
  await expect(status).toContainText(/queued as delivery #\d+/);
  const id = Number(/delivery #(\d+)/.exec((await status.textContent()) ?? '')![1]);
  const deliveries = page.getByRole('table', {name: /Webhook deliveries, newest first/});
  const row = deliveries.getByRole('row', {name: new RegExp(`#${id} \\(test\\)`)});
  await expect(row).toContainText('delivered', {timeout: 30_000});

  // Only a hosted sandbox refuses, and only a host that resolved to a public address when its URL was set and to a
  // private one at delivery (tests/sandbox/public-mode.test.ts records such tries with a stand-in resolver). No host
  // here can do that, so the page is given the contract's answer for such a delivery: this real delivery, its tries
  // replaced by one no receiver answered and one the sandbox refused, in the sandbox's words.
  const reason = 'hooks.example.com resolves to 10.0.0.5, a private address; the hosted sandbox only delivers to public addresses';
  await page.route(/\/_sandbox\/deliveries\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {deliveries: Delivery[]};
    const deliveriesNow = body.deliveries.map((delivery) => {
      if (delivery.id !== id) return delivery;
      const at = delivery.attempts[0]!.at;
      return {
        ...delivery,
        status: 'pending' as const,
        next_attempt_at: new Date(Date.parse(at) + 24 * 3_600_000).toISOString(),
        attempts: [
          {at, status: null, error: 'no answer within 5 s'},
          {at, status: null, refused: true, error: reason},
        ],
      };
    });
    await route.fulfill({response, json: {...body, deliveries: deliveriesNow}});
  });
  await page.reload();
  await expect(row).toContainText(`2: no answer, refused (${reason}); next`, {timeout: 30_000});

  await row.getByRole('button', {name: `Details of delivery #${id}`}).click();
  const attempts = page.getByRole('table', {name: `Attempts of delivery #${id}, oldest first`});
  await expect(attempts.getByRole('row').nth(1)).toContainText('no answer');
  await expect(attempts.getByRole('row').nth(1)).not.toContainText('refused');
  await expect(attempts.getByRole('row').nth(2)).toContainText('refused');
  await expect(attempts.getByRole('row').nth(2)).toContainText(reason);
});
