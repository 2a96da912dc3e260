// Every page type of ours beside a fresh Docusaurus scaffold, Lighthouse mobile, in one run.
// Total blocking time on a shared two-core machine swings by 2x from one run to the next, so each
// page's runs alternate with the scaffold's (ours, scaffold, ours, scaffold…) and each page is
// compared with the scaffold runs made beside it; the spread (min–max) is printed with each median.
import {lighthouseRun, spreads} from './lighthouse.mjs';
import {ratio} from './stats.mjs';

/** @typedef {{name: string, path: string, tool?: boolean}} Page */
/** @typedef {import('./lighthouse.mjs').Spreads} Spreads */
/** @typedef {{performance: number | null, jsKB: number | null, tbtMs: number | null}} Ratios */
/** @typedef {{page: string, path: string, interactive: boolean, ours: Spreads, scaffold: Spreads, vsScaffold: Ratios}} VersusRow */

// Issue 40's targets, as ratios to the scaffold's medians (null: no target).
const TARGETS = {
  page: {performance: '≥1.0', jsKB: '≤0.9', tbtMs: '≤0.5'},
  interactive: {performance: '≥1.0', jsKB: null, tbtMs: '≤1.0'},
};

export const versusScaffoldTargets =
  'every page type: performance ≥ 1.0x the scaffold, accessibility 1.00, JS ≤ 0.9x, TBT ≤ 0.5x; interactive pages: performance ≥ 1.0x, TBT ≤ 1.0x (Lighthouse mobile medians, runs alternated with the scaffold’s)';

/**
 * @param {{baseUrl: string, scaffoldUrl: string, scaffoldPage: string, pages: Page[], runs: number}} options
 */
export async function benchVersusScaffold({baseUrl, scaffoldUrl, scaffoldPage, pages, runs}) {
  /** @type {VersusRow[]} */
  const rows = [];
  /** @type {Array<import('./lighthouse.mjs').Summary>} */
  const allScaffoldRuns = [];
  for (const page of pages) {
    console.log(`[bench] lighthouse mobile ${page.path} and the scaffold's ${scaffoldPage}, alternated ×${runs}`);
    /** @type {Array<import('./lighthouse.mjs').Summary>} */
    const ours = [];
    /** @type {Array<import('./lighthouse.mjs').Summary>} */
    const scaffold = [];
    for (let run = 0; run < runs; run += 1) {
      ours.push(await lighthouseRun(baseUrl + page.path, 'mobile'));
      scaffold.push(await lighthouseRun(scaffoldUrl + scaffoldPage, 'mobile'));
    }
    allScaffoldRuns.push(...scaffold);
    const o = spreads(ours);
    const s = spreads(scaffold);
    rows.push({
      page: page.name,
      path: page.path,
      interactive: Boolean(page.tool),
      ours: o,
      scaffold: s,
      vsScaffold: {
        performance: ratio(o.performance.median, s.performance.median),
        jsKB: ratio(o.jsKB.median, s.jsKB.median),
        tbtMs: ratio(o.tbtMs.median, s.tbtMs.median),
      },
    });
  }
  return {
    scaffoldPage,
    runsPerPage: runs,
    targets: versusScaffoldTargets,
    rows,
    scaffoldAllRuns: allScaffoldRuns.length ? spreads(allScaffoldRuns) : null,
  };
}

/**
 * @param {import('./lighthouse.mjs').Spread} spread
 * @param {number} digits
 */
function withSpread({median, min, max}, digits) {
  if (median === null || min === null || max === null) return '-';
  return `${median.toFixed(digits)} (${min.toFixed(digits)}–${max.toFixed(digits)})`;
}

/** @param {number | null} value @param {string | null} target */
const versus = (value, target) => `${value === null ? '-' : `${value.toFixed(2)}x`}${target ? ` (${target})` : ''}`;

/** @param {Awaited<ReturnType<typeof benchVersusScaffold>>} result */
export function versusScaffoldTable(result) {
  const header = [
    'page',
    'perf',
    'vs scaffold',
    'a11y (target 1.00)',
    'JS KB',
    'vs scaffold',
    'TBT ms',
    'vs scaffold',
    'scaffold perf / JS KB / TBT ms',
  ];
  const lines = result.rows.map((r) => {
    const target = r.interactive ? TARGETS.interactive : TARGETS.page;
    return [
      r.page,
      withSpread(r.ours.performance, 2),
      versus(r.vsScaffold.performance, target.performance),
      withSpread(r.ours.accessibility, 2),
      withSpread(r.ours.jsKB, 1),
      versus(r.vsScaffold.jsKB, target.jsKB),
      withSpread(r.ours.tbtMs, 0),
      versus(r.vsScaffold.tbtMs, target.tbtMs),
      [r.scaffold.performance.median?.toFixed(2), r.scaffold.jsKB.median?.toFixed(1), r.scaffold.tbtMs.median?.toFixed(0)]
        .map((v) => v ?? '-')
        .join(' / '),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const fmt = (/** @type {string[]} */ cells) =>
    cells
      .map((c, i) => c.padEnd(/** @type {number} */ (widths[i])))
      .join('  ')
      .trimEnd();
  const all = result.scaffoldAllRuns;
  const scaffoldLine = all
    ? `The scaffold's ${result.scaffoldPage} over all its runs: perf ${withSpread(all.performance, 2)}, a11y ${withSpread(all.accessibility, 2)}, JS ${withSpread(all.jsKB, 1)} KB, TBT ${withSpread(all.tbtMs, 0)} ms`
    : '';
  return [fmt(header), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt), '', scaffoldLine].join('\n');
}
