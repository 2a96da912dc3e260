import {expect, test, type APIRequestContext} from '@playwright/test';
import {expectAccessible} from './support/axe';
import {demoAuthorization as auth, sandboxDate} from './support/sandbox';

interface Command {
  method: string;
  path: string;
  body?: string;
}

/** Reads a curl command of the page: method, the path after the sandbox origin, and the JSON body. */
function parseCurl(text: string): Command {
  const joined = text.replace(/\\\n\s*/g, ' ');
  // The last sandbox URL is the target; an earlier one sits in the JSON body (the webhook URL).
  const url = [...joined.matchAll(/['"]?(http:\/\/localhost:3000(\/sandbox\/[^\s'"]+))['"]?/g)].at(-1);
  if (!url) throw new Error(`no sandbox URL in: ${joined}`);
  const body = /-d '([^']+)'/.exec(joined)?.[1];
  const method = /-X (\w+)/.exec(joined)?.[1] ?? (body ? 'POST' : 'GET');
  return {method, path: url[2]!, body};
}

async function run(request: APIRequestContext, command: Command) {
  return request.fetch(command.path, {
    method: command.method,
    headers: {authorization: auth, ...(command.body ? {'content-type': 'application/json'} : {})},
    data: command.body,
  });
}

// Follows the QuickStart's sandbox path with the commands printed on the page,
// against the sandbox that `npm start` serves beside the site.
test('the QuickStart sandbox path completes end to end', async ({page, request}) => {
  await page.goto('/docs/QuickStart/');
  const heading = page.getByRole('heading', {name: 'On your own machine'});
  await expect(heading).toBeVisible();
  const blocks = await page.getByRole('main').locator('pre').allInnerTexts();
  const commands = blocks.filter((text) => text.includes('localhost:3000/sandbox')).map(parseCurl);
  expect(commands).toHaveLength(4);
  const [settings, authorizer, inbox, summary] = commands as [Command, Command, Command, Command];

  // The page computes yesterday in the shell (`date=$(date ...)`); the test takes it from the sandbox's clock.
  // Fresh names per run, so no earlier state can make the run pass.
  const run_id = Date.now().toString(36);
  const userId = `quickstart-user-${run_id}`;
  const inboxName = `quickstart-${run_id}`;
  const rename = (command: Command): Command => ({
    ...command,
    path: command.path.replace('quickstart-user', userId).replace('/inbox/quickstart', `/inbox/${inboxName}`),
    body: command.body?.replace('/inbox/quickstart', `/inbox/${inboxName}`).replace('http://localhost:3000', new URL(page.url()).origin),
  });

  expect((await run(request, rename(settings))).status()).toBe(200);
  const authorization = await run(request, rename(authorizer));
  expect(authorization.status()).toBe(200);
  const {authorized, authorization_url: url} = await authorization.json();
  expect(authorized).toBe(false);

  await page.goto(url);
  await expect(page.getByRole('note')).toContainText('ROOK sandbox: a simulation for testing');
  await expectAccessible(page, {label: 'consent page'});
  // With the keyboard only: Tab to Allow, press Enter.
  const allow = page.getByRole('button', {name: 'Allow'});
  while (!(await allow.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  // The first link sends the pre-existing days' webhooks before the redirect: slow on a busy machine.
  await expect(page.getByRole('heading', {name: `Connections of ${userId}`})).toBeVisible({timeout: 30_000});
  await expect(page.getByRole('row', {name: /Garmin/})).toContainText('Connected');

  await expect(async () => {
    const messages = (await (await run(request, rename(inbox))).json()).messages as {
      headers: Record<string, string>;
      body: {data_structure: string};
    }[];
    expect(messages.some((m) => m.body.data_structure === 'physical_summary')).toBe(true);
    expect(messages[0]!.headers['x-rook-hash']).toMatch(/^[0-9a-f]{64}$/);
  }).toPass({timeout: 20_000});

  const yesterday = await sandboxDate(request, -1);
  const read = rename({...summary, path: summary.path.replace(/date=[^&]*$/, `date=${yesterday}`)});
  const answer = await run(request, read);
  expect(answer.status()).toBe(200);
  const document = await answer.json();
  expect(document).toMatchObject({user_id: userId, data_structure: 'physical_summary'});
  expect(document.physical_health.summary.physical_summary.metadata.sources_of_data_array).toEqual(['Garmin']);
});

test('the sandbox guide is in the sidebar', async ({page}) => {
  await page.goto('/docs/sandbox/');
  await expect(page.getByRole('heading', {level: 1, name: 'Sandbox', exact: true})).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Sandbox', exact: true})).toBeVisible();
});
