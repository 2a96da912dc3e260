import {expect, test} from '@playwright/test';
import {routes} from '../../src/config/routes';
import {deprecationChangelog} from '../../src/data/changelog';
import {changelogSources} from './support/changelog';

const entries = changelogSources();

test('the changelog lists every entry, newest first, each with a date and its own page', async ({page}) => {
  await page.goto(routes.changelog);
  await expect(page).toHaveTitle(/^Changelog/);
  await expect(page.getByRole('heading', {level: 1, name: 'Changelog'})).toBeVisible();
  const titles = await page.locator('article h2').allInnerTexts();
  expect([...titles].sort()).toEqual(entries.map((e) => e.title).sort());
  const dates = await page.locator('article time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
  expect(dates).toHaveLength(entries.length);
  expect([...dates].sort().reverse()).toEqual(dates);
  for (const entry of entries) {
    const response = await page.request.get(`${routes.changelog}${entry.slug}/`);
    expect(response.status(), entry.slug).toBe(200);
  }
});

for (const [feed, itemTag] of [
  ['rss.xml', 'item'],
  ['atom.xml', 'entry'],
] as const) {
  test(`the ${feed} feed is well-formed XML and lists every entry`, async ({page}) => {
    const response = await page.request.get(`${routes.changelog}${feed}`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto(routes.changelog);
    // The browser's XML parser reports malformed input as a <parsererror> document.
    const parsed = await page.evaluate(
      ({source, tag}) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml');
        const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
        const links = Array.from(doc.getElementsByTagName(tag)).map((item) => {
          const link = item.getElementsByTagName('link')[0];
          return link?.getAttribute('href') ?? link?.textContent ?? '';
        });
        return {error, links};
      },
      {source: xml, tag: itemTag},
    );
    expect(parsed.error).toBeNull();
    const slugs = parsed.links.map((link) => new URL(link).pathname);
    expect(slugs.sort()).toEqual(entries.map((e) => `${routes.changelog}${e.slug}/`).sort());
  });
}

test('the navbar News item opens the changelog, and its head advertises both feeds', async ({page}) => {
  await page.goto('/');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'News'}).click();
  await expect(page).toHaveURL(routes.changelog);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `${routes.changelog}rss.xml`);
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', `${routes.changelog}atom.xml`);
});

test('every deprecation in the reference maps to an existing changelog entry', async ({request}) => {
  const slugs = new Set(entries.map((e) => `${routes.changelog}${e.slug}/`));
  for (const [key, url] of Object.entries(deprecationChangelog)) {
    expect(slugs.has(url), key).toBe(true);
    expect((await request.get(url)).status(), key).toBe(200);
  }
});
