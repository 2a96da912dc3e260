// Search benchmark: the embedded index at the site's real size, measured in
// Chromium against a running server, and the same builder and engine on a
// generated 10,000-page corpus to show where the approach stops scaling.
//
//   node bench/search.mjs              (server at BENCH_URL, default http://127.0.0.1:3000)
//
// bench/run.mjs imports benchSearch() and prints/saves what it returns.
import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import zlib from 'node:zlib';
import {chromium, expect} from '@playwright/test';
import {playwrightLaunchOptions} from '../scripts/lib/chromium.mjs';
import {median} from './stats.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
// The builder and engine are TypeScript; jiti (Docusaurus' own config loader) runs them here.
const jiti = require('jiti')(import.meta.filename, {interopDefault: true});
/** @type {typeof import('../plugins/search-index/build')} */
const {buildSearchIndex} = jiti(path.join(root, 'plugins/search-index/build.ts'));
/** @type {typeof import('../core/search/engine')} */
const {SearchEngine} = jiti(path.join(root, 'core/search/engine.ts'));
/** @type {typeof import('../core/search/paths')} */
const {MANIFEST_FILE} = jiti(path.join(root, 'core/search/paths.ts'));
/** @type {typeof import('../src/search/client')} */
const {INDEX_MEASURE, QUERY_MEASURE} = jiti(path.join(root, 'src/search/client.ts'));

/** @typedef {import('../core/search/types').IndexManifest} IndexManifest */
/** @typedef {import('../core/search/types').IndexPayload} IndexPayload */
/** @typedef {Awaited<ReturnType<typeof indexSizes>> & {pages?: number}} SiteIndex */
/** @typedef {Awaited<ReturnType<typeof browserRun>>} BrowserFigures */
/** @typedef {Awaited<ReturnType<typeof syntheticRun>>} SyntheticFigures */
/** @typedef {Window & {__firstResult?: Promise<{pressedAt: number, inputAt: number, hitAt: number}>, __keyDelays?: number[]}} BenchWindow */
/** @typedef {{url: string, bytes: number, startMs: number, endMs: number}} Transfer */

/** Launch options of the e2e suite: Debian's Chromium with every call home off. */
export const defaultLaunchOptions = playwrightLaunchOptions;

/**
 * Fixed query set: real terms, prefixes, a typo, snake_case, two-word and no-result queries.
 * @type {[string, ...string[]]}
 */
export const QUERIES = [
  'garmin',
  'withings',
  'withngs',
  'oura',
  'polar',
  'fitbit',
  'whoop',
  'dexcom',
  'apple health',
  'health connect',
  'samsung',
  'webhook',
  'user_id',
  'client_uuid',
  'sleep summary',
  'heart rate',
  'authorization',
  'revoke',
  'time zone',
  'sandbox',
  'sdk',
  'android',
  'flutter',
  'react native',
  'steps',
  'calories',
  'blood glucose',
  'physical_summary',
  'data sources',
  'zzqqxv',
];

const brotliSize = (/** @type {Buffer} */ buffer) =>
  zlib.brotliCompressSync(buffer, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length;

/**
 * @param {number[]} values
 * @param {number} p
 * @returns {number | null}
 */
function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  // The index is clamped to the array, so an element is always there.
  return /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

const round = (/** @type {number | null} */ n, digits = 2) => (n === null ? null : Number(n.toFixed(digits)));

/** @param {string} buildDir */
async function indexSizes(buildDir) {
  const manifestRaw = await readFile(path.join(buildDir, MANIFEST_FILE));
  /** @type {IndexManifest} */
  const manifest = JSON.parse(manifestRaw.toString('utf8'));
  const file = path.join(buildDir, path.dirname(MANIFEST_FILE), manifest.index);
  const raw = await readFile(file);
  return {
    file: manifest.index,
    records: manifest.records,
    rawBytes: raw.length,
    brotliBytes: brotliSize(raw),
    // The manifest, which carries the first part of the index: what the dialog downloads first and answers a first keystroke from.
    first: {records: manifest.first.records.length, manifestRawBytes: manifestRaw.length, manifestBrotliBytes: brotliSize(manifestRaw)},
  };
}

/**
 * Every download that started at or after `since` (page time), with its bytes
 * on the wire and when it started and ended, in ms from `since`.
 * @param {import('@playwright/test').Page} page
 * @param {number} since
 * @returns {Promise<Transfer[]>}
 */
function transfersSince(page, since) {
  return page.evaluate(
    (since) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= since)
        .map((entry) => {
          const timing = /** @type {PerformanceResourceTiming} */ (entry);
          return {
            url: new URL(timing.name).pathname,
            bytes: timing.transferSize,
            startMs: Math.round(timing.startTime - since),
            endMs: Math.round(timing.responseEnd - since),
          };
        }),
    since,
  );
}

/** Typed on after the first result, a key every TYPING_INTERVAL_MS (a quick typist): it reaches into the whole index's build. */
const TYPED_ON = ' sleep webhooks';
const TYPING_INTERVAL_MS = 40;

/**
 * Fresh pages measured for the first result: one keystroke's figure on a shared two-core machine moves
 * by tens of milliseconds from one page to the next, so the median is reported with its range.
 */
const FIRST_RESULT_RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 5);

/**
 * Opens a page in a new context (nothing of search in its cache), opens the dialog by shortcut and
 * measures the bytes and the time to the first result. Returns the page, for the query latency.
 * @param {import('@playwright/test').Browser} browser @param {string} baseUrl
 */
async function firstResultRun(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL('/docs/QuickStart/', baseUrl).href, {waitUntil: 'networkidle'});
  await page.getByRole('button', {name: /dark and light mode/}).waitFor();
  // Everything that arrives between the shortcut and the first hit counts:
  // the dialog's code, its styles, the manifest, the engine and the index
  // (Resource Timing, so a download that ends after the hit is listed but
  // not counted). Timed inside the page
  // (keydown to the first hit in the DOM, with the query typed the moment the
  // input exists) so the test driver's polling is not part of the figure.
  await page.evaluate(() => performance.setResourceTimingBufferSize(1000));
  await page.evaluate((query) => {
    // HTMLInputElement's value always has a setter.
    const setValue = /** @type {(this: HTMLInputElement, value: string) => void} */ (
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    );
    /** @type {BenchWindow} */ (window).__firstResult = new Promise((resolve) => {
      /** @type {number | null} */
      let pressedAt = null;
      let inputAt = 0;
      window.addEventListener('keydown', () => (pressedAt ??= performance.now()), {capture: true, once: true});
      const observer = new MutationObserver(() => {
        const input = document.querySelector('.DocSearch-Input');
        if (input instanceof HTMLInputElement && !inputAt) {
          inputAt = performance.now();
          setValue.call(input, query);
          input.dispatchEvent(new Event('input', {bubbles: true}));
        }
        if (pressedAt !== null && document.querySelector('.DocSearch-Hit')) {
          observer.disconnect();
          resolve({pressedAt, inputAt, hitAt: performance.now()});
        }
      });
      observer.observe(document.body, {childList: true, subtree: true});
    });
  }, QUERIES[0]);
  await page.keyboard.press('Control+k');
  const {pressedAt, inputAt, hitAt} = await page.evaluate(() => {
    const pending = /** @type {BenchWindow} */ (window).__firstResult;
    if (!pending) throw new Error('the first-result timer was not installed');
    return pending;
  });
  await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(QUERIES[0]);
  // The reader types on while the whole index downloads and is built: how long each key waited for the page's thread.
  await page.evaluate(() => {
    /** @type {number[]} */
    const delays = [];
    /** @type {BenchWindow} */ (window).__keyDelays = delays;
    window.addEventListener('keydown', (event) => delays.push(performance.now() - event.timeStamp), {capture: true});
  });
  await page.keyboard.type(TYPED_ON, {delay: TYPING_INTERVAL_MS});
  const keyDelays = await page.evaluate(() => /** @type {BenchWindow} */ (window).__keyDelays ?? []);
  // What the dialog fetches after the first hit (the rest of the index) is listed too.
  await page.waitForTimeout(1000);
  const transfers = await transfersSince(page, pressedAt);
  // Parsing a downloaded file into an engine: when and how long, from the keydown (the whole index's build
  // spans the slices it is indexed in, with the page's other tasks between them).
  const indexBuilds = await page.evaluate(
    ({name, since}) =>
      performance.getEntriesByName(name).map((entry) => ({
        file: /** @type {PerformanceMeasure} */ (entry).detail,
        startMs: Math.round(entry.startTime - since),
        durationMs: Math.round(entry.duration),
      })),
    {name: INDEX_MEASURE, since: pressedAt},
  );
  const before = transfers.filter((transfer) => transfer.endMs <= hitAt - pressedAt);
  return {
    page,
    firstResultMs: Math.round(hitAt - pressedAt),
    // The dialog's input appeared (its code had loaded) this long after the keydown.
    dialogInputMs: Math.round(inputAt - pressedAt),
    transferredBeforeFirstResultBytes: before.reduce((sum, transfer) => sum + transfer.bytes, 0),
    transferredRequests: transfers,
    indexBuilds,
    // The longest any key typed after the first result waited before the page handled it.
    typingDelayAfterFirstResultMs: Math.round(Math.max(...keyDelays)),
  };
}

/**
 * The first result on FIRST_RESULT_RUNS fresh pages (median and range; the bytes are the largest
 * of the runs), then query latency on the last of them.
 * @param {{baseUrl: string, launchOptions: import('@playwright/test').LaunchOptions}} options
 */
async function browserRun({baseUrl, launchOptions}) {
  const browser = await chromium.launch(launchOptions);
  try {
    const runs = [];
    for (let i = 0; i < Math.max(1, FIRST_RESULT_RUNS); i += 1) {
      if (runs.length) await runs[runs.length - 1]?.page.context().close();
      runs.push(await firstResultRun(browser, baseUrl));
    }
    const last = /** @type {Awaited<ReturnType<typeof firstResultRun>>} */ (runs[runs.length - 1]);
    const firstResults = runs.map((run) => run.firstResultMs);
    const dialogInputs = runs.map((run) => run.dialogInputMs);

    // Query latency as the client measures it, one keystroke at a time (each
    // keystroke is a search, as when someone types), from a clean slate.
    const {page} = last;
    const box = page.getByRole('searchbox', {name: 'Search'});
    await page.evaluate((name) => performance.clearMeasures(name), QUERY_MEASURE);
    for (const query of QUERIES) {
      await box.fill('');
      await box.pressSequentially(query, {delay: 0});
      await page.waitForTimeout(30);
    }
    const durations = await page.evaluate((name) => performance.getEntriesByName(name).map((entry) => entry.duration), QUERY_MEASURE);
    return {
      runs: runs.length,
      firstResultMs: Math.round(/** @type {number} */ (median(firstResults))),
      firstResultRangeMs: [Math.min(...firstResults), Math.max(...firstResults)],
      dialogInputMs: Math.round(/** @type {number} */ (median(dialogInputs))),
      transferredBeforeFirstResultBytes: Math.max(...runs.map((run) => run.transferredBeforeFirstResultBytes)),
      transferredRequests: last.transferredRequests,
      indexBuilds: last.indexBuilds,
      typingDelayAfterFirstResultMs: Math.round(/** @type {number} */ (median(runs.map((run) => run.typingDelayAfterFirstResultMs)))),
      typingDelayAfterFirstResultRangeMs: [
        Math.min(...runs.map((run) => run.typingDelayAfterFirstResultMs)),
        Math.max(...runs.map((run) => run.typingDelayAfterFirstResultMs)),
      ],
      queries: durations.length,
      p50Ms: round(percentile(durations, 50)),
      p95Ms: round(percentile(durations, 95)),
      maxMs: round(Math.max(...durations)),
    };
  } finally {
    await browser.close();
  }
}

const WORDS = (
  'activity sleep heart rate oxygen stress steps calories distance glucose pressure hydration mood ' +
  'nutrition temperature menstruation webhook endpoint token user client sandbox production retry ' +
  'payload schema field summary event document version source authorization revoke timezone sync ' +
  'permission background manual automatic android ios flutter capacitor react native device watch ' +
  'ring scale band battery interval granular metadata structure processed raw delivery signature'
).split(' ');
const SOURCES = ['Garmin', 'Oura', 'Polar', 'Fitbit', 'Whoop', 'Withings', 'Dexcom', 'Xiaomi', 'Zepp'];

/**
 * @param {number} seed
 * @param {number} length
 */
function sentence(seed, length) {
  /** @type {string[]} */
  const words = [];
  // Every index below is taken modulo its array's length, and length is at least 1.
  const at = (/** @type {string[]} */ list, /** @type {number} */ i) => /** @type {string} */ (list[i % list.length]);
  for (let i = 0; i < length; i += 1) words.push(at(WORDS, seed * 31 + i * 17 + ((seed >> 3) ^ i)));
  if (seed % 7 === 0) words.push(at(SOURCES, seed));
  const first = at(words, 0);
  words[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return `${words.join(' ')}.`;
}

/**
 * A Docusaurus-shaped page: title, a few sections, paragraphs, a list and a table.
 * @param {number} n
 */
function syntheticPage(n) {
  const sections = [];
  for (let s = 0; s < 4; s += 1) {
    const id = `section-${s}`;
    sections.push(
      `<h2 id="${id}">${sentence(n + s, 3)}</h2>`,
      `<p>${sentence(n * 5 + s, 24)} ${sentence(n * 7 + s, 18)}</p>`,
      `<ul><li>${sentence(n * 11 + s, 8)}</li><li>${sentence(n * 13 + s, 8)}</li></ul>`,
      s === 2 ? `<table><tbody><tr><td>field_${n}_int</td><td>integer</td><td>${sentence(n + 99, 10)}</td></tr></tbody></table>` : '',
    );
  }
  return `<!doctype html><html lang="en"><head><title>Page ${n}</title>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>
<body><main><article><div class="markdown"><header><h1>${SOURCES[n % SOURCES.length]} guide ${n}: ${sentence(n, 3)}</h1></header>
${sections.join('\n')}</div></article></main></body></html>`;
}

/**
 * Builds an index from `pages` generated pages and queries it in Node.
 * @param {number} pages
 */
async function syntheticRun(pages) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rook-search-bench-'));
  try {
    for (let n = 0; n < pages; n += 1) {
      const pageDir = path.join(dir, 'docs', `page-${n}`);
      await mkdir(pageDir, {recursive: true});
      await writeFile(path.join(pageDir, 'index.html'), syntheticPage(n));
    }
    const stats = await buildSearchIndex(dir, '/');
    const raw = await readFile(stats.file);
    const firstRaw = await readFile(path.join(dir, MANIFEST_FILE));
    const firstStarted = performance.now();
    /** @type {IndexManifest} */
    const manifest = JSON.parse(firstRaw.toString('utf8'));
    SearchEngine.fromPayload(manifest.first, {origin: 'http://bench.invalid', indexName: 'rook'}, manifest.firstIndex);
    const firstLoadMs = performance.now() - firstStarted;
    const parseStarted = performance.now();
    /** @type {IndexPayload} */
    const payload = JSON.parse(raw.toString('utf8'));
    const engine = SearchEngine.fromPayload(payload, {origin: 'http://bench.invalid', indexName: 'rook'});
    const loadMs = performance.now() - parseStarted;
    /** @type {number[]} */
    const durations = [];
    for (const query of QUERIES) {
      for (let end = 1; end <= query.length; end += 1) {
        const started = performance.now();
        engine.search({query: query.slice(0, end), hitsPerPage: 20, attributesToSnippet: ['content:10']});
        durations.push(performance.now() - started);
      }
    }
    return {
      pages,
      records: stats.records,
      buildMs: stats.ms,
      indexRawBytes: raw.length,
      indexBrotliBytes: brotliSize(raw),
      // The manifest's first part (titles and headings) answers the first keystroke; the whole index follows.
      firstPartRecords: stats.first.records,
      firstQueryTransferBytes: brotliSize(firstRaw),
      firstPartParseAndIndexMs: Math.round(firstLoadMs),
      parseAndIndexMs: Math.round(loadMs),
      queries: durations.length,
      p50Ms: round(percentile(durations, 50)),
      p95Ms: round(percentile(durations, 95)),
      measuredIn: 'Node (same engine code as the browser)',
    };
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

/**
 * @param {SiteIndex} site
 * @param {BrowserFigures} browser
 * @param {SyntheticFigures} synthetic
 */
function conclusion(site, browser, synthetic) {
  const kb = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024)} KB`;
  const perPage = site.brotliBytes / Math.max(1, site.pages ?? 1);
  return [
    `At our size the embedded index is ${kb(site.brotliBytes)} brotli (${site.records} records), its first part (titles and headings, in the manifest) ${kb(site.first.manifestBrotliBytes)} (${site.first.records} records); the first result arrived after ${kb(browser.transferredBeforeFirstResultBytes)} on the wire and ${browser.firstResultMs} ms (median of ${browser.runs} fresh pages, ${browser.firstResultRangeMs.join('–')} ms), and typing costs p95 ${browser.p95Ms} ms per query in Chromium.`,
    `The approach answers the first keystroke from the first part and then downloads the whole index and rebuilds it in the browser, so cost grows linearly with content: ${synthetic.pages} generated pages give ${kb(synthetic.firstQueryTransferBytes)} brotli and ${synthetic.firstPartParseAndIndexMs} ms to parse and index before the first answer, ${kb(synthetic.indexBrotliBytes)} and ${synthetic.parseAndIndexMs} ms for the whole index, and p95 ${synthetic.p95Ms} ms per query.`,
    `Switch to Algolia (set ALGOLIA_APP_ID and ALGOLIA_API_KEY; nothing else changes) when the compressed index passes roughly 500 KB (a few thousand pages at ${Math.round(perPage)} B per page), when first-result time on a slow phone matters more than self-hosting, or when the docs need analytics, synonyms, or per-query ranking rules.`,
  ].join(' ');
}

/**
 * @param {{baseUrl: string, buildDir: string, launchOptions?: import('@playwright/test').LaunchOptions, syntheticPages?: number}} options
 */
export async function benchSearch({baseUrl, buildDir, launchOptions = defaultLaunchOptions, syntheticPages = 10_000}) {
  /** @type {SiteIndex} */
  const site = await indexSizes(buildDir);
  /** @type {IndexPayload} */
  const sitePayload = JSON.parse(await readFile(path.join(buildDir, path.dirname(MANIFEST_FILE), site.file), 'utf8'));
  site.pages = sitePayload.pages.length;
  const browser = await browserRun({baseUrl, launchOptions});
  // Progress on stderr: the generated corpus takes minutes on a busy machine.
  console.error(`[bench:search] browser: ${JSON.stringify({...browser, transferredRequests: undefined})}`);
  const synthetic = await syntheticRun(syntheticPages);
  const targets = {
    firstResultTransferUnder150KB: browser.transferredBeforeFirstResultBytes <= 150 * 1024,
    // The target: the first result within 150 ms of the keystroke, with at most 150 KB before it.
    firstResultUnder150ms: browser.firstResultMs <= 150,
    p95Under20ms: browser.p95Ms !== null && browser.p95Ms < 20,
  };
  return {
    index: site,
    browser,
    targets,
    synthetic,
    conclusion: conclusion(site, browser, synthetic),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
  const pages = Number(process.env.BENCH_SEARCH_PAGES ?? 10_000);
  benchSearch({baseUrl, buildDir: path.join(root, 'build'), syntheticPages: pages})
    .then((result) => console.log(JSON.stringify(result, null, 2)))
    .catch((error) => {
      console.error('[bench:search] failed:', error);
      process.exit(1);
    });
}
