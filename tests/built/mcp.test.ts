import {connectMcpServer, textOf, type TextResult} from '../support/mcp-session';
import {expect, test} from 'vitest';
import {createServer} from 'node:net';

/**
 * A real MCP session over stdio with `npm run --silent mcp` (the SDK's own
 * client), against the built site: every tool listed, and a real answer from
 * each. The sandbox is not running here, so call_sandbox must fail clearly.
 */

/** A local port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

test('the docs MCP server answers a real client over stdio', async () => {
  const sandboxUrl = `http://127.0.0.1:${await closedPort()}/sandbox`;
  const client = await connectMcpServer('rook-docs-built', {ROOK_SANDBOX_URL: sandboxUrl});
  try {
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'call_sandbox',
      'convert_payload',
      'coverage',
      'create_sandbox_client',
      'create_sandbox_user',
      'describe_api',
      'list_changes',
      'list_requests',
      'plan_onboarding',
      'read_page',
      'resend_webhook_delivery',
      'search_docs',
      'send_test_webhook',
      'summary_day',
    ]);
    for (const tool of tools) expect(tool.description, tool.name).toBeTruthy();

    const search = await client.callTool({name: 'search_docs', arguments: {query: 'webhook retries', limit: 5}});
    expect((search as TextResult).isError).toBeFalsy();
    expect(textOf(search)).toMatch(/results for "webhook retries"/);
    expect(textOf(search)).toMatch(/\(Markdown: \/[^)]+\.md\)/);

    const page = await client.callTool({
      name: 'read_page',
      arguments: {page: 'https://docs.tryrook.io/docs/QuickStart/'},
    });
    expect(textOf(page)).toMatch(/^# QuickStart$/m);
    const missing = await client.callTool({name: 'read_page', arguments: {page: '/docs/no-such-page/'}});
    expect((missing as TextResult).isError).toBe(true);
    expect(textOf(missing)).toContain('No page at /docs/no-such-page.md');

    const operation = await client.callTool({name: 'describe_api', arguments: {name: 'getSleepSummary'}});
    expect(textOf(operation)).toContain('`GET /v2/processed_data/sleep_health/summary`');
    const schema = await client.callTool({name: 'describe_api', arguments: {name: 'SleepSummary'}});
    expect(textOf(schema)).toMatch(/^# SleepSummary$/m);
    const webhook = await client.callTool({name: 'describe_api', arguments: {name: 'sleep-summary'}});
    expect(textOf(webhook)).toMatch(/^# Sleep summary document$/m);
    expect(textOf(webhook)).toContain('`X-ROOK-HASH`');
    const unknown = await client.callTool({name: 'describe_api', arguments: {name: 'getSleep'}});
    expect((unknown as TextResult).isError).toBe(true);
    expect(textOf(unknown)).toContain('getSleepSummary');

    const call = await client.callTool({
      name: 'call_sandbox',
      arguments: {method: 'GET', path: '/api/v1/user_id/demoUserId/data_sources/authorized'},
    });
    expect((call as TextResult).isError).toBe(true);
    expect(textOf(call)).toContain(
      `The sandbox at ${sandboxUrl} did not answer GET /api/v1/user_id/demoUserId/data_sources/authorized (ECONNREFUSED)`,
    );
    expect(textOf(call)).toContain('npm start');
  } finally {
    await client.close();
  }
});
