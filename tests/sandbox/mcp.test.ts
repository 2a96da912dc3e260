// The docs MCP server's call_sandbox as a standard MCP client uses it (the
// SDK's Client over stdio, `npm run --silent mcp`), against a real sandbox.
// A client builds its arguments from each tool's input schema, so every
// input has a type; an untyped JSON body arrived as a string and the sandbox
// answered 422. The search and page tools need the build: tests/built/mcp.test.ts.
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type TestSandbox} from './support';

const root = path.resolve(__dirname, '../..');

type TextResult = {content: {type: string; text?: string}[]; isError?: boolean};
const textOf = (result: unknown) => (result as TextResult).content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

let s: TestSandbox;
let client: Client;
beforeAll(async () => {
  s = await startSandbox({startAt: '2026-03-10T10:30:00Z'});
  const transport = new StdioClientTransport({
    command: 'npm',
    args: ['run', '--silent', 'mcp'],
    cwd: root,
    env: {...(process.env as Record<string, string>), ROOK_SANDBOX_URL: s.base},
    stderr: 'pipe',
  });
  client = new Client({name: 'rook-sandbox-test', version: '1.0.0'});
  await client.connect(transport);
});
afterAll(async () => {
  await client?.close();
  await s?.close();
});

/** A JSON Schema property a client can build a value for: a type, or a choice of typed schemas. */
const typed = (schema: {type?: unknown; anyOf?: {type?: unknown}[]}) =>
  schema.type !== undefined || (Array.isArray(schema.anyOf) && schema.anyOf.length > 0 && schema.anyOf.every((branch) => branch.type));

describe('the MCP server with a standard client', () => {
  it('gives every input of every tool a type, and the body of call_sandbox an object', async () => {
    const {tools} = await client.listTools();
    expect(tools.length).toBeGreaterThanOrEqual(4);
    const untyped = tools.flatMap((tool) =>
      Object.entries(tool.inputSchema.properties ?? {})
        .filter(([, schema]) => !typed(schema as Parameters<typeof typed>[0]))
        .map(([name]) => `${tool.name}.${name}`),
    );
    expect(untyped).toEqual([]);
    const body = tools.find((tool) => tool.name === 'call_sandbox')?.inputSchema.properties?.body as {anyOf: {type: string}[]};
    expect(body.anyOf.map((branch) => branch.type)).toContain('object');
  });

  const timeZone = {time_zone: 'America/Mexico_City', offset: '-06:00'};
  const call = (body: unknown) =>
    client.callTool({name: 'call_sandbox', arguments: {method: 'POST', path: '/api/v1/user_id/demoUserId/time_zone', body}});

  it('call_sandbox sends an object body as JSON, and the sandbox accepts it', async () => {
    const answer = await call(timeZone);
    expect((answer as TextResult).isError).toBeFalsy();
    expect(textOf(answer)).toMatch(/^HTTP 200 /);
  });

  it('call_sandbox also accepts the body as JSON text, parsed, as some clients send it', async () => {
    const answer = await call(JSON.stringify(timeZone));
    expect((answer as TextResult).isError).toBeFalsy();
    expect(textOf(answer)).toMatch(/^HTTP 200 /);
  });

  it('call_sandbox refuses a body that is not JSON, saying how to send it', async () => {
    const answer = await call('time_zone=America/Mexico_City');
    expect((answer as TextResult).isError).toBe(true);
    expect(textOf(answer)).toMatch(/^The body is not JSON \(.+\)\. Send it as a JSON object, for example \{"time_zone"/);
  });
});
