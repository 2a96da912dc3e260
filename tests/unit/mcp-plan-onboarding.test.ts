// The docs MCP server's plan_onboarding tool in a real session (the SDK's Client over stdio,
// `npm run --silent mcp`): the answer comes from the same module as the planner page and the
// sandbox's onboarding-plan scenario (core/rules/plan.ts), and bad input is a tool error naming
// the argument and what to send. Needs neither the build nor a sandbox.
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {planOnboarding} from '../../core/rules/plan';
import {planOnboardingTool} from '../../mcp/plan-tool';
import {connectMcpServer, textOf, type TextResult} from '../support/mcp-session';

let client: Client;
beforeAll(async () => {
  client = await connectMcpServer('rook-plan-onboarding-test');
});
afterAll(() => client?.close());

const plan = (args: Record<string, unknown>) => client.callTool({name: 'plan_onboarding', arguments: args});
const launch = {
  users: [
    {source: 'Garmin', users: 120},
    {source: 'Apple Health', users: 80},
  ],
  users_per_day: 50,
  time_zones: [
    {time_zone: 'America/New_York', percent: 60},
    {time_zone: 'Europe/Madrid', percent: 40},
  ],
  start_date: '2026-06-01',
  link_time: '09:30',
};

describe('the plan_onboarding tool', () => {
  it('lists typed inputs', async () => {
    const {tools} = await client.listTools();
    const tool = tools.find((t) => t.name === 'plan_onboarding')!;
    expect(Object.keys(tool.inputSchema.properties ?? {}).sort()).toEqual([
      'link_time',
      'start_date',
      'time_zones',
      'users',
      'users_per_day',
    ]);
    expect(tool.inputSchema.required?.sort()).toEqual(['time_zones', 'users', 'users_per_day']);
  });

  it('answers the shared module’s figures, each with where it comes from', async () => {
    const answer = await plan(launch);
    expect((answer as TextResult).isError).toBeFalsy();
    const text = textOf(answer);
    const expected = planOnboarding({
      users: launch.users,
      usersPerDay: 50,
      timeZones: launch.time_zones.map((zone) => ({timeZone: zone.time_zone, percent: zone.percent})),
      startDate: launch.start_date,
      linkTime: launch.link_time,
    });
    expect(text).toBe(planOnboardingTool(launch));
    expect(text).toContain(`# Onboarding plan: 200 users, 50 a day, 4 days (2026-06-01 to ${expected.lastLinkDate})`);
    expect(text).toContain(
      `Documents a day once every user is linked (${expected.days.at(-1)!.date}): ${expected.receiver.steadyDocumentsPerDay} (sandbox model:`,
    );
    expect(text).toContain(`First-link burst: ${expected.receiver.burst.documents} history documents`);
    expect(text).toContain(
      `${expected.receiver.downtime.documents} documents in the hour from ${expected.receiver.downtime.retriedAt} (ROOK confirmed)`,
    );
    expect(text).toContain('- History on first link: 29 days (ROOK confirmed)');
    expect(text).toContain('Physical summary 6 (sandbox model)');
    expect(text).toMatch(/vendors’ own API quotas[^\n]+\(not published: /);
  });

  it('says which argument is wrong and what to send', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{...launch, users: [{source: 'Garmin', users: -1}]}, 'users: The users for Garmin must be at least 0, not negative.'],
      [{...launch, users_per_day: 0}, 'users_per_day: The onboarding rate must be at least 1.'],
      [{...launch, users: [{source: 'Strava', users: 5}]}, 'users: Unknown source “Strava”.'],
      [{...launch, time_zones: [{time_zone: 'Europe/Madrid', percent: 90}]}, 'time_zones: The time zones’ shares add up to 90%'],
    ];
    for (const [args, message] of cases) {
      const answer = await plan(args);
      expect((answer as TextResult).isError, message).toBe(true);
      expect(textOf(answer)).toContain(message);
    }
  });
});
