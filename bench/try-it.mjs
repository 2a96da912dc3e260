// The try-it console's cost, paid only by a reader who opens it: the
// compressed JavaScript its first click loads (the console and the
// contract's build-time validators) and the time until it can send.
import {chromium} from '@playwright/test';
import {playwrightLaunchOptions} from '../scripts/lib/chromium.mjs';

/**
 * Compressed bytes of the scripts the page has loaded so far, by URL.
 * @param {import("@playwright/test").Page} page
 */
function scriptSizes(page) {
  return page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => [e.name, /** @type {PerformanceResourceTiming} */ (e).encodedBodySize]),
    ),
  );
}

/**
 * @param {{baseUrl: string, path: string, runs: number}} options
 * @returns {Promise<{path: string, chunkKB: number, chunks: number, interactiveMs: number}>}
 */
export async function benchTryIt({baseUrl, path, runs}) {
  const browser = await chromium.launch(playwrightLaunchOptions);
  const times = [];
  let chunkBytes = 0;
  let chunks = 0;
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(baseUrl + path, {waitUntil: 'networkidle'});
      const before = await scriptSizes(page);
      const started = Date.now();
      await page.getByRole('button', {name: 'Try it', exact: true}).click();
      await page.getByRole('button', {name: 'Send the request'}).and(page.locator(':enabled')).waitFor();
      times.push(Date.now() - started);
      const added = Object.entries(await scriptSizes(page)).filter(([url]) => !(url in before));
      chunkBytes = added.reduce((sum, [, bytes]) => sum + bytes, 0);
      chunks = added.length;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  times.sort((a, b) => a - b);
  return {path, chunkKB: Number((chunkBytes / 1024).toFixed(1)), chunks, interactiveMs: times[Math.floor(times.length / 2)] ?? 0};
}
