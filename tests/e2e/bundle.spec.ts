import {expect, test, type Page} from '@playwright/test';
import {recordScripts, waitForHydration} from './support/site';

/**
 * What a page downloads up front. The search dialog, the search engine and
 * Prism are each loaded only by the actions that need them (as is the
 * navigation progress bar), which is what
 * keeps a page's JavaScript near a fresh Docusaurus site's: a first load
 * keeps the server's highlighted code, so only code drawn in the browser
 * needs Prism.
 * Markers are strings only those libraries contain.
 */
const markers = {
  searchDialog: 'autocomplete',
  searchEngine: 'MiniSearch',
  prism: 'DFS:function',
  // A grammar only prism-react-renderer's bundled Prism has: ui/prism replaces it.
  packagedPrism: 'coffeescript',
  // The navigation progress bar's library, loaded by the first client-side navigation.
  progressBar: 'nprogress-custom-parent',
} as const;

/** The markers found in the scripts the page asked for since the last call, once they arrived. */
function recordMarkers(page: Page): () => Promise<Set<keyof typeof markers>> {
  const settled = recordScripts(page);
  return async () => {
    const found = new Set<keyof typeof markers>();
    for (const {text} of await settled()) {
      for (const [name, marker] of Object.entries(markers)) if (text.includes(marker)) found.add(name as keyof typeof markers);
    }
    return found;
  };
}

/** A first load of `route`, hydrated; `loaded()` then waits for the scripts it asked for. */
async function openHydrated(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
}

test('a page without code loads neither Prism nor any search code', async ({page}) => {
  const loaded = recordMarkers(page);
  await openHydrated(page, '/data-sources/garmin/');
  expect([...(await loaded())]).toEqual([]);
});

test('a page with code keeps its server-highlighted code and loads no Prism; search code arrives with the first sign of searching', async ({
  page,
}) => {
  const loaded = recordMarkers(page);
  for (const route of ['/docs/QuickStart/', '/api/operations/getPhysicalSummary/']) {
    await openHydrated(page, route);
    expect([...(await loaded())], route).toEqual([]);
    await expect(page.locator('pre.prism-code .token.keyword').first(), route).toHaveAttribute('style', /color:/);
  }

  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox', {name: 'Search'}).fill('garmin');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect([...(await loaded())].sort()).toEqual(['searchDialog', 'searchEngine']);
});

test("the site's Prism arrives with the first client-side navigation, to draw the next page's code", async ({page}) => {
  const loaded = recordMarkers(page);
  await openHydrated(page, '/');
  expect([...(await loaded())]).toEqual([]);
  await page.getByRole('main').getByRole('link', {name: 'Start the QuickStart'}).click();
  await expect(page).toHaveURL('/docs/QuickStart/');
  await expect(page.locator('pre.language-bash .token.function').first()).toHaveAttribute('style', /color:/);
  expect([...(await loaded())].sort()).toEqual(['prism', 'progressBar']);
});

test('a client-side navigation that takes a while shows the progress bar until the page is there', async ({page}) => {
  await openHydrated(page, '/docs/QuickStart/');
  // From now on every script but the progress bar's own waits until released: the navigation is slow.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    if (!(await response.text()).includes(markers.progressBar)) await released;
    await route.fulfill({response});
  });
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API Reference', exact: true}).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  release();
  await expect(page).toHaveURL('/api/');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('the summary-day calculator loads what it reads of each source, not the whole data-source list', async ({page}) => {
  const scripts = recordScripts(page);
  await openHydrated(page, '/docs/tools/summary-day/');
  await expect(page.getByLabel('Source')).toContainText('Garmin');
  // A field every entry of core/data/dataSources.ts has and the calculator never reads.
  expect((await scripts()).filter(({text}) => text.includes('authorizedV1Key')).map(({url}) => url)).toEqual([]);
});
