// The docs MCP server's summary_day tool in a real session (the SDK's Client over stdio,
// `npm run --silent mcp`): the answer comes from the same module as the calculator page and the
// sandbox, and bad input is a tool error that says what to send. Needs neither the build nor a sandbox.
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {connectMcpServer, textOf, type TextResult} from '../support/mcp-session';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {calculateSummaryDay} from '../../core/rules/calculator';

let client: Client;
beforeAll(async () => {
  client = await connectMcpServer('rook-summary-day-test');
});
afterAll(() => client?.close());

const summaryDay = (args: Record<string, string>) => client.callTool({name: 'summary_day', arguments: args});

describe('the summary_day tool', () => {
  it('lists typed inputs', async () => {
    const {tools} = await client.listTools();
    const tool = tools.find((t) => t.name === 'summary_day')!;
    expect(Object.keys(tool.inputSchema.properties ?? {}).sort()).toEqual(['end', 'new_time_zone', 'source', 'start', 'time', 'time_zone']);
    expect(tool.inputSchema.required?.sort()).toEqual(['source', 'time_zone']);
  });

  it('answers a night across a daylight-saving change and a change of zone, as the shared module does', async () => {
    const args = {
      start: '2026-03-07T23:00',
      end: '2026-03-08T07:00',
      time_zone: 'America/New_York',
      source: 'Oura',
      new_time_zone: 'Europe/Madrid',
    };
    const answer = await summaryDay(args);
    expect((answer as TextResult).isError).toBeFalsy();
    const text = textOf(answer);
    const expected = calculateSummaryDay({kind: 'sleep', ...args, timeZone: args.time_zone, newTimeZone: args.new_time_zone});
    expect(text).toContain(`Filed under: ${expected.filedUnder} (America/New_York; sandbox model)`);
    expect(text).toContain(
      `- Sleep summary: ${expected.deliveries[0]!.when.local}, ${expected.deliveries[0]!.when.utc} (published by ROOK, sandbox model)`,
    );
    expect(text).toContain('Note: Daylight saving: the clocks in America/New_York go forward 1 h');
    expect(text).toContain(`## After a change of time zone to Europe/Madrid`);
    expect(text).toContain(`Filed under: ${expected.afterZoneChange!.filedUnder} (Europe/Madrid;`);
    expect(text).toContain('Published by ROOK: ROOK extracts sleep at 12:00 local time');
  });

  it('answers an event with the day’s physical summaries', async () => {
    const text = textOf(await summaryDay({time: '2026-06-01T18:30', time_zone: 'Europe/Madrid', source: 'Garmin'}));
    expect(text).toContain('- Event: 2026-06-01 18:40 (UTC+02:00), 2026-06-01 16:40 UTC');
    expect(text).toContain('- Final physical summary of the day: 2026-06-02 00:16 (UTC+02:00), 2026-06-01 22:16 UTC');
  });

  it.each([
    [
      {start: '2026-03-07T23:00', end: '2026-03-08T07:00', time_zone: 'Mars/Olympus', source: 'Oura'},
      /^time_zone: Unknown time zone “Mars\/Olympus”/,
    ],
    [{start: '2026-03-07T23:00', time_zone: 'Europe/Madrid', source: 'Oura'}, /^A sleep needs both start and end/],
    [{time_zone: 'Europe/Madrid', source: 'Oura'}, /^Send start and end for a sleep, or time for an event/],
    [{start: 'a', end: 'b', time: 'c', time_zone: 'Europe/Madrid', source: 'Oura'}, /^Send either start and end/],
    [{time: '2026-06-01T18:30', time_zone: 'Europe/Madrid', source: 'Nokia'}, /^source: Unknown source “Nokia”. Use one of: /],
  ])('refuses %o with a tool error saying what to send', async (args, message) => {
    const answer = await summaryDay(args);
    expect((answer as TextResult).isError).toBe(true);
    expect(textOf(answer)).toMatch(message);
  });
});
