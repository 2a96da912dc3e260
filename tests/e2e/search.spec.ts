import {expect, test, type Locator, type Page} from '@playwright/test';
import {defaultAlgoliaIndexName} from '../../core/config/integrations';
import {routes} from '../../core/config/routes';
import {MANIFEST_FILE, SEARCH_ASSET_DIR} from '../../core/search/paths';
import {recordScripts} from './support/site';

/**
 * The DocSearch dialog and /search page, answered by the embedded index
 * (the default build sets no Algolia keys).
 */

// The build sets no Algolia keys, so DocSearch keys its storage with the default index name.
const RECENT_KEY = `__DOCSEARCH_RECENT_SEARCHES__${defaultAlgoliaIndexName}`;
const FAVORITE_KEY = `__DOCSEARCH_FAVORITE_SEARCHES__${defaultAlgoliaIndexName}`;
const START = routes.quickStart;

const searchButton = (page: Page) => page.getByRole('button', {name: /^Search/});
const searchBox = (page: Page) => page.getByRole('searchbox', {name: 'Search'});
const dropdown = (page: Page) => page.locator('.DocSearch-Dropdown');
const options = (page: Page) => page.getByRole('option');

/** Every request must stay on the site (no Algolia host, no other host), and nothing may pop up. */
let foreign: string[] = [];
let popups: string[] = [];

test.beforeEach(async ({page, baseURL}) => {
  foreign = [];
  popups = [];
  const origin = new URL(baseURL!).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
  });
  page.on('dialog', async (dialog) => {
    popups.push(dialog.message());
    await dialog.dismiss();
  });
});

test.afterEach(() => {
  expect(foreign, 'requests to other hosts').toEqual([]);
  expect(popups, 'browser dialogs').toEqual([]);
});

/** Opens a page and waits until React has hydrated it (the shortcuts are live only then). */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // The colour-mode toggle stays disabled until hydration.
  await expect(page.getByRole('button', {name: /dark and light mode/})).toBeEnabled();
}

async function openWithShortcut(page: Page, key = 'Control+k'): Promise<Locator> {
  await page.keyboard.press(key);
  const box = searchBox(page);
  await expect(box).toBeFocused();
  return box;
}

/**
 * Types a query and waits for the dialog to show at least one result for it.
 * Until the results arrive the dialog keeps listing recent and favourite
 * searches, and Enter would pick one of those.
 */
async function search(page: Page, query: string): Promise<void> {
  const box = searchBox(page);
  await box.fill(query);
  await expect(dropdown(page).getByText(/^(Recent|Favorite)$/)).toHaveCount(0);
  await expect(options(page).first()).toBeVisible();
}

test.describe('opening and closing', () => {
  test('Ctrl+K and Meta+K open the dialog, Escape closes it and focus returns', async ({page}) => {
    await visit(page, START);
    await openWithShortcut(page, 'Control+k');
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    await openWithShortcut(page, 'Meta+k');
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toBeHidden();
  });

  test("the dialog's own words: its footer and its search box", async ({page}) => {
    await visit(page, START);
    await openWithShortcut(page, 'Control+k');
    const footer = page.locator('.DocSearch-Footer');
    for (const words of ['Select', 'Navigate', 'Close']) await expect(footer.getByText(words, {exact: true})).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(page.locator('.DocSearch-Reset')).toHaveAttribute('title', 'Clear the query');
  });

  test('the button is named by what it shows: Search, the modifier key, K', async ({page}) => {
    await visit(page, START);
    await expect(page.getByRole('button', {name: 'Search (Control) K', exact: true})).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+K Meta+K',
    );
    await expect(page.locator('.DocSearch-Button-Keys')).toHaveText('K');
    // An Apple keyboard shows ⌘.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', {get: () => 'MacIntel'}));
    await visit(page, START);
    await expect(page.getByRole('button', {name: 'Search (Command) K', exact: true})).toBeVisible();
    await expect(page.locator('.DocSearch-Button-Keys')).toHaveText('⌘K');
  });

  test('slash opens it only when no input has focus', async ({page}) => {
    await visit(page, START);
    await openWithShortcut(page, '/');
    await expect(searchBox(page)).toHaveValue('');
    await page.keyboard.press('Escape');

    // On the search page the query field has focus: slash is just a character.
    await visit(page, routes.search);
    const field = page.getByRole('searchbox', {name: 'Search'});
    await field.focus();
    await page.keyboard.press('/');
    await expect(field).toHaveValue('/');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test('Tab keeps focus inside the dialog', async ({page}) => {
    await visit(page, START);
    await openWithShortcut(page);
    await search(page, 'sandbox');
    const seen = new Set<string>();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        return {
          inside: Boolean(active?.closest('.DocSearch-Modal')),
          label: `${active?.tagName}:${active?.getAttribute('aria-label') ?? active?.textContent?.slice(0, 20)}`,
        };
      });
      expect(where.inside, `focus left the dialog at ${where.label}`).toBe(true);
      seen.add(where.label);
    }
    // It cycled through several controls and came back round.
    expect(seen.size).toBeGreaterThan(2);
  });

  test('selected text becomes the query, cut to 64 characters', async ({page}) => {
    await visit(page, START);
    const selected = await page.evaluate(() => {
      const paragraph = Array.from(document.querySelectorAll('article p')).find((p) => (p.textContent ?? '').length > 80)!;
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString();
    });
    expect(selected.length).toBeGreaterThan(64);
    const box = await openWithShortcut(page);
    await expect(box).toHaveValue(selected.slice(0, 64));
    await expect(box).toHaveAttribute('maxlength', '64');
  });
});

test.describe('loading the index', () => {
  const isIndexRequest = (url: string) => url.includes(`/${SEARCH_ASSET_DIR}/`);

  test('nothing is downloaded on page load, only once the reader shows intent', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isIndexRequest(request.url())) requested.push(new URL(request.url()).pathname);
    });
    const scripts = recordScripts(page);
    await visit(page, START);
    await scripts();
    await page.mouse.move(5, 400);
    expect(requested).toEqual([]);

    await searchButton(page).hover();
    // The manifest (it carries the first part of the index), then, once idle, the whole index.
    await expect.poll(() => requested.length).toBe(2);
    expect(requested[0]).toBe(`/${MANIFEST_FILE}`);
    expect(requested[1]).toMatch(/^\/assets\/search\/index\.[0-9a-f]{12}\.json$/);
  });

  test('the keyboard shortcut alone also loads it, and the first query answers', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isIndexRequest(request.url())) requested.push(request.url());
    });
    const scripts = recordScripts(page);
    await visit(page, START);
    await scripts();
    expect(requested).toEqual([]);
    await openWithShortcut(page);
    await search(page, 'credentials');
    await expect.poll(() => requested.length).toBe(2);
  });

  test('a query the titles and headings do not answer waits for the whole index', async ({page}) => {
    await visit(page, START);
    await openWithShortcut(page);
    // The word is in paragraphs only, never in a page title or heading.
    await search(page, 'overnight');
    await expect(page.getByText('No results for')).toHaveCount(0);
  });

  test('when the index cannot be fetched the dialog shows its error screen and the site keeps working', async ({page}) => {
    await page.route(`**/${SEARCH_ASSET_DIR}/**`, (route) => route.abort('internetdisconnected'));
    await visit(page, START);
    await openWithShortcut(page);
    await searchBox(page).fill('garmin');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Data Sources'}).click();
    await expect(page).toHaveURL(routes.dataSources);
  });
});

test.describe('results', () => {
  // Each term must lead to the page a developer would expect, among the first
  // ten hits (the first groups on screen).
  const expectations: [query: string, path: RegExp][] = [
    ['Garmin', /\/data-sources\/garmin\//],
    ['withngs', /\/data-sources\/withings\//],
    // The guide on delivery, or the webhook reference (one page per payload).
    ['webhook', /\/docs\/.*webhook|\/docs\/rookconnect\/data_delivery\/|\/api\/webhooks\//i],
    ['user_id', /\/api\//],
    ['sleep summary', /sleep/i],
  ];

  for (const [query, path] of expectations) {
    test(`"${query}" finds the right page`, async ({page}) => {
      await visit(page, START);
      await openWithShortcut(page);
      await search(page, query);
      const hrefs = await options(page)
        .getByRole('link')
        .evaluateAll((links) => links.slice(0, 10).map((link) => link.getAttribute('href') ?? ''));
      expect(
        hrefs.some((href) => path.test(href)),
        `${query} → ${hrefs.join(', ')}`,
      ).toBe(true);
      // Matches are highlighted, as marks.
      await expect(dropdown(page).locator('mark').first()).toBeVisible();
    });
  }

  test('results are grouped, with at most 5 hits per group', async ({page}) => {
    await visit(page, START);
    await openWithShortcut(page);
    await search(page, 'data');
    const groups = dropdown(page).getByRole('listbox');
    expect(await groups.count()).toBeGreaterThanOrEqual(2);
    const sizes = await groups.evaluateAll((lists) => lists.map((list) => list.querySelectorAll('[role="option"]').length));
    expect(Math.max(...sizes)).toBe(5);
    expect(sizes.every((size) => size >= 1 && size <= 5)).toBe(true);
  });

  test('Enter opens the selected result', async ({page}) => {
    await visit(page, '/');
    await openWithShortcut(page);
    await search(page, 'credentials');
    const href = await options(page).first().getByRole('link').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(searchBox(page)).toBeHidden();
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);
  });

  test('the no-results screen names the query and offers suggestions and a report link', async ({page}) => {
    await visit(page, START);
    await openWithShortcut(page);
    // A query with results first, so the dialog has sections to suggest.
    await search(page, 'sandbox');
    await searchBox(page).fill('qqzxv');
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(dropdown(page).getByText('qqzxv')).toBeVisible();
    await expect(page.getByText('Try searching for')).toBeVisible();
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /^https:\/\//);
  });
});

test.describe('recent and favourite searches', () => {
  /** Opens the dialog, searches, and opens the first result (which records it as recent). */
  async function pick(page: Page, query: string): Promise<void> {
    await openWithShortcut(page);
    await search(page, query);
    await page.keyboard.press('Enter');
    await expect(searchBox(page)).toBeHidden();
  }

  async function stored(page: Page, key: string): Promise<{objectID: string}[]> {
    return page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]'), key);
  }

  test('the empty dialog lists recent searches, which persist per index', async ({page}) => {
    await visit(page, START);
    await openWithShortcut(page);
    await expect(page.getByText('No recent searches')).toBeVisible();
    await page.keyboard.press('Escape');

    await pick(page, 'credentials');
    await page.reload();
    await expect(page.getByRole('button', {name: /dark and light mode/})).toBeEnabled();
    await openWithShortcut(page);
    await expect(page.getByText('Recent')).toBeVisible();
    await expect(options(page)).toHaveCount(1);
    expect(await stored(page, RECENT_KEY)).toHaveLength(1);
  });

  test('keeps 7 recent searches, 4 once there are favourites, and 10 favourites', async ({page}) => {
    await visit(page, START);
    // DocSearch records headings (and paragraphs of a page whose title also
    // matched) as recent searches; these queries open headings.
    await pick(page, 'credentials');
    const [sample] = await stored(page, RECENT_KEY);
    expect(sample).toBeDefined();
    const copies = (prefix: string, count: number) => Array.from({length: count}, (_, i) => ({...sample, objectID: `${prefix}-${i}`}));

    // Seven stored already: one more pushes the oldest out.
    await page.evaluate(([key, items]) => localStorage.setItem(key as string, JSON.stringify(items)), [
      RECENT_KEY,
      copies('recent', 7),
    ] as const);
    await page.reload();
    await expect(page.getByRole('button', {name: /dark and light mode/})).toBeEnabled();
    await pick(page, 'credentials');
    const recent = await stored(page, RECENT_KEY);
    expect(recent).toHaveLength(7);
    expect(recent.map((r) => r.objectID)).not.toContain('recent-6');

    // Ten favourites: saving one more keeps ten, and recents drop to four.
    await page.evaluate(([key, items]) => localStorage.setItem(key as string, JSON.stringify(items)), [
      FAVORITE_KEY,
      copies('favorite', 10),
    ] as const);
    await page.reload();
    await expect(page.getByRole('button', {name: /dark and light mode/})).toBeEnabled();
    await openWithShortcut(page);
    await expect(page.getByText('Favorite', {exact: true})).toBeVisible();
    await page.getByRole('button', {name: 'Save this search'}).first().click();
    const favorites = await stored(page, FAVORITE_KEY);
    expect(favorites).toHaveLength(10);
    await page.keyboard.press('Escape');

    await pick(page, 'authenticated request');
    expect(await stored(page, RECENT_KEY)).toHaveLength(4);
  });
});

test.describe('search page', () => {
  test('lists results for the query in the URL', async ({page}) => {
    await visit(page, `${routes.search}/?q=garmin`);
    await expect(page.getByRole('heading', {level: 1, name: 'Search results for "garmin"'})).toBeVisible();
    const results = page.getByRole('main').getByRole('heading', {level: 2});
    await expect(results.first()).toBeVisible();
    await expect(page.getByText(/documents? found/)).toBeVisible();
    const href = await results.first().getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\//);
  });
});

test.describe('queries containing markup', () => {
  // Short enough for the dialog's 64-character input.
  const payload = '<img src=x onerror=window.__xss=1><b>bold</b>';

  test('are shown as text in the dialog, never run', async ({page}) => {
    await visit(page, START);
    await openWithShortcut(page);
    await searchBox(page).fill(payload);
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(dropdown(page).getByText(payload, {exact: true})).toBeVisible();
    await expect(dropdown(page).locator('img, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & {__xss?: number}).__xss)).toBeUndefined();
  });

  test('are shown as text on the search page, never run', async ({page}) => {
    const index = page.waitForResponse((response) => response.url().includes(`/${SEARCH_ASSET_DIR}/index.`));
    await page.goto(`${routes.search}/?q=${encodeURIComponent(`${payload} sandbox`)}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${payload} sandbox"`);
    // The search has answered: the index arrived, and the page shows what it found (the page says
    // "No results were found" before it starts searching too, hence the index first).
    await index;
    await expect(page.getByText('No results were found')).toBeVisible();
    // The whole page: the search page has no <main> landmark when nothing is found.
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & {__xss?: number}).__xss)).toBeUndefined();
  });
});
