// What each sample of the data-behaviour rulebook (docs/data-behaviour.mdx) prints, by the scenario it
// runs: tests/samples/samples.test.ts runs every sample against a sandbox and holds its output to
// this, so a sample that prints a false result (one that reads before the sandbox has done the work
// it reports, say) fails. Dates and ids change with the day the tests run; the results a reader is
// shown do not.
import {expect} from 'vitest';

type Check = (output: string) => void;

const numbers = (output: string, pattern: RegExp): number[] => {
  const match = pattern.exec(output);
  expect(match, `the output matches ${pattern}:\n${output}`).not.toBeNull();
  return match!.slice(1).map(Number);
};

export const rulebookOutputs: Record<string, Check> = {
  'sleep-crosses-midnight': (output) =>
    expect(output).toMatch(/sleep_end_datetime_string: '(\d{4}-\d{2}-\d{2})T[^']+',\s*sleep_date_string: '\1'/),
  nap: (output) => expect(output).toMatch(/sleep_duration_seconds_int: 2400,[\s\S]*sleep_start_datetime_string: '\S+T15:10:00/),
  'several-sleeps-one-date': (output) =>
    expect(output).toMatch(/\[\s*\[ '\S+', 1200 \],\s*\[ '\S+', 1500 \],\s*\[ '(\S+)', \d+ \]\s*\]\nthe read answers \1\n/),
  'partial-and-final-summaries': (output) => {
    const [first, firstSteps, second, secondSteps, final, finalSteps] = numbers(
      output,
      /steps: \[ (\d+), (\d+) \]\n.*steps: \[ (\d+), (\d+) \]\n.*steps: \[ (\d+), (\d+) \]/,
    );
    expect([first, second, final]).toEqual([1, 2, 6]);
    expect(firstSteps!).toBeLessThan(secondSteps!);
    expect(secondSteps!).toBeLessThan(finalSteps!);
  },
  'new-document-version': (output) => {
    const [before, beforeSteps, after, afterSteps] = numbers(output, /version (\d+): (\d+) steps; version (\d+): (\d+) steps/);
    expect(after).toBe(before! + 1);
    expect(afterSteps!).toBeGreaterThan(beforeSteps!);
  },
  'late-data': (output) => expect(output).toContain("1 [ 'Garmin' ] -> 2 [ 'Garmin', 'Apple Health' ]"),
  'time-zone-change': (output) => expect(output).toMatch(/before: \S+T00:00:00\.000000\+01:00\nafter: +\S+T00:00:00\.000000-05:00/),
  'daylight-saving-day': (output) => expect(output).toMatch(/^America\/New_York (\S+) \S+-05:00 \1T\S+-04:00$/m),
  'source-priority': (output) =>
    expect(output).toContain("physical: [ 'Garmin', 'Oura', 'Apple Health' ]\nsleep: [ 'Oura', 'Garmin', 'Apple Health' ]"),
  'first-link-history': (output) => {
    const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    const match = /^Polar (\S+) data (\S+) no data\nApple Health (\S+) data (\S+) no data$/m.exec(output);
    expect(match, output).not.toBeNull();
    const [apiOldest, apiBefore, sdkOldest, sdkBefore] = match!.slice(1).map((date) => day(date!));
    expect([apiOldest! - apiBefore!, sdkOldest! - sdkBefore!]).toEqual([1, 1]);
    // 7 days of history for an API source, 29 for an SDK source, counted back from the same link day.
    expect(apiOldest! - sdkOldest!).toBe(29 - 7);
  },
  'revoke-withings': (output) =>
    expect(output).toContain(
      'user still listed: false\nuser deleted: true\nstill listed at Withings: true\nstill listed at Withings: false',
    ),
  'source-not-authorized': (output) => expect(output).toMatch(/authorized: \[\]\nsummary: null\nsend the user to http\S+\/connect\/\w+/),
  'extraction-failed': (output) => {
    expect(output).toContain("notification_type: 'failed_extraction'");
    expect(output).toContain("details: { reason: 'token_expired' }");
    expect(output).toContain("data_source: 'Polar'");
  },
  'sdk-permissions-missing': (output) => expect(output).toContain('before the permissions: null\nafter: 1'),
  'day-not-over': (output) =>
    expect(output).toContain("10:00 in Tokyo: { sleep: 'not yet', physical: 1 }\n00:20 the next day: { sleep: 'there', physical: 5 }"),
  'delivery-rejected': (output) => {
    const [notified, resent] = numbers(output, /(\d+) rejected documents notified\n(\d+) documents sent again/);
    expect(notified!).toBeGreaterThan(0);
    expect(resent).toBe(notified);
  },
  'receiver-down': (output) => {
    const [late, givenUp] = numbers(output, /late: (\d+)\ngiven up: (\d+)/);
    expect(late!).toBeGreaterThan(0);
    expect(givenUp!).toBeGreaterThan(0);
  },
  'field-not-provided': (output) => expect(output).toContain("physical summary: null\nsent: [ 'steps_event', 'user_info' ]"),
  'onboarding-plan': (output) => expect(output).toContain('users: 4\ndelivered at the first try: true'),
};

/** The scenario a rulebook sample runs, from the path it posts to. */
export function scenarioOf(code: string): string | undefined {
  return /\/_sandbox\/scenarios\/([a-z-]+)/.exec(code)?.[1];
}
