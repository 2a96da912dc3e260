// Each page type beside the scaffold under Chromium's own throttling: a slow 4G network and a CPU four
// times slower, applied while the page loads, as DevTools does. Lighthouse's default throttling is a
// simulation: it records a load without throttling and replays that trace through a model, which
// multiplies each task's duration. Here the browser itself is slowed, so the figures show what a
// phone on that network would wait: the blocking time after the first paint (the part of each long
// task past 50 ms, from the browser's long-task entries) and when Docusaurus marks the page hydrated.
import {chromium} from '@playwright/test';
import {playwrightLaunchOptions} from '../scripts/lib/chromium.mjs';
import {ratio, spread} from './stats.mjs';

/** @typedef {{fcpMs: number, tbtMs: number, hydratedMs: number}} Load */
/** @typedef {import('./stats.mjs').Spread} Spread */
/** @typedef {{fcpMs: Spread, tbtMs: Spread, hydratedMs: Spread}} LoadSpreads */
/** @typedef {{page: string, path: string, ours: LoadSpreads, scaffold: LoadSpreads, vsScaffold: {tbtMs: number | null, hydratedMs: number | null}}} ThrottledRow */

// Lighthouse's mobile preset for DevTools throttling (its mobileSlow4G: request latency 562.5 ms,
// 1,474.56 Kbit/s down, 675 up; DevTools takes bytes per second), and its 4x CPU.
const NETWORK = {offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8};
const CPU_SLOWDOWN = 4;
const HYDRATED_TIMEOUT_MS = 60_000;

/**
 * One load: records long tasks from the start, and the moment `<html data-has-hydrated>` turns true.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<Load>}
 */
async function load(browser, url) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, deviceScaleFactor: 1.75});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await page.addInitScript(() => {
      const w = /** @type {Window & {__longTasks?: Array<[number, number]>, __hydratedAt?: number}} */ (window);
      const tasks = /** @type {Array<[number, number]>} */ ([]);
      w.__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({type: 'longtask', buffered: true});
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((_, observer) => {
          if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') return;
          w.__hydratedAt = performance.now();
          observer.disconnect();
        }).observe(document.documentElement, {attributes: true, attributeFilter: ['data-has-hydrated']});
      });
    });
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForFunction(() => /** @type {{__hydratedAt?: number}} */ (window).__hydratedAt, null, {
      timeout: HYDRATED_TIMEOUT_MS,
    });
    // Effects and idle work right after hydration still count; a second without new long tasks ends the load.
    await page.waitForFunction(
      () => {
        const tasks = /** @type {{__longTasks: Array<[number, number]>}} */ (/** @type {unknown} */ (window)).__longTasks;
        const lastEnd = Math.max(0, ...tasks.map(([start, duration]) => start + duration));
        return performance.now() - lastEnd > 1000;
      },
      null,
      {timeout: HYDRATED_TIMEOUT_MS, polling: 250},
    );
    return await page.evaluate(() => {
      const w = /** @type {{__longTasks: Array<[number, number]>, __hydratedAt: number}} */ (/** @type {unknown} */ (window));
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tbt = w.__longTasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return {fcpMs: fcp, tbtMs: tbt, hydratedMs: w.__hydratedAt};
    });
  } finally {
    await context.close();
  }
}

/** @param {Load[]} loads @returns {LoadSpreads} */
const spreadsOf = (loads) => ({
  fcpMs: spread(loads.map((l) => l.fcpMs)),
  tbtMs: spread(loads.map((l) => l.tbtMs)),
  hydratedMs: spread(loads.map((l) => l.hydratedMs)),
});

/**
 * Each page's loads alternate with the scaffold's, as in the Lighthouse comparison.
 * @param {{baseUrl: string, scaffoldUrl: string, scaffoldPage: string, pages: Array<{name: string, path: string}>, runs: number}} options
 */
export async function benchThrottled({baseUrl, scaffoldUrl, scaffoldPage, pages, runs}) {
  const browser = await chromium.launch(playwrightLaunchOptions);
  try {
    /** @type {ThrottledRow[]} */
    const rows = [];
    for (const page of pages) {
      console.log(`[bench] throttled loads of ${page.path} and the scaffold's ${scaffoldPage}, alternated ×${runs}`);
      const ours = [];
      const scaffold = [];
      for (let run = 0; run < runs; run += 1) {
        ours.push(await load(browser, baseUrl + page.path));
        scaffold.push(await load(browser, scaffoldUrl + scaffoldPage));
      }
      const o = spreadsOf(ours);
      const s = spreadsOf(scaffold);
      rows.push({
        page: page.name,
        path: page.path,
        ours: o,
        scaffold: s,
        vsScaffold: {tbtMs: ratio(o.tbtMs.median, s.tbtMs.median), hydratedMs: ratio(o.hydratedMs.median, s.hydratedMs.median)},
      });
    }
    return {scaffoldPage, runsPerPage: runs, network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, rows};
  } finally {
    await browser.close();
  }
}

/** @param {Spread} spread */
const ms = ({median: m, min, max}) => (m === null ? '-' : `${m.toFixed(0)} (${min?.toFixed(0)}–${max?.toFixed(0)})`);

/** @param {Awaited<ReturnType<typeof benchThrottled>>} result */
export function throttledTable(result) {
  const header = ['page', 'TBT ms', 'scaffold TBT ms', 'TBT vs scaffold', 'hydrated ms', 'scaffold hydrated ms', 'hydrated vs scaffold'];
  const lines = result.rows.map((r) => [
    r.page,
    ms(r.ours.tbtMs),
    ms(r.scaffold.tbtMs),
    r.vsScaffold.tbtMs === null ? '-' : `${r.vsScaffold.tbtMs.toFixed(2)}x`,
    ms(r.ours.hydratedMs),
    ms(r.scaffold.hydratedMs),
    r.vsScaffold.hydratedMs === null ? '-' : `${r.vsScaffold.hydratedMs.toFixed(2)}x`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const fmt = (/** @type {string[]} */ cells) => cells.map((c, i) => c.padEnd(/** @type {number} */ (widths[i]))).join('  ');
  return [fmt(header), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt)].join('\n');
}
