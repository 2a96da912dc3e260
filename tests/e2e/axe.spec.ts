import {expect, test} from '@playwright/test';
import {accessibilityProblems} from './support/axe';

/**
 * The axe runner every spec uses (support/axe.ts) must report what it is
 * there to catch: here a page that follows the OS colour mode like the site
 * (html[data-theme]) and whose text has too little contrast in dark mode only.
 */
const fixture = `<!doctype html><html lang=en data-theme=light><head><title>Fixture</title><style>
  body { background: #fff; color: #111; }
  html[data-theme=dark] body { background: #222; color: #333; }
</style><script>
  const query = matchMedia('(prefers-color-scheme: dark)');
  const apply = () => document.documentElement.setAttribute('data-theme', query.matches ? 'dark' : 'light');
  apply();
  query.addEventListener('change', apply);
</script></head><body><main><h1>Fixture</h1><p>Readable in light mode only.</p><pre>left out</pre></main></body></html>`;

test('the axe runner reports a contrast failure that only dark mode has, and honours its scope', async ({page}) => {
  await page.route('**/axe-fixture/', (route) => route.fulfill({contentType: 'text/html', body: fixture}));
  await page.goto('/axe-fixture/');
  const problems = await accessibilityProblems(page, {label: 'fixture'});
  expect(problems.some((p) => p.startsWith('[fixture, dark] color-contrast (serious)'))).toBe(true);
  expect(problems.filter((p) => p.includes('light'))).toEqual([]);
  // Everything failing sits in <main>: excluding it leaves nothing to report.
  expect(await accessibilityProblems(page, {label: 'fixture', exclude: ['main']})).toEqual([]);
});
