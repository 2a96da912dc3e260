// Lighthouse on Debian's Chromium: medians of several runs per page and form factor.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {chromiumFlags as chromeFlags, chromiumPath} from '../lib/chromium.mjs';

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function summarise(lhr) {
  const byType = Object.fromEntries(
    (lhr.audits['resource-summary']?.details?.items ?? []).map((item) => [item.resourceType, item]),
  );
  return {
    performance: lhr.categories.performance?.score,
    accessibility: lhr.categories.accessibility?.score,
    bestPractices: lhr.categories['best-practices']?.score,
    seo: lhr.categories.seo?.score,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue,
    clsScore: lhr.audits['cumulative-layout-shift']?.numericValue,
    jsKB: (byType.script?.transferSize ?? 0) / 1024,
    totalKB: (byType.total?.transferSize ?? 0) / 1024,
  };
}

export async function runLighthouse(url, formFactor, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags});
    try {
      const options = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      };
      const result = await lighthouse(url, options, formFactor === 'desktop' ? desktopConfig : undefined);
      if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
      results.push(summarise(result.lhr));
    } finally {
      await chrome.kill();
    }
  }
  const keys = Object.keys(results[0]);
  return Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))]));
}
