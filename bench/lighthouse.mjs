// Lighthouse on Debian's Chromium: medians of several runs per page and form factor.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {chromiumFlags as chromeFlags, chromiumPath} from '../scripts/lib/chromium.mjs';
import {median, spread} from './stats.mjs';

/** @typedef {ReturnType<typeof summarise>} Summary */
/** @typedef {Record<keyof Summary, number | null>} Medians */

/** @param {import('lighthouse').Result} lhr */
function summarise(lhr) {
  const details = lhr.audits['resource-summary']?.details;
  // resource-summary reports a table with one row per resource type.
  const rows = details?.type === 'table' ? details.items : [];
  const byType = Object.fromEntries(rows.map((item) => [item.resourceType, item]));
  return {
    performance: lhr.categories.performance?.score,
    accessibility: lhr.categories.accessibility?.score,
    bestPractices: lhr.categories['best-practices']?.score,
    seo: lhr.categories.seo?.score,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue,
    clsScore: lhr.audits['cumulative-layout-shift']?.numericValue,
    jsKB: Number(byType.script?.transferSize ?? 0) / 1024,
    totalKB: Number(byType.total?.transferSize ?? 0) / 1024,
  };
}

/**
 * One Lighthouse run on a fresh Chromium. On a loaded two-core machine a heavy page can outlast
 * one of Lighthouse's DevTools protocol timeouts; such a run is made again once rather than ending
 * a bench of a hundred runs.
 * @param {string} url
 * @param {'mobile' | 'desktop'} formFactor
 * @returns {Promise<Summary>}
 */
export async function lighthouseRun(url, formFactor) {
  try {
    return await attempt(url, formFactor);
  } catch (error) {
    console.warn(`[bench] ${error instanceof Error ? error.message : String(error)}: running it again`);
    return attempt(url, formFactor);
  }
}

/**
 * @param {string} url
 * @param {'mobile' | 'desktop'} formFactor
 * @returns {Promise<Summary>}
 */
async function attempt(url, formFactor) {
  const chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags});
  try {
    /** @type {import('lighthouse').Flags} */
    const options = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    };
    const result = await lighthouse(url, options, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return summarise(result.lhr);
  } finally {
    await chrome.kill();
  }
}

/** @param {Summary[]} results */
function keysOf(results) {
  const [first] = results;
  if (!first) throw new Error('no Lighthouse runs (BENCH_RUNS must be at least 1)');
  return /** @type {Array<keyof Summary>} */ (Object.keys(first));
}

/**
 * The median of each figure over several runs.
 * @param {Summary[]} results
 * @returns {Medians}
 */
export function medians(results) {
  return /** @type {Medians} */ (Object.fromEntries(keysOf(results).map((key) => [key, median(results.map((r) => r[key]))])));
}

/** @typedef {import('./stats.mjs').Spread} Spread */
/** @typedef {Record<keyof Summary, Spread>} Spreads */

/**
 * The median of each figure over several runs, with its smallest and largest.
 * @param {Summary[]} results
 * @returns {Spreads}
 */
export function spreads(results) {
  return /** @type {Spreads} */ (Object.fromEntries(keysOf(results).map((key) => [key, spread(results.map((r) => r[key]))])));
}

/**
 * @param {string} url
 * @param {'mobile' | 'desktop'} formFactor
 * @param {number} runs
 * @returns {Promise<Medians>}
 */
export async function runLighthouse(url, formFactor, runs) {
  /** @type {Summary[]} */
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseRun(url, formFactor));
  return medians(results);
}
