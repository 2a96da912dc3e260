// The docs MCP server driven by the official MCP Inspector's command line
// (@modelcontextprotocol/inspector-cli, `--cli` mode), as a reader would check
// it, against a real sandbox: tools/list, and a tools/call of each tool for
// building an integration. Each call is a new session (a new server process).
import {execFile} from 'node:child_process';
import {rmSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type TestSandbox} from './support';
import {tempConfigHome} from '../support/mcp-session';

const root = path.resolve(__dirname, '../..');
const inspector = path.join(root, 'node_modules/.bin/mcp-inspector-cli');

interface ToolList {
  tools: {name: string; description?: string; inputSchema: {properties?: Record<string, unknown>}}[];
}
interface ToolAnswer {
  content: {type: string; text?: string}[];
  isError?: boolean;
}

let s: TestSandbox;
/** The servers' stand-in for the user's config folder, where create_sandbox_client saves its client: never the real home. */
const configHome = tempConfigHome();
beforeAll(async () => {
  s = await startSandbox({startAt: '2026-03-10T10:30:00Z'});
});
afterAll(async () => {
  await s?.close();
  rmSync(configHome, {recursive: true, force: true});
});

/** One Inspector CLI run: the server as the docs tell clients to start it, `env` passed with `-e`; its stdout is JSON. */
async function inspect(env: Record<string, string>, ...args: string[]): Promise<unknown> {
  const envArgs = Object.entries({ROOK_SANDBOX_URL: s.base, XDG_CONFIG_HOME: configHome, ...env}).flatMap(([key, value]) => [
    '-e',
    `${key}=${value}`,
  ]);
  const {stdout} = await promisify(execFile)(
    inspector,
    [...envArgs, '--cli', 'npm', '--prefix', root, 'run', '--silent', 'mcp', ...args],
    // The CLI finds its own package.json through "../package.json" from the working directory: one level below the repository.
    {cwd: path.join(root, 'mcp'), timeout: 60_000},
  );
  return JSON.parse(stdout);
}

async function callTool(env: Record<string, string>, tool: string, ...toolArgs: string[]): Promise<ToolAnswer> {
  const args = ['--method', 'tools/call', '--tool-name', tool];
  if (toolArgs.length) args.push('--tool-arg', ...toolArgs);
  return (await inspect(env, ...args)) as ToolAnswer;
}

const textOf = (answer: ToolAnswer) => answer.content.map((c) => c.text ?? '').join('\n');

describe('the MCP server in the MCP Inspector CLI', () => {
  it('lists every tool, each saying when to use it', async () => {
    const {tools} = (await inspect({}, '--method', 'tools/list')) as ToolList;
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['create_sandbox_client', 'create_sandbox_user', 'list_changes', 'call_sandbox']));
    for (const tool of tools) expect(tool.description, tool.name).toMatch(/^Use /);
    expect(Object.keys(tools.find((tool) => tool.name === 'create_sandbox_user')!.inputSchema.properties ?? {})).toEqual([
      'user_id',
      'data_source',
    ]);
  }, 90_000);

  it('creates a client, then a user of that client linked through an SDK', async () => {
    const created = await callTool({}, 'create_sandbox_client');
    expect(created.isError).toBeFalsy();
    const client = JSON.parse(/^\{[\s\S]*?\n\}/.exec(textOf(created))![0]) as {client_uuid: string; secret_key: string; hash_key: string};
    expect(client.client_uuid).toMatch(/^[0-9a-f-]{36}$/);

    // The next call is a new server process: it finds the client the first one saved for this sandbox.
    const settings = await callTool({}, 'call_sandbox', 'path=/_sandbox/settings');
    expect(textOf(settings)).toContain(`"client_uuid": "${client.client_uuid}"`);

    const pair = {ROOK_CLIENT_UUID: client.client_uuid, ROOK_SECRET_KEY: client.secret_key};
    const user = await callTool(pair, 'create_sandbox_user', 'user_id=agent-user-1', 'data_source=Apple Health');
    expect(user.isError, textOf(user)).toBeFalsy();
    expect(textOf(user)).toContain('Linked Apple Health as the mobile SDK would');
    // The sandbox itself now lists the user under the new client, and only there.
    const listed = await s.control({username: client.client_uuid, password: client.secret_key}).GET('/_sandbox/users');
    expect(listed.data!.users).toEqual([
      expect.objectContaining({user_id: 'agent-user-1', data_sources: [expect.objectContaining({data_source: 'Apple Health'})]}),
    ]);
  }, 120_000);

  it('lists the changelog entries since a date, newest first', async () => {
    const changes = await callTool({}, 'list_changes', 'since=2026-06-01');
    expect(changes.isError).toBeFalsy();
    const [dated, undated] = textOf(changes).split('\n# Undated\n');
    const titles = (text = '') => [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(titles(dated)).toEqual(['Flutter LTS 1.2.0 support ended', 'iOS SDK 4.1.1', 'iOS SDK 4.1.0']);
    // Entries ROOK gave no date for come apart, last: they cannot be placed after a day.
    expect(titles(undated)).toContain('ROOK Score 2.0');
    expect(undated).toContain('may be older or newer than 2026-06-01');
    expect(undated).toContain('Date: Undated (ROOK has not published when this changed)');
    expect(dated).not.toContain('Undated');
    expect(textOf(changes)).toContain('Date: June 2026 (ROOK published the month only)');
    expect(textOf(changes)).toContain('Page: /changelog/ios-sdk-4-1-0/');
  }, 90_000);
});
