// The docs MCP server's webhook tools as a standard MCP client uses them (the
// SDK's Client over stdio, `npm run --silent mcp`), against a real sandbox:
// send_test_webhook makes a signed delivery that arrives, and
// resend_webhook_delivery sends it again as a new attempt of the same delivery.
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {connectMcpServer, textOf, type TextResult} from '../support/mcp-session';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Loose} from '../support/loose';
import {sign} from '../../sandbox/model/notices';
import {signedMessage} from '../../core/contract/model/signature';
import {startSandbox, type TestSandbox} from './support';

/** The JSON body of a tool's answer ("HTTP 202 Accepted\ncontent-type: …\n\n{…}"). */
const bodyOf = (result: unknown) => JSON.parse(textOf(result).split('\n\n').slice(1).join('\n\n')) as Loose;

let s: TestSandbox;
let client: Client;
let auth: {username: string; password: string};
let hashKey: string;

beforeAll(async () => {
  s = await startSandbox({startAt: '2026-03-10T10:30:00Z'});
  const {data: created} = await s.control().POST('/_sandbox/clients');
  auth = {username: created!.client_uuid, password: created!.secret_key};
  hashKey = created!.hash_key;
  const control = s.control(auth);
  await control.POST('/_sandbox/users/{user_id}/sdk_sources', {
    params: {path: {user_id: 'agent-user'}},
    body: {data_source: 'Health Connect'},
  });
  await control.PATCH('/_sandbox/settings', {body: {data_webhook_url: `${s.base}/inbox/agent`}});
  await s.drain();
  client = await connectMcpServer('rook-webhook-tools-test', {
    ROOK_SANDBOX_URL: s.base,
    ROOK_CLIENT_UUID: auth.username,
    ROOK_SECRET_KEY: auth.password,
  });
});
afterAll(async () => {
  await client?.close();
  await s?.close();
});

async function inbox(): Promise<Loose[]> {
  await s.drain();
  return (await s.control(auth).GET('/_sandbox/inbox/{name}', {params: {path: {name: 'agent'}}})).data!.messages;
}

describe('the MCP webhook tools with a standard client', () => {
  it('describe when to use them, and offer every test webhook type as an enum', async () => {
    const {tools} = await client.listTools();
    const send = tools.find((tool) => tool.name === 'send_test_webhook')!;
    const resend = tools.find((tool) => tool.name === 'resend_webhook_delivery')!;
    expect(send.description).toMatch(/^Use to test a webhook receiver/);
    expect(resend.description).toMatch(/^Use after fixing a receiver/);
    const types = (send.inputSchema.properties as {type: {enum: string[]}}).type.enum;
    expect(types).toEqual(expect.arrayContaining(['sleep_summary', 'steps_event', 'health_score', 'user_created', 'rejected_information']));
    expect(resend.inputSchema.properties).toMatchObject({delivery_id: {type: 'integer'}});
  });

  it('send_test_webhook makes a signed delivery that arrives; resend_webhook_delivery sends it again as a new attempt', async () => {
    const before = (await inbox()).length;
    const sent = await client.callTool({name: 'send_test_webhook', arguments: {type: 'sleep_summary', user_id: 'agent-user'}});
    expect((sent as TextResult).isError).toBeFalsy();
    expect(textOf(sent)).toMatch(/^HTTP 202 /);
    const delivery = bodyOf(sent);
    expect(delivery).toMatchObject({test: true, user_id: 'agent-user', payload: {data_structure: 'sleep_summary'}});
    const arrived = (await inbox()).slice(before);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.headers['x-rook-hash']).toBe(
      await sign(hashKey, auth.username, 'agent-user', signedMessage(arrived[0]!.body).datetime),
    );

    const again = await client.callTool({name: 'resend_webhook_delivery', arguments: {delivery_id: delivery.id}});
    expect((again as TextResult).isError).toBeFalsy();
    expect(bodyOf(again)).toMatchObject({id: delivery.id, status: 'pending'});
    expect((await inbox()).slice(before)).toHaveLength(2);
    const {data: listed} = await s.control(auth).GET('/_sandbox/deliveries', {params: {query: {limit: 500}}});
    expect(listed!.deliveries.find((d) => d.id === delivery.id)!.attempts).toHaveLength(2);
  });

  it('fails with the sandbox’s own message for an unknown user or delivery', async () => {
    const unknownUser = await client.callTool({
      name: 'send_test_webhook',
      arguments: {type: 'user_created', user_id: 'nobody', url: `${s.base}/inbox/agent`},
    });
    expect((unknownUser as TextResult).isError).toBe(true);
    expect(textOf(unknownUser)).toContain('User nobody does not exist for this client');
    const unknownDelivery = await client.callTool({name: 'resend_webhook_delivery', arguments: {delivery_id: 9_999_999}});
    expect((unknownDelivery as TextResult).isError).toBe(true);
    expect(textOf(unknownDelivery)).toContain('This client has no delivery 9999999');
  });
});

describe('list_requests', () => {
  it('shows the session client’s refused call with its rule and help page, after the sandbox logged it', async () => {
    const refused = await client.callTool({
      name: 'call_sandbox',
      arguments: {method: 'GET', path: '/v2/processed_data/sleep_health/summary?user_id=agent-user&date=2026-02-30'},
    });
    expect(textOf(refused)).toMatch(/HTTP 422/);
    await s.sandbox.flushRequestLog();
    const listed = await client.callTool({name: 'list_requests', arguments: {status: '4xx', operation_id: 'getSleepSummary'}});
    expect((listed as TextResult).isError).toBeFalsy();
    const text = textOf(listed);
    expect(text).toMatch(/^1 requests of client [0-9a-f-]{36} \(operation_id=getSleepSummary, status=4xx\), newest first/);
    expect(text).toContain('## GET /v2/processed_data/sleep_health/summary?user_id=agent-user&date=2026-02-30 → 422 (getSleepSummary,');
    expect(text).toContain(
      'Refused by the rule: Invalid date format, expected YYYY-MM-DD (explained at https://docs.tryrook.io/docs/api/#formats)',
    );
    expect(text).not.toContain(auth.password);
    const none = await client.callTool({name: 'list_requests', arguments: {user_id: 'nobody-here'}});
    expect(textOf(none)).toMatch(/^No requests of client .* \(user_id=nobody-here\)/);
  });
});
