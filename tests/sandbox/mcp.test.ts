// The docs MCP server's call_sandbox as a standard MCP client uses it (the
// SDK's Client over stdio, `npm run --silent mcp`), against a real sandbox.
// A client builds its arguments from each tool's input schema, so every
// input has a type; an untyped JSON body arrived as a string and the sandbox
// answered 422. The search and page tools need the build: tests/built/mcp.test.ts.
import {mkdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {connectMcpServer, tempConfigHome, textOf, type TextResult} from '../support/mcp-session';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type TestSandbox} from './support';

const root = path.resolve(__dirname, '../..');

let s: TestSandbox;
let client: Client;
/** The session's stand-in for the user's config folder (XDG_CONFIG_HOME), where create_sandbox_client saves its client. */
const configHome = tempConfigHome();
const savedFile = path.join(configHome, 'rook-docs-mcp', 'sandbox-clients.json');
beforeAll(async () => {
  s = await startSandbox({startAt: '2026-03-10T10:30:00Z'});
  client = await connectMcpServer('rook-sandbox-test', {ROOK_SANDBOX_URL: s.base, XDG_CONFIG_HOME: configHome});
});
afterAll(async () => {
  await client?.close();
  await s?.close();
  rmSync(configHome, {recursive: true, force: true});
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

/** The client create_sandbox_client made in the first session. */
let createdClient: {client_uuid: string; secret_key: string} | undefined;

describe('the tools for building an integration, in one session', () => {
  // Runs after the call_sandbox tests above: from here on the session calls as its own client.
  it('create_sandbox_client makes the session call as the new client, saves it and says where, and the variables to set instead', async () => {
    const created = await client.callTool({name: 'create_sandbox_client', arguments: {}});
    expect((created as TextResult).isError).toBeFalsy();
    const made = JSON.parse(/^\{[\s\S]*?\n\}/.exec(textOf(created))![0]) as {client_uuid: string; secret_key: string};
    createdClient = made;
    expect(textOf(created)).toContain('now call as this client');
    expect(textOf(created)).toContain(`Saved for the sandbox at ${s.base} in ${savedFile} (readable by you only)`);
    expect(textOf(created)).toContain(`ROOK_CLIENT_UUID=${made.client_uuid} and ROOK_SECRET_KEY=${made.secret_key}`);
    const settings = await client.callTool({name: 'call_sandbox', arguments: {path: '/_sandbox/settings'}});
    expect(textOf(settings)).toContain(`"client_uuid": "${made.client_uuid}"`);

    // Readable by its owner only, in a folder only its owner opens, one client per sandbox base URL.
    expect(statSync(savedFile).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(savedFile)).mode & 0o777).toBe(0o700);
    const saved = JSON.parse(readFileSync(savedFile, 'utf8')) as {clients: Record<string, {client_uuid: string; secret_key: string}>};
    expect(Object.keys(saved.clients)).toEqual([s.base]);
    expect(saved.clients[s.base]).toMatchObject({client_uuid: made.client_uuid, secret_key: made.secret_key});
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

describe('the client create_sandbox_client saved, at the next start of the server', () => {
  /** The client_uuid the demo pair (demoClientUUID / demoClientSecret) stands for in this sandbox. */
  let demoUuid = '';
  beforeAll(async () => {
    const {data} = await s.control({username: 'demoClientUUID', password: 'demoClientSecret'}).GET('/_sandbox/settings');
    demoUuid = data!.client_uuid;
  });

  /** Which client a new server started with `env` calls as, and the text of that first answer. */
  async function startedAs(env: Record<string, string>): Promise<{clientUuid: string; text: string}> {
    const next = await connectMcpServer('rook-sandbox-next-start', {ROOK_SANDBOX_URL: s.base, ...env});
    try {
      const text = textOf(await next.callTool({name: 'call_sandbox', arguments: {path: '/_sandbox/settings'}}));
      return {clientUuid: /"client_uuid": "([^"]+)"/.exec(text)![1]!, text};
    } finally {
      await next.close();
    }
  }

  it('is found by a new server process with the same config folder, for the same sandbox', async () => {
    expect(createdClient).toBeDefined();
    expect((await startedAs({XDG_CONFIG_HOME: configHome})).clientUuid).toBe(createdClient!.client_uuid);
  });

  it('gives way to ROOK_CLIENT_UUID and ROOK_SECRET_KEY, and to ROOK_MCP_SAVE_CLIENT=0', async () => {
    const demo = {ROOK_CLIENT_UUID: 'demoClientUUID', ROOK_SECRET_KEY: 'demoClientSecret'};
    expect((await startedAs({XDG_CONFIG_HOME: configHome, ...demo})).clientUuid).toBe(demoUuid);
    expect((await startedAs({XDG_CONFIG_HOME: configHome, ROOK_MCP_SAVE_CLIENT: '0'})).clientUuid).toBe(demoUuid);
  });

  it('is not sent to another sandbox: a config folder whose client is of another base URL starts with the demo pair', async () => {
    const other = tempConfigHome();
    try {
      mkdirSync(path.join(other, 'rook-docs-mcp'), {recursive: true});
      const saved = JSON.parse(readFileSync(savedFile, 'utf8')) as {clients: Record<string, unknown>};
      const elsewhere = {clients: {'https://sandbox.example.com/sandbox': saved.clients[s.base]}};
      writeFileSync(path.join(other, 'rook-docs-mcp', 'sandbox-clients.json'), JSON.stringify(elsewhere), {mode: 0o600});
      expect((await startedAs({XDG_CONFIG_HOME: other})).clientUuid).toBe(demoUuid);
    } finally {
      rmSync(other, {recursive: true, force: true});
    }
  });

  it('falls back to the demo pair from a corrupt file, and says so with the first answer', async () => {
    const corrupt = tempConfigHome();
    try {
      const file = path.join(corrupt, 'rook-docs-mcp', 'sandbox-clients.json');
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, '{"clients": {', {mode: 0o600});
      const {clientUuid, text} = await startedAs({XDG_CONFIG_HOME: corrupt});
      expect(clientUuid).toBe(demoUuid);
      expect(text).toContain(`Note: The saved sandbox client could not be used (${file} is not valid JSON (`);
      expect(text).toContain('this session calls as the demo pair (demoClientUUID)');
    } finally {
      rmSync(corrupt, {recursive: true, force: true});
    }
  });
});
