// Which sandbox the docs MCP server's call_sandbox tool calls.
import {describe, expect, it} from 'vitest';
import {localSandbox} from '../../plugins/docs-as-data/local-sandbox';
import {IntegrationConfigError} from '../../core/config/integrations';
import {sandboxBaseUrl} from '../../mcp/tools';

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
