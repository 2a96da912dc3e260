import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/site';

/**
 * What a page downloads up front. The search dialog, the search engine and
 * Prism are each loaded only by the pages or actions that need them, which is
 * what keeps a plain page's JavaScript near a fresh Docusaurus site's.
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

test('a page without code loads neither Prism nor any search code', async ({page}) => {
  const loaded = await recordScripts(page);
  await page.goto('/data-sources/garmin/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect([...(await loaded())]).toEqual([]);
});

test("a page with code loads the site's Prism, and search code arrives with the first sign of searching", async ({page}) => {
  const loaded = await recordScripts(page);
  await page.goto('/docs/QuickStart/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect([...(await loaded())]).toEqual(['prism']);

  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox', {name: 'Search'}).fill('garmin');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect([...(await loaded())].sort()).toEqual(['searchDialog', 'searchEngine']);
});
