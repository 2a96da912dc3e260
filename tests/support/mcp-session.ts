// A real session with the docs MCP server, as a standard client opens one: the SDK's Client over
// stdio, `npm run --silent mcp`. Shared by every test that drives the server with the SDK.
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

const root = path.resolve(__dirname, '../..');

/** What a tool call answers: text parts, and whether it is an error. */
export type TextResult = {content: {type: string; text?: string}[]; isError?: boolean};

/** The text of a tool's answer. */
export const textOf = (result: unknown) => (result as TextResult).content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

/** A fresh folder to stand for the user's config folder (XDG_CONFIG_HOME): the server saves its sandbox client there, never in the real home. */
export function tempConfigHome(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'rook-mcp-config-'));
}

/**
 * Starts the server with these environment variables added, and connects a client named `name` to it. Without an
 * XDG_CONFIG_HOME in `env`, the server gets a fresh one of its own, removed when the session closes.
 */
export async function connectMcpServer(name: string, env: Record<string, string> = {}): Promise<Client> {
  const ownConfig = env.XDG_CONFIG_HOME === undefined ? tempConfigHome() : undefined;
  const transport = new StdioClientTransport({
    command: 'npm',
    args: ['run', '--silent', 'mcp'],
    cwd: root,
    env: {...(process.env as Record<string, string>), ...(ownConfig ? {XDG_CONFIG_HOME: ownConfig} : {}), ...env},
    stderr: 'pipe',
  });
  const client = new Client({name, version: '1.0.0'});
  if (ownConfig) client.onclose = () => rmSync(ownConfig, {recursive: true, force: true});
  await client.connect(transport);
  return client;
}
