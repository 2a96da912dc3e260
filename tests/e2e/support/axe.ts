import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {Page} from '@playwright/test';
import type {AxeResults, ElementContext, RunOptions} from 'axe-core';

const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = {axe?: {run: (context: ElementContext, options: RunOptions) => Promise<AxeResults>}};

/**
 * Runs axe-core in the page and returns its violations. axe is injected once
 * per page (through the DevTools protocol, so the site's CSP does not block
 * it) and only violations are serialised back: both matter for a crawl of
 * hundreds of pages.
 */
export async function axeViolations(
  page: Page,
  options: RunOptions['runOnly'],
  context: ElementContext = {exclude: []},
): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axeSource);
  // Passed as JSON: axe's deep types are more than Playwright's argument typing can follow.
  const json = await page.evaluate(
    async (arg: string) => {
      const {runOnly, ctx} = JSON.parse(arg) as {runOnly: RunOptions['runOnly']; ctx: ElementContext};
      const results = await (window as AxeWindow).axe!.run(ctx, {runOnly, resultTypes: ['violations']});
      return JSON.stringify(results.violations);
    },
    JSON.stringify({runOnly: options, ctx: context}),
  );
  return JSON.parse(json) as AxeResults['violations'];
}

/**
 * Turns off transitions and animations, so colours are measured at rest and
 * not halfway through a theme switch (Infima's buttons and the navbar fade
 * their colours, and axe can sample them mid-fade after `emulateMedia`).
 */
export async function stopTransitions(page: Page): Promise<void> {
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; animation: none !important; }'});
}

/** Violations a reader would be blocked by: serious or critical, as readable lines. */
export function describeSerious(violations: AxeResults['violations'], label: string): string[] {
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
