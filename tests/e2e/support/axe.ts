import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {expect, type Page} from '@playwright/test';
import type {AxeResults, ElementContext, RunOptions} from 'axe-core';

const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = {axe?: {run: (context: ElementContext, options: RunOptions) => Promise<AxeResults>}};

/** The one rule set every spec checks: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_RULES: RunOptions['runOnly'] = {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']};

/** Where axe looks: CSS selectors, as axe's context takes them. */
export interface AxeScope {
  /** Names the check in the messages, e.g. the page or the dialog. */
  label: string;
  /** Only these parts of the page (default: the whole page). */
  include?: string[];
  /** Parts of the page left out, e.g. `pre` for code blocks whose colours a unit test checks. */
  exclude?: string[];
}

/**
 * Runs axe-core in the page and returns its violations. axe is injected once
 * per page (through the DevTools protocol, so the site's CSP does not block
 * it) and only violations are serialised back: both matter for a crawl of
 * hundreds of pages.
 */
async function axeViolations(page: Page, context: ElementContext): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axeSource);
  // Passed as JSON: axe's deep types are more than Playwright's argument typing can follow.
  const json = await page.evaluate(
    async (arg: string) => {
      const {runOnly, ctx} = JSON.parse(arg) as {runOnly: RunOptions['runOnly']; ctx: ElementContext};
      const results = await (window as AxeWindow).axe!.run(ctx, {runOnly, resultTypes: ['violations']});
      return JSON.stringify(results.violations);
    },
    JSON.stringify({runOnly: WCAG_RULES, ctx: context}),
  );
  return JSON.parse(json) as AxeResults['violations'];
}

/**
 * Turns off transitions and animations, so colours are measured at rest and
 * not halfway through a theme switch (Infima's buttons and the navbar fade
 * their colours, and axe can sample them mid-fade after `emulateMedia`).
 */
async function stopTransitions(page: Page): Promise<void> {
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; animation: none !important; }'});
}

/** Violations a reader would be blocked by: serious or critical, as readable lines. */
function describeSerious(violations: AxeResults['violations'], label: string): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `[${label}] ${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

/**
 * Serious and critical axe findings in light and then dark mode, with the
 * whole WCAG A/AA rule set in each (a mode can swap content, such as logos
 * and diagrams, not only colours). The mode is switched the way a reader's OS
 * would (`emulateMedia`), so React re-renders mode-specific parts; on a
 * Docusaurus page the switch is awaited through `html[data-theme]`.
 */
export async function accessibilityProblems(page: Page, {label, include, exclude = []}: AxeScope): Promise<string[]> {
  await stopTransitions(page);
  const themed = (await page.locator('html[data-theme]').count()) > 0;
  const context = {
    ...(include ? {include: include.map((selector) => [selector])} : {}),
    exclude: exclude.map((selector) => [selector]),
  } as ElementContext;
  const problems: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: mode});
    // The switch re-renders the whole page: the longest reference pages take seconds of it on a busy two-core machine.
    if (themed) await expect(page.locator('html')).toHaveAttribute('data-theme', mode, {timeout: 15_000});
    problems.push(...describeSerious(await axeViolations(page, context), `${label}, ${mode}`));
  }
  return problems;
}

/** Fails the test on any serious or critical axe finding, in light or dark mode (see `accessibilityProblems`). */
export async function expectAccessible(page: Page, scope: AxeScope): Promise<void> {
  const problems = await accessibilityProblems(page, scope);
  expect(problems, problems.join('\n')).toEqual([]);
}
