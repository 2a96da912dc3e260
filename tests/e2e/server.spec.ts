import {expect, test} from '@playwright/test';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {buildDir} from './support/site';
import {sdkRedirects} from '../../src/config/sdkRedirects';

// The server behind `npm start`: what a good static host sends.
test.describe('production server', () => {
  test('serves precompressed HTML with security headers and no caching', async ({request}) => {
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get('/docs/QuickStart/', {headers: {'Accept-Encoding': encoding}});
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-encoding']).toBe(encoding);
      expect(headers['content-type']).toMatch(/^text\/html/);
      expect(headers['vary']).toMatch(/Accept-Encoding/i);
      expect(headers['cache-control']).toMatch(/max-age=0/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(await response.text()).toContain('QuickStart');
    }
  });

  test('caches hashed assets for a year', async ({request}) => {
    const js = readdirSync(path.join(buildDir, 'assets/js')).find((name) => /^main\..+\.js$/.test(name));
    const response = await request.get(`/assets/js/${js}`, {headers: {'Accept-Encoding': 'br'}});
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['content-type']).toMatch(/javascript/);
  });

  test('sends the page policy with pages, also on revalidation, and a short one with files', async ({request}) => {
    const page = await request.get('/docs/QuickStart/');
    const pagePolicy = page.headers()['content-security-policy'] ?? '';
    expect(pagePolicy).toMatch(/script-src 'self' 'sha256-/);
    // Only scripts that run are hashed: a handful, not one per page's JSON-LD. Each client-side
    // redirect page (the SDK guides' moved URLs) runs one script of its own, naming its target.
    expect(pagePolicy.match(/'sha256-/g)!.length).toBeLessThan(10 + sdkRedirects.length);

    const revalidated = await request.get('/docs/QuickStart/', {headers: {'If-None-Match': page.headers()['etag']!}});
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers()['content-security-policy']).toBe(pagePolicy);

    const file = await request.get('/api/rook-api.yaml');
    expect(file.headers()['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
    const headerBytes = file.headersArray().reduce((sum, {name, value}) => sum + name.length + value.length + 4, 0);
    expect(headerBytes).toBeLessThan(1024);
  });

  test('answers unknown paths with the 404 page and redirects non-canonical URLs', async ({request}) => {
    const missing = await request.get('/no/such/page/');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');

    const redirected = await request.get('/docs/QuickStart.html', {maxRedirects: 0});
    expect(redirected.status()).toBe(301);
    expect(redirected.headers()['location']).toBe('/docs/QuickStart/');
    const withQuery = await request.get('/docs/QuickStart/index.html?x=1', {maxRedirects: 0});
    expect(withQuery.headers()['location']).toBe('/docs/QuickStart/?x=1');
  });

  test('refuses methods a static site does not support', async ({request}) => {
    const response = await request.post('/', {data: 'x'});
    expect(response.status()).toBe(405);
  });
});
