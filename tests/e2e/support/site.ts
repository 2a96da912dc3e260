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

/** The per-site suffix Docusaurus appends to its localStorage keys, read from the page's inline script. */
export async function storageSuffix(page: Page): Promise<string> {
  const html = await page.content();
  const match = /localStorage\.getItem\("theme([^"]*)"\)/.exec(html);
  if (!match) throw new Error('Could not find the colour-mode storage key in the page');
  return match[1]!;
}
