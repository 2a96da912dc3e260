import {expect, test} from '@playwright/test';
import {routes} from '../../core/config/routes';
import {changelogSources} from './support/changelog';

const entries = changelogSources();

for (const [feed, itemTag] of [
  ['rss.xml', 'item'],
  ['atom.xml', 'entry'],
] as const) {
  test(`the ${feed} feed is well-formed XML and lists every entry`, async ({page}) => {
    const response = await page.request.get(`${routes.changelog}${feed}`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    // The browser's XML parser (on about:blank: no page is needed) reports malformed input as a <parsererror> document.
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
  await expect(page.getByRole('heading', {level: 1, name: 'Changelog'})).toBeVisible();
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `${routes.changelog}rss.xml`);
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', `${routes.changelog}atom.xml`);
});
