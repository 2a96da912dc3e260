// The docs MCP server's call_sandbox as a standard MCP client uses it (the
// SDK's Client over stdio, `npm run --silent mcp`), against a real sandbox.
// A client builds its arguments from each tool's input schema, so every
// input has a type; an untyped JSON body arrived as a string and the sandbox
// answered 422. The search and page tools need the build: tests/built/mcp.test.ts.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {connectMcpServer, textOf, type TextResult} from '../support/mcp-session';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type TestSandbox} from './support';

const root = path.resolve(__dirname, '../..');

let s: TestSandbox;
let client: Client;
beforeAll(async () => {
  s = await startSandbox({startAt: '2026-03-10T10:30:00Z'});
  client = await connectMcpServer('rook-sandbox-test', {ROOK_SANDBOX_URL: s.base});
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

  it('has every tool described on the agents page and in the agent skill', async () => {
    const {tools} = await client.listTools();
    for (const file of ['docs/agents.mdx', 'skills/rook/references/sandbox.md']) {
      const text = readFileSync(path.join(root, file), 'utf8');
      expect(
        tools.filter((tool) => !text.includes(`| \`${tool.name}\` |`)).map((tool) => tool.name),
        file,
      ).toEqual([]);
    }
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

describe('the tools for building an integration, in one session', () => {
  // Runs after the call_sandbox tests above: from here on the session calls as its own client.
  it('create_sandbox_client makes the session call as the new client', async () => {
    const created = await client.callTool({name: 'create_sandbox_client', arguments: {}});
    expect((created as TextResult).isError).toBeFalsy();
    const {client_uuid: clientUuid} = JSON.parse(/^\{[\s\S]*?\n\}/.exec(textOf(created))![0]) as {client_uuid: string};
    expect(textOf(created)).toContain('now call as this client');
    const settings = await client.callTool({name: 'call_sandbox', arguments: {path: '/_sandbox/settings'}});
    expect(textOf(settings)).toContain(`"client_uuid": "${clientUuid}"`);
  });

  it('create_sandbox_user with no source sends user information, stamped with the sandbox clock', async () => {
    const answer = await client.callTool({name: 'create_sandbox_user', arguments: {user_id: 'no-source-user'}});
    expect((answer as TextResult).isError, textOf(answer)).toBeFalsy();
    expect(textOf(answer)).toContain('createUserInformation');
    expect(textOf(answer)).toMatch(/"user_id": "no-source-user"[\s\S]*"data_sources": \[\]/);
    expect(textOf(answer)).toMatch(/"created_at": "2026-03-10T10:3/);
  });

  it('create_sandbox_user with an API source answers the authorization URL to open', async () => {
    const answer = await client.callTool({name: 'create_sandbox_user', arguments: {user_id: 'garmin-user', data_source: 'Garmin'}});
    expect((answer as TextResult).isError, textOf(answer)).toBeFalsy();
    const url = /"authorization_url": "([^"]+)"/.exec(textOf(answer))![1]!;
    expect(url.startsWith(`${s.base}/connect/`)).toBe(true);
    expect(textOf(answer)).toContain('"user_id": "garmin-user"');
  });

  it('create_sandbox_user refuses a user_id the API would refuse, saying the rule', async () => {
    const answer = await client.callTool({name: 'create_sandbox_user', arguments: {user_id: 'not an id'}});
    expect((answer as TextResult).isError).toBe(true);
    expect(textOf(answer)).toBe('"not an id" is not a user_id: use 1 to 50 letters, digits or hyphens, for example "user-0001".');
  });

  it('list_changes refuses a date that is not YYYY-MM-DD, and answers every entry without one', async () => {
    const bad = await client.callTool({name: 'list_changes', arguments: {since: '1 June 2026'}});
    expect((bad as TextResult).isError).toBe(true);
    expect(textOf(bad)).toContain('give it as YYYY-MM-DD');
    const all = await client.callTool({name: 'list_changes', arguments: {}});
    expect(textOf(all)).toMatch(/^\d+ changelog entries, newest first/);
    expect(textOf(all)).toContain('Page: /changelog/modular-sdk-packages-2023/');
  });
});
