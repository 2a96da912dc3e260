import {expect, test, type Page} from '@playwright/test';
import {contractFiles, loadContract, type LoadedContract} from '../../core/contract/load';
import {language as languageEntry} from '../../core/data/codeTabs';
import type {ReferenceModel} from '../../core/contract/model/types';
import {routes, sandboxApiRoutes} from '../../core/config/routes';
import {recordScripts, waitForHydration} from './support/site';

// The same loader as the build, on the real contract: every page it implies must exist.
let contract: LoadedContract;
let model: ReferenceModel;
test.beforeAll(async () => {
  contract = await loadContract();
  model = contract.model;
});

const reference = (page: Page) => page.getByRole('navigation', {name: 'API reference'});
const LANGUAGES = ['curl', 'JavaScript', 'Python', 'Kotlin', 'Swift'];
// Every operation and schema page's server HTML, and an operation page without JavaScript: tests/built/pages.test.ts.

function operation(id: string) {
  const op = model.operations.find((o) => o.operationId === id);
  if (!op) throw new Error(`the contract has no operation ${id}`);
  return op;
}

test.describe('overview', () => {
  test('shows servers, authentication, errors, links to every operation and both downloads', async ({page}) => {
    await page.goto(routes.apiReference);
    await expect(page.getByRole('heading', {level: 1, name: model.overview.title})).toBeVisible();
    await expect(page.getByText(`Version ${model.overview.version}`)).toBeVisible();

    const servers = page.locator('section').filter({has: page.getByRole('heading', {name: /^Servers/})});
    for (const server of model.overview.servers) await expect(servers.getByText(server.url)).toBeVisible();

    await expect(page.getByRole('heading', {name: 'Security schemes'})).toBeVisible();
    await expect(page.getByText('HTTP Basic authentication (basicAuth)')).toBeVisible();

    const errors = page.getByRole('table').filter({has: page.getByRole('columnheader', {name: 'Status'})});
    for (const entry of model.overview.errors) {
      await expect(errors.getByRole('rowheader', {name: entry.status, exact: true})).toBeVisible();
    }
    expect(model.overview.errors.map((e) => e.status)).toEqual(expect.arrayContaining(['401', '422']));

    const main = page.getByRole('main');
    for (const op of model.operations) {
      await expect(main.getByRole('link', {name: op.summary, exact: true})).toHaveAttribute('href', op.permalink);
    }
    // The reference has no search box of its own (the site navbar keeps the site-wide one).
    await expect(main.getByRole('searchbox')).toHaveCount(0);
    await expect(reference(page).getByRole('searchbox')).toHaveCount(0);

    // Both downloads are linked (the files are checked in tests/built/served.test.ts).
    await expect(page.getByRole('link', {name: 'rook-api.yaml'})).toHaveAttribute('href', model.overview.downloads.yaml);
    await expect(page.getByRole('link', {name: 'rook-api.json'})).toHaveAttribute('href', model.overview.downloads.json);
  });
});

test.describe('the sandbox control API', () => {
  test('is its own section: overview, menu, operation pages and downloads, linked from the main overview', async ({page}) => {
    const sandbox = await loadContract(contractFiles.sandbox);
    const {overview, operations} = sandbox.model;
    expect(overview.downloads.yaml.startsWith(sandboxApiRoutes.overview)).toBe(true);

    await page.goto(routes.apiReference);
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', {name: 'Sandbox control API'}).click();
    await expect(page).toHaveURL(sandboxApiRoutes.overview);
    await expect(page.getByRole('heading', {level: 1, name: overview.title})).toBeVisible();
    // Its menu lists its own operations and leads back to ROOK's API.
    const main = page.getByRole('main');
    for (const op of operations) {
      await expect(main.getByRole('link', {name: op.summary, exact: true})).toHaveAttribute('href', op.permalink);
      await expect(reference(page).getByRole('link', {name: op.summary})).toHaveAttribute('href', op.permalink);
    }
    await expect(reference(page).getByRole('link', {name: 'ROOK API'})).toHaveAttribute('href', routes.apiReference);
    for (const op of model.operations) await expect(reference(page).locator(`a[href="${op.permalink}"]`)).toHaveCount(0);

    const yamlName = overview.downloads.yaml.split('/').pop()!;
    await expect(page.getByRole('link', {name: yamlName})).toHaveAttribute('href', overview.downloads.yaml);
    // The files behind the links are checked in tests/built/served.test.ts.

    const create = operations.find((op) => op.operationId === 'createSandboxClient')!;
    await page.goto(create.permalink);
    await expect(page.getByRole('main').getByRole('heading', {level: 1, name: create.summary})).toBeVisible();
    for (const response of create.responses) await expect(page.locator(`#${response.anchor}`)).toBeAttached();
  });
});

test.describe('an operation page in detail', () => {
  test('has a parameter table, a response example and samples in five languages', async ({page}) => {
    const op = operation('getUsersStatus');
    await page.goto(op.permalink);
    await waitForHydration(page);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', {name: 'Required'})).toBeVisible();
    for (const parameter of op.parameters) await expect(table.getByRole('rowheader', {name: parameter.name})).toBeVisible();
    await expect(table.getByRole('row', {name: /up_to_date/})).toContainText('required');

    const ok = op.responses.find((r) => r.status === '200')!;
    const example = ok.content[0]!.examples[0]!;
    const response = page.locator(`#examples-${ok.anchor}`).locator('xpath=..');
    await expect(response.locator('pre').first()).toContainText(
      `"total_created_users": ${(example.value as {total_created_users: number}).total_created_users}`,
    );

    for (const language of LANGUAGES) {
      await page.getByRole('tab', {name: language}).click();
      const sample = op.samples.find((s) => languageEntry(s.language).label === language)!;
      await expect(page.getByRole('tabpanel')).toContainText(sample.code.split('\n')[0]!);
    }
  });

  test.describe('with clipboard access', () => {
    // A context of its own: a reused one would keep the permissions (playwright.config.ts).
    test.use({permissions: ['clipboard-read', 'clipboard-write']});

    test('the copy button copies the visible sample', async ({page}) => {
      const op = operation('updateUserTimeZone');
      await page.goto(op.permalink);
      await waitForHydration(page);
      await page.getByRole('tab', {name: 'curl'}).click();
      const panel = page.getByRole('tabpanel');
      await panel.hover();
      await panel.getByRole('button', {name: 'Copy code to clipboard'}).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(op.samples.find((s) => s.language === 'curl')!.code);
      expect(copied).toContain('"time_zone"');
    });
  });

  test('the chosen language is kept across pages', async ({page}) => {
    await page.goto(operation('getUserInfo').permalink);
    await waitForHydration(page);
    await page.getByRole('tab', {name: 'Python'}).click();
    await expect(page.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');

    await page.goto(operation('revokeDataSource').permalink);
    await expect(page.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('requests.post(');
    // And through client-side navigation from the reference menu.
    await reference(page)
      .getByRole('link', {name: operation('getUsersStatus').summary})
      .click();
    await expect(page).toHaveURL(operation('getUsersStatus').permalink);
    // The previous page, whose Python tab is selected too, stays drawn until this one's chunks have loaded.
    await expect(page.getByRole('heading', {level: 1, name: operation('getUsersStatus').summary})).toBeVisible();
    await expect(page.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  });

  test('deep links land on responses, parameters and nested fields', async ({page}) => {
    const op = operation('getUserInfo');
    await page.goto(`${op.permalink}#response-200`);
    await expect(page.locator('#response-200')).toBeInViewport();
    await page.goto(`${op.permalink}#parameter-query-user_id`);
    await expect(page.locator('#parameter-query-user_id')).toBeInViewport();

    const status = operation('getUsersStatus');
    await page.goto(`${status.permalink}#response-200-pagination-links-next_url`);
    const field = page.locator('[id="response-200-pagination-links-next_url"]');
    await expect(field).toBeInViewport();
    await expect(field).toContainText('next_url');
  });

  test('links named schemas to their pages', async ({page}) => {
    const op = operation('getUsersStatus');
    await page.goto(op.permalink);
    await page.getByRole('main').getByRole('link', {name: 'UsersStatus', exact: true}).first().click();
    await expect(page).toHaveURL(/\/api\/schemas\/UsersStatus\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'UsersStatus'})).toBeVisible();
    await expect(page.getByRole('link', {name: op.summary}).last()).toBeVisible();
  });
});

/**
 * Bytes of JavaScript a first visit to `url` needs (decoded): the scripts it
 * asks for until it is hydrated and idle, that is the scripts and preloaded
 * chunks the server HTML names and the chunks the page then loads itself.
 * Chunks Docusaurus prefetches for the pages that visible links lead to are
 * another page's code, fetched as prefetches rather than scripts, so they are
 * left out.
 */
async function scriptBytes(page: Page, url: string): Promise<number> {
  const scripts = recordScripts(page);
  await page.goto(url);
  await waitForHydration(page);
  // A script asked for twice (its preload, then the script itself) counts once.
  const sizes = new Map((await scripts()).map((script) => [script.url, Buffer.byteLength(script.text)]));
  return [...sizes.values()].reduce((sum, size) => sum + size, 0);
}

test.describe('weight', () => {
  test('the heaviest reference pages load at most 1.2x the JavaScript of a doc page', async ({browser}) => {
    const heaviest = <T>(items: T[]) => items.reduce((a, b) => (JSON.stringify(b).length > JSON.stringify(a).length ? b : a));
    const measure = async (url: string) => {
      const context = await browser.newContext();
      const bytes = await scriptBytes(await context.newPage(), url);
      await context.close();
      return bytes;
    };
    const doc = await measure(routes.quickStart);
    // The webhook overview counts its verifier, which loads with the page.
    const webhooks = [model.webhooks!.permalink, heaviest(model.webhookPages).permalink];
    for (const url of [routes.apiReference, heaviest(model.operations).permalink, heaviest(model.schemas).permalink, ...webhooks]) {
      expect(await measure(url), url).toBeLessThanOrEqual(doc * 1.2);
    }
  });
});

test.describe('layout', () => {
  test('an operation page has two panes on wide screens; the right one and the menu stay in view', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    const op = operation('getUsersStatus');
    await page.goto(op.permalink);
    await waitForHydration(page);
    const pane = page.getByRole('region', {name: 'Request and response examples'});
    const title = await page.getByRole('heading', {level: 1}).boundingBox();
    const paneBox = (await pane.boundingBox())!;
    expect(paneBox.x).toBeGreaterThan(title!.x + 300);
    await expect(pane.getByRole('tab', {name: 'curl'})).toBeInViewport();
    // Scroll the explanation down to the responses' fields: the samples and the menu are still on screen.
    const ok = page.locator('#response-200');
    await page.evaluate(() => document.getElementById('response-200')!.scrollIntoView({block: 'start'}));
    await expect(ok).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    await expect(pane.getByRole('heading', {name: 'Request samples'})).toBeInViewport();
    await expect(reference(page).getByRole('link', {name: 'Overview'})).toBeInViewport();
  });

  test('a long response example is folded to a few lines until "Show all"', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    const op = operation('getUsersStatus');
    await page.goto(op.permalink);
    await waitForHydration(page);
    const pane = page.getByRole('region', {name: 'Request and response examples'});
    const show = pane.getByRole('button', {name: /^Show all \d+ lines of the 200 example$/});
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    const block = pane.locator(`[id="${await show.getAttribute('aria-controls')}"]`);
    const folded = (await block.boundingBox())!.height;
    expect(folded).toBeLessThan(400);
    await show.click();
    await expect(pane.getByRole('button', {name: 'Show fewer lines of the 200 example'})).toHaveAttribute('aria-expanded', 'true');
    expect((await block.boundingBox())!.height).toBeGreaterThan(folded);
  });

  test('an operation page is one column below 996 px: explanation first, then samples and examples', async ({page}) => {
    await page.setViewportSize({width: 900, height: 900});
    const op = operation('getUsersStatus');
    await page.goto(op.permalink);
    const paneBox = (await page.getByRole('region', {name: 'Request and response examples'}).boundingBox())!;
    const lastResponse = (await page.locator(`#${op.responses.at(-1)!.anchor}`).boundingBox())!;
    expect(paneBox.y).toBeGreaterThan(lastResponse.y);
    const title = (await page.getByRole('heading', {level: 1}).boundingBox())!;
    expect(Math.abs(paneBox.x - title.x)).toBeLessThan(20);
  });

  test('the reference menu folds above the content on narrow screens', async ({page}) => {
    await page.setViewportSize({width: 800, height: 900});
    const op = operation('getUserInfo');
    await page.goto(op.permalink);
    await waitForHydration(page);
    const menu = reference(page);
    const toggle = menu.getByText('API reference menu');
    await expect(toggle).toBeVisible();
    await expect(menu.getByRole('link', {name: 'Overview'})).toBeHidden();
    const menuBox = await menu.boundingBox();
    const titleBox = await page.getByRole('heading', {level: 1}).boundingBox();
    expect(menuBox!.y).toBeLessThan(titleBox!.y);
    await toggle.click();
    await expect(menu.getByRole('link', {name: 'Overview'})).toBeVisible();
  });

  test('the reference menu sits beside the content on wide screens', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(routes.apiReference);
    const menu = reference(page);
    await expect(menu.getByText('API reference menu')).toBeHidden();
    await expect(menu.getByRole('link', {name: 'Overview'})).toBeVisible();
    const menuBox = await menu.boundingBox();
    const titleBox = await page.getByRole('heading', {level: 1}).boundingBox();
    expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(titleBox!.x);
  });
});
