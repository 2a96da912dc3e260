// `npm run bench`: measures the production site as served by `npm start`
// (compressed) and the local sandbox beside Prism, and prints and saves the
// figures. Figures, not assertions: compare them with the targets printed
// beside them. BENCH_ONLY=site runs only Lighthouse and the throttled loads (each with the
// Docusaurus scaffold beside us) and search; BENCH_ONLY=scaffold only the comparisons with the scaffold; BENCH_ONLY=sandbox
// only the sandbox section (with the hosted shape); BENCH_ONLY=hosted only the hosted shape (several processes on PostgreSQL, control calls
// while a webhook does not answer); BENCH_ONLY=build only the two cold builds that price the
// docs-as-data outputs.
import {existsSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {benchDocsAsData} from './docs-as-data.mjs';
import {benchHosted, hostedTable} from './hosted.mjs';
import {runLighthouse} from './lighthouse.mjs';
import {benchSandbox, sandboxTable} from './sandbox.mjs';
import {scaffoldBuild, scaffoldPage} from './scaffold.mjs';
import {benchStranger, strangerTable} from './stranger.mjs';
import {startServer} from './server.mjs';
import {benchThrottled, throttledTable} from './throttled.mjs';
import {benchTryIt} from './try-it.mjs';
import {benchVersusScaffold, versusScaffoldTable, versusScaffoldTargets} from './versus-scaffold.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
// Total blocking time swings too much for fewer in the comparison with the scaffold.
const scaffoldRuns = Number(process.env.BENCH_RUNS ?? 5);
const outFile = path.join(root, 'bench-results', 'bench.json');

// A plain guide page is the baseline the other pages are compared with in the same run.
const pages = [
  {name: 'home', path: '/'},
  {name: 'guide', path: '/docs/QuickStart/', baseline: true},
  // A prose guide beside the code-heavy QuickStart: what code blocks and tabs cost.
  {name: 'guide-prose', path: '/docs/definitions/'},
  {name: 'api-overview', path: '/api/'},
  {name: 'api-operation', path: '/api/operations/getPhysicalSummary/'},
  {name: 'api-schema', path: '/api/schemas/PhysicalSummary/'},
  {name: 'api-webhook', path: '/api/webhooks/physical-summary/'},
  {name: 'data-source', path: '/data-sources/garmin/'},
  // Pages with their own interactive parts, held to the guide page's budget plus what their controls need.
  {name: 'coverage', path: '/docs/coverage/', tool: true},
  {name: 'summary-day', path: '/docs/tools/summary-day/', tool: true},
  {name: 'missing-data', path: '/docs/troubleshooting/missing-data/', tool: true},
  {name: 'data-behaviour', path: '/docs/data-behaviour/', tool: true},
  {name: 'mobile-setup', path: '/docs/rookconnect/sdk/setup/', tool: true},
  {name: 'planner', path: '/docs/tools/planner/', tool: true},
  // A migration guide with its payload converter.
  {name: 'migration', path: '/docs/migrate/junction/', tool: true},
];
// BENCH_PAGES=guide,api-operation measures only those pages (a quick look while working on them).
const pageNames = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
const unknownPages = pageNames?.filter((name) => !pages.some((page) => page.name === name)) ?? [];
if (unknownPages.length) throw new Error(`BENCH_PAGES: no page named ${unknownPages.join(', ')} (${pages.map((p) => p.name).join(', ')})`);
const selectedPages = pageNames ? pages.filter((page) => pageNames.includes(page.name)) : pages;

const targets = {
  mobile: 'performance ≥ 0.98; accessibility, best practices, SEO = 1.00; guide JS ≤ ~190 KB (a fresh Docusaurus scaffold)',
  api: 'API pages: JS ≤ 1.2 × the guide page, performance ≥ 0.95',
  tools:
    'interactive data pages (coverage, summary day, missing data, data behaviour, mobile setup, planner, migration): JS ≤ 1.3 × the guide page, performance ≥ 0.95, accessibility = 1.00',
  tryIt: 'try-it console: loaded on the first click only (reported, no target)',
  scaffold: versusScaffoldTargets,
};

/** @typedef {import('./lighthouse.mjs').Medians & {page: string, path: string, formFactor: string, jsVsGuide?: number}} LighthouseRow */

/** @param {import('./lighthouse.mjs').Spreads} spreads @returns {import('./lighthouse.mjs').Medians} */
const mediansOf = (spreads) =>
  /** @type {import('./lighthouse.mjs').Medians} */ (
    Object.fromEntries(Object.entries(spreads).map(([key, spread]) => [key, spread.median]))
  );

/** @param {LighthouseRow[]} rows */
function table(rows) {
  const header = ['page', 'form', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'JS KB', 'total KB'];
  const lines = rows.map((r) => [
    r.page,
    r.formFactor,
    r.performance?.toFixed(2),
    r.accessibility?.toFixed(2),
    r.bestPractices?.toFixed(2),
    r.seo?.toFixed(2),
    r.lcpMs?.toFixed(0),
    r.tbtMs?.toFixed(0),
    r.jsKB?.toFixed(1),
    r.totalKB?.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i] ?? '-').length)));
  const fmt = (/** @type {Array<string | undefined>} */ cells) =>
    cells.map((c, i) => String(c ?? '-').padEnd(/** @type {number} */ (widths[i]))).join('  ');
  return [fmt(header), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt)].join('\n');
}

/**
 * @typedef {{date: string, runsPerPage: number, targets: typeof targets, lighthouse: LighthouseRow[],
 *   versusScaffold: Awaited<ReturnType<typeof benchVersusScaffold>> | null,
 *   throttled: Awaited<ReturnType<typeof benchThrottled>> | null,
 *   search: Awaited<ReturnType<typeof import('./search.mjs').benchSearch>> | null,
 *   sandbox: Awaited<ReturnType<typeof benchSandbox>> | null,
 *   hosted: Awaited<ReturnType<typeof benchHosted>> | null,
 *   stranger: Awaited<ReturnType<typeof benchStranger>> | null,
 *   docsAsData: ReturnType<typeof benchDocsAsData> | null,
 *   tryIt: Awaited<ReturnType<typeof benchTryIt>> | null}} Report
 */

async function main() {
  /** @type {Report} */
  const report = {
    date: new Date().toISOString(),
    runsPerPage: runs,
    targets,
    lighthouse: [],
    versusScaffold: null,
    throttled: null,
    search: null,
    sandbox: null,
    hosted: null,
    stranger: null,
    docsAsData: null,
    tryIt: null,
  };
  const only = process.env.BENCH_ONLY;
  if (only && !['site', 'scaffold', 'sandbox', 'hosted', 'build'].includes(only))
    throw new Error(`BENCH_ONLY must be "site", "scaffold", "sandbox", "hosted" or "build", not "${only}"`);
  if (only === 'site') await benchSite(report);
  if (only === 'scaffold') await benchSite(report, {scaffoldOnly: true});
  if (!only || only === 'build') {
    // Before the server: with BENCH_BUILD=1 (implied by BENCH_ONLY=build) it rebuilds the site twice.
    report.docsAsData = benchDocsAsData({root, coldBuilds: only === 'build' || process.env.BENCH_BUILD === '1'});
    if (only === 'build') console.log(`\nDocs as data (target: cold build +10% at most):\n${JSON.stringify(report.docsAsData, null, 2)}`);
    else await benchSite(report);
  }
  if (!only || only === 'sandbox') {
    report.sandbox = await benchSandbox();
    console.log(`\nLocal sandbox (autocannon, 50 connections, ${report.sandbox.seconds} s per request):\n${sandboxTable(report.sandbox)}`);
  }
  if (only !== 'build' && only !== 'site' && only !== 'scaffold') {
    report.hosted = await benchHosted();
    console.log(
      `\nHosted shape (autocannon, 50 connections, ${report.hosted.seconds} s per request, medians of ${report.hosted.rounds} rounds):\n${hostedTable(report.hosted)}`,
    );
    report.stranger = await benchStranger();
    console.log(
      `\nThe stranger's worst case (another client's calls, 4 at a time, ${report.stranger.seconds} s idle then ${report.stranger.seconds} s beside the largest backlog one client may cause):\n${strangerTable(report.stranger)}`,
    );
  }
  await mkdir(path.dirname(outFile), {recursive: true});
  await writeFile(outFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nSaved ${path.relative(root, outFile)}`);
}

/**
 * Lighthouse beside the Docusaurus scaffold, then on its own and search, against `npm start`'s server.
 * @param {Report} report
 * @param {{scaffoldOnly?: boolean}} [options] only the comparison with the scaffold
 */
async function benchSite(report, {scaffoldOnly = false} = {}) {
  // Before the servers start: the first time, it installs and builds the scaffold.
  const scaffoldDir = await scaffoldBuild();
  const server = await startServer();
  const scaffold = await startServer({dir: scaffoldDir});
  try {
    const scaffoldProbe = await fetch(scaffold.baseUrl + scaffoldPage);
    if (scaffoldProbe.status !== 200) throw new Error(`the scaffold's ${scaffoldPage}: HTTP ${scaffoldProbe.status}`);
    /** @type {typeof pages} */
    const measured = [];
    for (const page of selectedPages) {
      const probe = await fetch(server.baseUrl + page.path);
      if (probe.status === 200) measured.push(page);
      else console.warn(`[bench] skipping ${page.path}: HTTP ${probe.status}`);
    }
    report.versusScaffold = await benchVersusScaffold({
      baseUrl: server.baseUrl,
      scaffoldUrl: scaffold.baseUrl,
      scaffoldPage,
      pages: measured,
      runs: scaffoldRuns,
    });
    report.throttled = await benchThrottled({
      baseUrl: server.baseUrl,
      scaffoldUrl: scaffold.baseUrl,
      scaffoldPage,
      pages: measured,
      runs: scaffoldRuns,
    });
    if (!scaffoldOnly) await benchOnItsOwn(report, server.baseUrl, measured);
  } finally {
    await Promise.all([server.stop(), scaffold.stop()]);
  }

  const versus = report.versusScaffold;
  if (versus) {
    console.log(
      `\nEvery page type beside a fresh Docusaurus scaffold's ${versus.scaffoldPage} (Lighthouse mobile, compressed, medians of ${versus.runsPerPage} runs alternated with the scaffold's, min–max in brackets; targets in brackets after each ratio):\n${versusScaffoldTable(versus)}`,
    );
    console.log(`Targets: ${versus.targets}`);
  }
  const throttled = report.throttled;
  if (throttled) {
    console.log(
      `\nLoading under throttling (Chromium's own: the network ${throttled.network.latency} ms a request, ${((throttled.network.downloadThroughput * 8) / 1024).toFixed(0)} Kbit/s down, CPU ${throttled.cpuSlowdown}x slower; blocking time after the first paint from long-task entries, and when the page is hydrated; medians of ${throttled.runsPerPage} loads alternated with the scaffold's, min–max in brackets; no target):\n${throttledTable(throttled)}`,
    );
  }
  if (scaffoldOnly) return;
  console.log(
    `\nLighthouse medians (compressed transfer; mobile: the ${scaffoldRuns} runs above, desktop: ${runs} runs):\n${table(report.lighthouse)}`,
  );
  console.log(`\nJS relative to the guide page: ${report.lighthouse.map((r) => `${r.page}/${r.formFactor} ${r.jsVsGuide}×`).join(', ')}`);
  console.log(`Targets: ${targets.mobile}\n         ${targets.api}`);
  if (report.tryIt) {
    const {chunkKB, chunks, interactiveMs} = report.tryIt;
    console.log(
      `\nTry-it console: ${chunkKB} KB compressed in ${chunks} chunk(s) on the first click; ready to send ${interactiveMs} ms after it`,
    );
  }
  if (report.search) console.log(`\nSearch:\n${JSON.stringify(report.search, null, 2)}`);
  console.log(
    `\nDocs as data (Markdown pages, llms.txt, llms-full.txt, Postman; target: cold build +10% at most):\n${JSON.stringify(report.docsAsData, null, 2)}`,
  );
}

/**
 * Desktop Lighthouse (mobile comes from the comparison with the scaffold), the try-it console and search.
 * @param {Report} report
 * @param {string} baseUrl
 * @param {typeof pages} measured
 */
async function benchOnItsOwn(report, baseUrl, measured) {
  for (const page of measured) {
    const versus = report.versusScaffold?.rows.find((row) => row.path === page.path);
    // The comparison has just measured this page on mobile: running it again would only cost time.
    if (versus) report.lighthouse.push({page: page.name, path: page.path, formFactor: 'mobile', ...mediansOf(versus.ours)});
    console.log(`[bench] lighthouse desktop ${page.path} ×${runs}`);
    const medians = await runLighthouse(baseUrl + page.path, 'desktop', runs);
    report.lighthouse.push({page: page.name, path: page.path, formFactor: 'desktop', ...medians});
  }
  const guide = report.lighthouse.find((r) => r.page === 'guide' && r.formFactor === 'mobile');
  for (const row of report.lighthouse) {
    if (guide?.jsKB) row.jsVsGuide = Number(((row.jsKB ?? 0) / guide.jsKB).toFixed(2));
  }

  const operation = pages.find((p) => p.name === 'api-operation');
  if (operation) {
    console.log(`[bench] try-it console on ${operation.path} ×${runs}`);
    report.tryIt = await benchTryIt({baseUrl, path: operation.path, runs});
  }

  const searchBench = path.join(root, 'bench/search.mjs');
  if (existsSync(searchBench)) {
    const {benchSearch} = await import(searchBench);
    report.search = await benchSearch({baseUrl, buildDir: path.join(root, 'build')});
  }
}

main().catch((error) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
