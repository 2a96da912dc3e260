// The docs MCP server's convert_payload tool in a real session (the SDK's Client over stdio,
// `npm run --silent mcp`): the answer comes from the same module as the migration pages
// (core/migrate/), and a payload it cannot read is a tool error that says why. Needs neither
// the build nor a sandbox.
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {connectMcpServer, textOf, type TextResult} from '../support/mcp-session';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {convertPayload} from '../../core/migrate/convert';
import {examples} from '../../core/migrate/examples';

let client: Client;
beforeAll(async () => {
  client = await connectMcpServer('rook-convert-payload-test');
});
afterAll(() => client?.close());

const convert = (args: Record<string, string>) => client.callTool({name: 'convert_payload', arguments: args});

describe('the convert_payload tool', () => {
  it('lists typed inputs', async () => {
    const {tools} = await client.listTools();
    const tool = tools.find((t) => t.name === 'convert_payload')!;
    expect(Object.keys(tool.inputSchema.properties ?? {}).sort()).toEqual(['client_uuid', 'payload', 'platform', 'user_id']);
    expect(tool.inputSchema.required?.sort()).toEqual(['payload', 'platform']);
  });

  it('answers the document, the mapped and the dropped fields as the shared module does', async () => {
    const example = examples.find((e) => e.id === 'junction-sleep')!;
    const answer = await convert({platform: 'junction', payload: JSON.stringify(example.payload), user_id: 'user-42'});
    expect((answer as TextResult).isError).toBeFalsy();
    const text = textOf(answer);
    const expected = convertPayload('junction', example.payload, {userId: 'user-42'});
    expect(text).toContain(JSON.stringify(expected.document, null, 2));
    expect(text).toContain('`total` → `duration.sleep_duration_seconds_int`');
    for (const {field, reason} of expected.dropped) expect(text).toContain(`- \`${field}\`: ${reason}`);
    expect(text).toMatch(/\(not published: Junction documents a percentage/);
  });

  it('says what is wrong with a payload it cannot convert', async () => {
    const notJson = await convert({platform: 'open-wearables', payload: '{type:'});
    expect((notJson as TextResult).isError).toBe(true);
    expect(textOf(notJson)).toContain('payload: send one whole payload as JSON text.');
    const other = await convert({platform: 'open-wearables', payload: JSON.stringify({type: 'connection.created', data: {}})});
    expect((other as TextResult).isError).toBe(true);
    expect(textOf(other)).toContain('not one of the Open Wearables payloads');
  });

  it('converts a Terra event with the same tables as the Terra page', async () => {
    const example = examples.find((e) => e.id === 'terra-daily')!;
    const answer = await convert({platform: 'terra', payload: JSON.stringify(example.payload)});
    expect((answer as TextResult).isError).toBeFalsy();
    const text = textOf(answer);
    expect(text).toContain('# Terra Daily (webhook type daily, GET /daily) → ROOK physical_summary');
    expect(text).toContain(JSON.stringify(convertPayload('terra', example.payload).document, null, 2));
    expect(text).toContain('`distance_data.steps` → `distance.steps_int`');
    expect(text).toContain('/docs/migrate/terra/');
  });
});
