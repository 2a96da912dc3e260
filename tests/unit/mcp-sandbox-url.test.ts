// Which sandbox the docs MCP server's call_sandbox tool calls.
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {routes} from '../../core/config/routes';
import {localSandbox} from '../../core/config/site-sandbox';
import {IntegrationConfigError} from '../../core/config/integrations';
import {builtSandboxUrl, sandboxBaseUrl} from '../../mcp/tools';

describe('sandboxBaseUrl', () => {
  it('is ROOK_SANDBOX_URL, else the site’s SANDBOX_URL, else the sandbox npm start serves', () => {
    const hosted = 'https://sandbox.example.com/sandbox';
    expect(sandboxBaseUrl({ROOK_SANDBOX_URL: 'http://127.0.0.1:4010/sandbox', SANDBOX_URL: hosted})).toBe('http://127.0.0.1:4010/sandbox');
    expect(sandboxBaseUrl({SANDBOX_URL: `${hosted}/`})).toBe(hosted);
    expect(sandboxBaseUrl({ROOK_SANDBOX_URL: ' ', SANDBOX_URL: hosted})).toBe(hosted);
    expect(sandboxBaseUrl({})).toBe(localSandbox.url);
  });

  it('refuses a malformed SANDBOX_URL as the site build does', () => {
    expect(() => sandboxBaseUrl({SANDBOX_URL: 'http://sandbox.example.com'})).toThrow(IntegrationConfigError);
  });
});

describe('builtSandboxUrl', () => {
  const built = (body: string | null) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rook-mcp-built-'));
    if (body !== null) writeFileSync(path.join(dir, routes.sandboxLocation), body);
    try {
      return builtSandboxUrl(dir);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  };

  it('is the hosted sandbox a built site names, which call_sandbox then defaults to', () => {
    const hosted = 'https://sandbox.example.com/sandbox';
    expect(built(JSON.stringify({url: hosted}))).toBe(hosted);
    expect(sandboxBaseUrl({}, built(JSON.stringify({url: hosted})))).toBe(hosted);
    expect(sandboxBaseUrl({SANDBOX_URL: 'https://other.example.com/sandbox'}, hosted)).toBe('https://other.example.com/sandbox');
  });

  it('is null for a site beside its own sandbox, no build, or a file it cannot trust', () => {
    expect(built(JSON.stringify({url: null}))).toBeNull();
    expect(built(null)).toBeNull();
    expect(built('{not json')).toBeNull();
    expect(built(JSON.stringify({url: 'http://sandbox.example.com'}))).toBeNull();
  });
});
