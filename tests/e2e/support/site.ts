import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';

export const buildDir = path.resolve(__dirname, '../../../build');

/** The built sitemap. */
export function sitemapXml(): string {
  return readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
}

/** Every page path listed in the built sitemap, in order. */
export function sitemapPaths(): string[] {
  const xml = sitemapXml();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** localStorage keys carry a per-site suffix; find one by its stable prefix. */
export async function storageKey(page: Page, prefix: string): Promise<string | null> {
  return page.evaluate((p) => Object.keys(localStorage).find((k) => k.startsWith(p)) ?? null, prefix);
}

/** Waits until React has hydrated the page, so handlers are attached. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Resolves once the browser is next idle: by then the effects of a hydrated
 * page have run, so whatever code they import on mount has been asked for.
 */
async function browserIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/** A script a page asked for, with its text ('' when the request failed). */
export interface LoadedScript {
  url: string;
  text: string;
}

/**
 * Records every script `page` asks for from now on. The returned function
 * waits until the hydrated page is idle (`browserIdle`) with every script it
 * asked for arrived, and returns them; the next call returns only later ones.
 * A check of what a page loads waits for these responses rather than for a
 * quiet network, so no result depends on how long the network stays quiet.
 */
export function recordScripts(page: Page): () => Promise<LoadedScript[]> {
  let requested: Promise<LoadedScript>[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    // A script asked for after the last wait (the test moved on, or ended) may never be read: its body is then ''.
    const text = request
      .response()
      .then((response) => (response ? response.text() : ''))
      .catch(() => '');
    requested.push(text.then((body) => ({url: request.url(), text: body})));
  });
  const settled = async (): Promise<LoadedScript[]> => {
    await browserIdle(page);
    if (!requested.length) return [];
    const batch = requested;
    requested = [];
    const arrived = await Promise.all(batch);
    // Once they run, the scripts that arrived may ask for more.
    return [...arrived, ...(await settled())];
  };
  return settled;
}

/** The per-site suffix Docusaurus appends to its localStorage keys, read from the page's inline script. */
export async function storageSuffix(page: Page): Promise<string> {
  const html = await page.content();
  const match = /localStorage\.getItem\("theme([^"]*)"\)/.exec(html);
  if (!match) throw new Error('Could not find the colour-mode storage key in the page');
  return match[1]!;
}
