import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/site';

/**
 * What a page downloads up front. The search dialog, the search engine and
 * Prism are each loaded only by the actions that need them, which is what
 * keeps a page's JavaScript near a fresh Docusaurus site's: a first load
 * keeps the server's highlighted code, so only code drawn in the browser
 * needs Prism.
 * Markers are strings only those libraries contain.
 */
const markers = {
  searchDialog: 'autocomplete',
  searchEngine: 'MiniSearch',
  prism: 'DFS:function',
  // A grammar only prism-react-renderer's bundled Prism has: src/prism replaces it.
  packagedPrism: 'coffeescript',
} as const;

async function recordScripts(page: Page): Promise<() => Promise<Set<keyof typeof markers>>> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  return async () => {
    const found = new Set<keyof typeof markers>();
    for (const body of await Promise.all(bodies)) {
      for (const [name, marker] of Object.entries(markers)) if (body.includes(marker)) found.add(name as keyof typeof markers);
    }
    bodies.length = 0;
    return found;
  };
}

/** A first load of `route`, once hydrated and its network quiet. */
async function openAndSettle(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

test('a page without code loads neither Prism nor any search code', async ({page}) => {
  const loaded = await recordScripts(page);
  await openAndSettle(page, '/data-sources/garmin/');
  expect([...(await loaded())]).toEqual([]);
});

test('a page with code keeps its server-highlighted code and loads no Prism; search code arrives with the first sign of searching', async ({
  page,
}) => {
  const loaded = await recordScripts(page);
  for (const route of ['/docs/QuickStart/', '/api/operations/getPhysicalSummary/']) {
    await openAndSettle(page, route);
    expect([...(await loaded())], route).toEqual([]);
    await expect(page.locator('pre.prism-code .token.keyword').first(), route).toHaveAttribute('style', /color:/);
  }

  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox', {name: 'Search'}).fill('garmin');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect([...(await loaded())].sort()).toEqual(['searchDialog', 'searchEngine']);
});

test("the site's Prism arrives with the first client-side navigation, to draw the next page's code", async ({page}) => {
  const loaded = await recordScripts(page);
  await openAndSettle(page, '/');
  expect([...(await loaded())]).toEqual([]);
  await page.getByRole('main').getByRole('link', {name: 'Start the QuickStart'}).click();
  await expect(page).toHaveURL('/docs/QuickStart/');
  await expect(page.locator('pre.language-bash .token.function').first()).toHaveAttribute('style', /color:/);
  expect([...(await loaded())]).toEqual(['prism']);
});

test('the summary-day calculator loads what it reads of each source, not the whole data-source list', async ({page}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await openAndSettle(page, '/docs/tools/summary-day/');
  await expect(page.getByLabel('Source')).toContainText('Garmin');
  const bodies = await Promise.all(scripts);
  // A field every entry of core/data/dataSources.ts has and the calculator never reads.
  expect(bodies.filter((body) => body.includes('authorizedV1Key'))).toEqual([]);
});
