// Cross-origin calls from the docs' pages to a hosted sandbox: CORS headers for
// the origins in SANDBOX_ALLOWED_ORIGINS only (sandbox/http/cors.ts).
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {sandboxOptionsFromEnv} from '../../sandbox/app';
import {startSandbox, type TestSandbox} from './support';

const docs = 'https://docs.example.com';
const startAt = '2026-03-10T10:30:00Z';

describe('a sandbox with allowed origins', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({startAt, allowedOrigins: [docs, 'http://127.0.0.1:3300']});
  });
  afterAll(() => s.close());

  it('names an allowed origin on its answers, exposes Retry-After and never allows credentials', async () => {
    const answer = await s.call('getSandboxSettings', '/_sandbox/settings', {headers: {origin: docs}});
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(docs);
    expect(answer.headers.get('access-control-expose-headers')).toBe('Retry-After, X-Sandbox-Request-Id, Link');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('vary')).toMatch(/Origin/i);
  });

  it('names the origin on error answers too, so the page can read the sandbox’s message', async () => {
    const answer = await s.call('getSandboxSettings', '/_sandbox/settings', {
      auth: {username: 'demoClientUUID', password: 'wrong'},
      headers: {origin: 'http://127.0.0.1:3300', 'x-requested-with': 'XMLHttpRequest'},
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3300');
  });

  it('sends no CORS headers to any other origin', async () => {
    for (const origin of ['https://evil.example.com', 'https://docs.example.com.evil.test', 'http://docs.example.com', 'null']) {
      const answer = await s.call('getSandboxSettings', '/_sandbox/settings', {headers: {origin}});
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('answers a preflight for the headers the pages send', async () => {
    const preflight = await s.fetch('/_sandbox/settings', {
      method: 'OPTIONS',
      auth: null,
      headers: {
        origin: docs,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, content-type, x-requested-with',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(docs);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'x-requested-with', 'x-sandbox-quiet']));
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const foreign = await s.fetch('/api/v1/user_id/demoUserId/data_sources/authorized', {
      method: 'OPTIONS',
      auth: null,
      headers: {origin: 'https://evil.example.com', 'access-control-request-method': 'GET'},
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('a rate-limited sandbox with allowed origins', () => {
  it('lets a page read Retry-After on a rate-limited answer', async () => {
    const limited = await startSandbox({startAt, allowedOrigins: [docs], rateLimitPerMinute: 1});
    try {
      await limited.fetch('/_sandbox/settings', {headers: {origin: docs}});
      const last = await limited.call('getSandboxSettings', '/_sandbox/settings', {headers: {origin: docs}});
      expect(last.status).toBe(429);
      expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(last.headers.get('access-control-allow-origin')).toBe(docs);
      expect(last.headers.get('access-control-expose-headers')).toBe('Retry-After, X-Sandbox-Request-Id, Link');
    } finally {
      await limited.close();
    }
  });
});

describe('a sandbox without allowed origins (the default: same origin only)', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({startAt});
  });
  afterAll(() => s.close());

  it('sends no CORS headers to anyone', async () => {
    const answer = await s.call('getSandboxSettings', '/_sandbox/settings', {headers: {origin: docs}});
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('SANDBOX_ALLOWED_ORIGINS', () => {
  it('is a comma-separated list of exact origins; unset means none', () => {
    expect(sandboxOptionsFromEnv({}).allowedOrigins).toBeUndefined();
    expect(sandboxOptionsFromEnv({SANDBOX_ALLOWED_ORIGINS: ''}).allowedOrigins).toEqual([]);
    expect(
      sandboxOptionsFromEnv({SANDBOX_ALLOWED_ORIGINS: ' https://docs.example.com, http://127.0.0.1:3300 ,http://localhost:3000'})
        .allowedOrigins,
    ).toEqual(['https://docs.example.com', 'http://127.0.0.1:3300', 'http://localhost:3000']);
  });

  it('refuses anything that is not an exact origin, naming the variable and the value', () => {
    for (const bad of [
      '*',
      'https://docs.example.com/',
      'https://docs.example.com/docs',
      'docs.example.com',
      'ftp://docs.example.com',
      'https://DOCS.example.com',
      'null',
    ]) {
      expect(() => sandboxOptionsFromEnv({SANDBOX_ALLOWED_ORIGINS: `https://ok.example.com,${bad}`}), bad).toThrow(
        `SANDBOX_ALLOWED_ORIGINS must be a comma-separated list of exact origins such as https://docs.example.com (scheme, host and port; no path, no trailing slash, no *), not "${bad}"`,
      );
    }
  });
});
