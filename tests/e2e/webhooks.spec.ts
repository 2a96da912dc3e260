import {createHmac} from 'node:crypto';
import {expect, test, type Page} from '@playwright/test';
import {loadContract} from '../../core/contract/load';
import type {WebhookPageModel} from '../../core/contract/model/types';
import {apiRoutes} from '../../core/config/routes';
import {signatureTestVector as vector} from '../../core/data/webhooks';
import {expectAccessible} from './support/axe';
import {recordScripts, waitForHydration} from './support/site';

/*
 * The webhook pages and the signature verifier on the webhook overview, in
 * Chromium against the production build.
 */
let pages: WebhookPageModel[];
test.beforeAll(async () => {
  pages = (await loadContract()).model.webhookPages;
});

const flip = (hex: string, at: number) => hex.slice(0, at) + (hex[at] === 'a' ? 'b' : 'a') + hex.slice(at + 1);
const VERIFIER_TEXT = 'X-ROOK-HASH verifier';

async function openVerifier(page: Page) {
  await page.goto(apiRoutes.webhooks);
  await waitForHydration(page);
  const form = page.getByRole('form', {name: VERIFIER_TEXT});
  await expect(form.getByRole('button', {name: 'Verify', exact: true})).toBeVisible();
  return form;
}

const result = (page: Page) => page.getByRole('status').filter({hasText: /verif|not checked/i});

test("the verifier verifies ROOK's test vector and fails when one byte of the hash changes, sending nothing", async ({page}) => {
  const form = await openVerifier(page);
  const requests: string[] = [];
  // The route chunks the site prefetches while idle are GETs of its own assets; anything else could carry data.
  page.on('request', (request) => {
    if (request.method() !== 'GET' || !new URL(request.url()).pathname.startsWith('/assets/'))
      requests.push(`${request.method()} ${request.url()}`);
  });
  await expect(form.getByLabel('Message', {exact: true})).toHaveValue(vector.message);
  await expect(form.getByLabel('Hash key')).toHaveValue(vector.key);
  await form.getByRole('button', {name: 'Verify', exact: true}).click();
  await expect(result(page)).toContainText('Verifies.');
  await expect(result(page)).toContainText(vector.hash);

  await form.getByLabel('X-ROOK-HASH value').fill(flip(vector.hash, 20));
  // A stale result is cleared as soon as an input changes.
  await expect(result(page)).toHaveCount(0);
  await form.getByRole('button', {name: 'Verify', exact: true}).click();
  await expect(result(page)).toContainText('Does not verify.');
  await expect(result(page).getByText(vector.hash, {exact: true})).toBeVisible();

  await form.getByRole('button', {name: 'Load the test vector'}).click();
  await expect(form.getByLabel('X-ROOK-HASH value')).toHaveValue(vector.hash);
  expect(requests, 'the verifier sends nothing').toEqual([]);
});

test('the verifier builds the message from a pasted payload, and fails when one byte of the payload changes', async ({page}) => {
  const notice = pages.find((p) => p.slug === 'notification-webhook')!;
  const body = JSON.stringify(notice.example.value, null, 2);
  const key = 'local-hash-key';
  const hash = createHmac('sha256', key).update(notice.signed.exampleMessage).digest('hex');

  const form = await openVerifier(page);
  await form.getByRole('radio', {name: /A webhook payload/}).check();
  await form.getByLabel('Payload (the request body, JSON)').fill(body);
  await form.getByLabel('Hash key').fill(key);
  await form.getByLabel('X-ROOK-HASH value').fill(hash);
  await expect(form.getByText('ROOK has not published which datetime')).toBeVisible();
  await form.getByRole('button', {name: 'Verify', exact: true}).click();
  await expect(result(page)).toContainText('Verifies.');
  await expect(result(page)).toContainText(notice.signed.exampleMessage);

  await form.getByLabel('Payload (the request body, JSON)').fill(body.replace('demoUserId', 'demoUserIe'));
  await form.getByRole('button', {name: 'Verify', exact: true}).click();
  await expect(result(page)).toContainText('Does not verify.');
});

test('the verifier names each bad input at its field, from the keyboard alone', async ({page}) => {
  const form = await openVerifier(page);
  await form.getByRole('radio', {name: /A webhook payload/}).check();
  const payload = form.getByLabel('Payload (the request body, JSON)');
  await payload.fill('{"client_uuid": "c",');
  await form.getByLabel('Hash key').fill('');
  const hash = form.getByLabel('X-ROOK-HASH value');
  await hash.fill('abc');
  // Enter in a field submits the form.
  await hash.press('Enter');
  await expect(result(page)).toContainText('Not checked. 3 fields need fixing');
  await expect(form.getByText(/^The payload is not valid JSON: /)).toBeVisible();
  await expect(form.getByText(/^Enter your hash key/)).toBeVisible();
  await expect(form.getByText('An X-ROOK-HASH value is 64 hexadecimal characters (0–9, a–f); this one has 3 characters.')).toBeVisible();
  await expect(payload).toHaveAttribute('aria-invalid', 'true');
  await expect(payload).toBeFocused();
  await expect(payload).toHaveAccessibleDescription(/not valid JSON/);

  await payload.fill('{"client_uuid": "c", "user_id": "u"}');
  await form.getByLabel('Hash key').fill('k');
  await hash.fill(vector.hash);
  await hash.press('Enter');
  await expect(form.getByText(/has no datetime to sign/)).toBeVisible();

  // Both colour modes, with errors showing.
  await expectAccessible(page, {label: 'verifier with errors', exclude: ['pre']});
});

test('the verifier ships only with the webhook overview', async ({page}) => {
  const scripts = recordScripts(page);
  const verifierLoaded = async (pathname: string) => {
    await page.goto(pathname);
    await waitForHydration(page);
    return (await scripts()).some(({text}) => text.includes(VERIFIER_TEXT));
  };
  expect(await verifierLoaded(apiRoutes.webhooks)).toBe(true);
  expect(await verifierLoaded(apiRoutes.webhook('sleep-summary'))).toBe(false);
  expect(await verifierLoaded(apiRoutes.operation('getSleepSummary'))).toBe(false);
});

test('a webhook page shows when it is sent, its signature header, schema, example, retries and how to verify', async ({page}) => {
  const sleep = pages.find((p) => p.slug === 'sleep-summary')!;
  await page.goto(sleep.permalink);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Sleep summary document');
  await expect(page.getByRole('heading', {name: 'When it is sent'})).toBeVisible();
  await expect(page.getByRole('rowheader', {name: 'X-ROOK-HASH'})).toBeVisible();
  await expect(page.locator('#payload-sleep_health')).toBeVisible();
  await expect(page.getByRole('link', {name: 'SleepSummaryDocument', exact: true}).first()).toHaveAttribute(
    'href',
    apiRoutes.schema('SleepSummaryDocument'),
  );
  const example = page.getByRole('region', {name: 'Payload example'});
  await expect(example.locator('pre')).toContainText('"data_structure": "sleep_summary"');
  await expect(page.getByRole('listitem').filter({hasText: '2 hours after the first attempt'})).toBeVisible();
  await expect(page.getByText(sleep.signed.exampleMessage)).toBeVisible();
  await page.getByRole('link', {name: 'in-browser verifier'}).click();
  await expect(page).toHaveURL(`${apiRoutes.webhooks}#verifier`);
});
