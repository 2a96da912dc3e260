import {describe, expect, it} from 'vitest';
import {sdkRedirects} from '../../core/config/sdkRedirects';
import {reactNativePages, sdkTopics} from '../../core/data/sdk';
import before from './fixtures/sdk-urls-before-topics.json';
import {sdkRoutes} from './support/sdkRoutes';

/**
 * Every SDK URL that existed before the guides were split by topic (listed
 * from the docs tree and sidebar at that commit, which is what the sitemap
 * held) still answers: either the page is still there or a client-side
 * redirect leads to a page that exists. The e2e spec follows the redirects
 * in a browser.
 */

const routes = sdkRoutes();
const redirectTo = new Map(sdkRedirects.map((r) => [r.from, r.to]));

describe('SDK redirects', () => {
  it(`keep every old SDK URL working (${before.length} URLs)`, () => {
    expect(before.length).toBeGreaterThan(60);
    const broken = before.filter((url) => !routes.has(url) && !routes.has(redirectTo.get(url) ?? ''));
    expect(broken).toEqual([]);
  });

  it('lead only to pages that exist, and never shadow an existing page', () => {
    for (const {from, to} of sdkRedirects) {
      expect(routes.has(to), `${from} → ${to}: target missing`).toBe(true);
      expect(routes.has(from), `${from} is a page, not a redirect`).toBe(false);
      expect(from.endsWith('/') && to.endsWith('/'), `${from} → ${to}: use trailing slashes`).toBe(true);
    }
    expect(new Set(sdkRedirects.map((r) => r.from)).size).toBe(sdkRedirects.length);
  });

  it('give every platform a URL naming each SDK topic', () => {
    const base = '/docs/rookconnect/sdk';
    const dirs = ['android/health-connect', 'android/samsung-health', 'iOS/apple-health', 'flutter', 'capacitor', 'reactnative/rook-sdk'];
    const missing: string[] = [];
    for (const dir of dirs) {
      for (const {slug} of sdkTopics) {
        const url = `${base}/${dir}/${slug}/`;
        if (!routes.has(url) && !routes.has(redirectTo.get(url) ?? '')) missing.push(url);
      }
    }
    expect(missing).toEqual([]);
    // React Native keeps its established page names.
    for (const page of Object.values(reactNativePages)) expect(routes.has(`${base}/reactnative/rook-sdk/${page}/`), page).toBe(true);
  });
});
