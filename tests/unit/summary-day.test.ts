// The day and delivery-timing rules (core/rules/summaryDay.ts) and the calculator built on them,
// on fixed instants: daylight-saving days in New York and Madrid, a change of zone, a night across midnight, naps.
import {describe, expect, it} from 'vitest';
import {calculateSummaryDay, SummaryDayError, type SummaryDayInput} from '../../core/rules/calculator';
import {instantOf} from '../../core/rules/time';
import {offsetChanges, physicalSummaryMoments, rules, sleepDate, sleepDeliveredAt} from '../../core/rules/summaryDay';

const iso = (instant: number) => new Date(instant).toISOString();
const sleep = (start: string, end: string, timeZone: string, extra: Partial<SummaryDayInput> = {}) =>
  calculateSummaryDay({kind: 'sleep', start, end, timeZone, source: 'Oura', ...extra} as SummaryDayInput);

describe('the rules', () => {
  it('each says whether ROOK published it or the sandbox models it', () => {
    for (const rule of Object.values(rules)) expect(Boolean('published' in rule || 'model' in rule), rule.id).toBe(true);
  });

  it('files a night under the local date it ends on and delivers it at 12:15 that day', () => {
    const end = Date.parse('2026-03-11T06:55:00-05:00');
    expect(sleepDate('America/Chicago', end)).toBe('2026-03-11');
    expect(iso(sleepDeliveredAt('America/Chicago', end))).toBe('2026-03-11T17:15:00.000Z');
  });

  it('puts the partial physical summaries on local 4-hour marks and the final one at 00:16, on a 23-hour day', () => {
    const moments = physicalSummaryMoments('America/New_York', '2026-03-08');
    expect(moments.map((m) => iso(m.at))).toEqual([
      '2026-03-08T08:00:00.000Z', // 04:00 EDT: the clocks went forward at 02:00 EST
      '2026-03-08T12:00:00.000Z',
      '2026-03-08T16:00:00.000Z',
      '2026-03-08T20:00:00.000Z',
      '2026-03-09T00:00:00.000Z',
      '2026-03-09T04:16:00.000Z',
    ]);
    expect(moments.map((m) => m.progress)).toEqual([4 / 24, 8 / 24, 12 / 24, 16 / 24, 20 / 24, 1]);
  });

  it('reads a repeated local time as the later one, in every zone', () => {
    expect(iso(instantOf('America/New_York', '2026-11-01', '01:30:00'))).toBe('2026-11-01T06:30:00.000Z');
    expect(iso(instantOf('Europe/Madrid', '2026-10-25', '02:30:00'))).toBe('2026-10-25T01:30:00.000Z');
    expect(iso(instantOf('Europe/Madrid', '2026-07-01', '12:00:00'))).toBe('2026-07-01T10:00:00.000Z');
  });

  it('finds the instant of a daylight-saving change', () => {
    const changes = offsetChanges('Europe/Madrid', Date.parse('2026-10-24T20:00:00Z'), Date.parse('2026-10-25T08:00:00Z'));
    expect(changes).toEqual([{at: Date.parse('2026-10-25T01:00:00Z'), fromMinutes: 120, toMinutes: 60}]);
    expect(offsetChanges('Europe/Madrid', Date.parse('2026-07-01T00:00:00Z'), Date.parse('2026-07-02T00:00:00Z'))).toEqual([]);
  });
});

describe('calculateSummaryDay', () => {
  it('a night across midnight on the spring-forward night in New York', () => {
    const result = sleep('2026-03-07T23:00', '2026-03-08T07:00', 'America/New_York');
    expect(result.filedUnder).toBe('2026-03-08');
    expect(result.filedRule.id).toBe('sleep-date');
    expect(result.deliveries).toHaveLength(1);
    expect(result.deliveries[0]!.when).toMatchObject({local: '2026-03-08 12:15 (UTC-04:00)', utc: '2026-03-08 16:15 UTC'});
    expect(result.notes.join(' ')).toContain('go forward 1 h at 2026-03-08 03:00 (UTC-04:00)');
    expect(result.notes.join(' ')).toContain('1 h shorter');
  });

  it('a night across the fall-back change in Madrid', () => {
    const result = sleep('2026-10-24T23:30', '2026-10-25T07:30', 'Europe/Madrid');
    expect(result.filedUnder).toBe('2026-10-25');
    expect(result.deliveries[0]!.when.utc).toBe('2026-10-25 11:15 UTC');
    expect(result.notes.join(' ')).toContain('go back 1 h');
  });

  it('a nap before noon is delivered the same day; one after noon waits for the next day’s extraction', () => {
    const morning = sleep('2026-06-15T10:00', '2026-06-15T10:30', 'Europe/Madrid');
    expect(morning.filedUnder).toBe('2026-06-15');
    expect(morning.deliveries[0]!.when.local).toBe('2026-06-15 12:15 (UTC+02:00)');
    const afternoon = sleep('2026-06-15T14:00', '2026-06-15T14:40', 'Europe/Madrid');
    expect(afternoon.filedUnder).toBe('2026-06-15');
    expect(afternoon.deliveries[0]!.when.local).toBe('2026-06-16 12:15 (UTC+02:00)');
    expect(afternoon.notes).toEqual([]);
  });

  it('a change of time zone moves the date and the delivery', () => {
    const result = sleep('2026-03-11T00:00Z', '2026-03-11T06:30Z', 'America/Los_Angeles', {newTimeZone: 'Asia/Tokyo'});
    expect(result.filedUnder).toBe('2026-03-10'); // 23:30 PDT
    expect(result.deliveries[0]!.when.utc).toBe('2026-03-11 19:15 UTC');
    expect(result.afterZoneChange).toMatchObject({timeZone: 'Asia/Tokyo', filedUnder: '2026-03-11', moved: true});
    expect(result.afterZoneChange!.deliveries[0]!.when).toMatchObject({local: '2026-03-12 12:15 (UTC+09:00)', utc: '2026-03-12 03:15 UTC'});
    expect(result.rules.map((rule) => rule.id)).toEqual(['time-zone-change']);
  });

  it('an event, then the day’s physical summaries that still include it', () => {
    const result = calculateSummaryDay({kind: 'event', time: '2026-03-08T18:30', timeZone: 'America/New_York', source: 'Garmin'});
    expect(result.filedUnder).toBe('2026-03-08');
    expect(result.deliveries.map((d) => [d.label, d.when.local])).toEqual([
      ['Event', '2026-03-08 18:40 (UTC-04:00)'],
      ['Partial physical summary', '2026-03-08 20:00 (UTC-04:00)'],
      ['Final physical summary of the day', '2026-03-09 00:16 (UTC-04:00)'],
    ]);
    expect(result.notes.join(' ')).toContain('go forward 1 h');
  });

  it('marks SDK sources, whose data waits for the app to sync', () => {
    const result = sleep('2026-05-01T23:00', '2026-05-02T07:00', 'Europe/Madrid', {source: 'Apple Health'});
    expect(result.source).toEqual({name: 'Apple Health', kind: 'sdk'});
    expect(result.rules.map((rule) => rule.id)).toEqual(['sdk-timing']);
  });

  it('says when a local time is skipped or repeated by daylight saving', () => {
    const skipped = calculateSummaryDay({kind: 'event', time: '2026-03-08T02:30', timeZone: 'America/New_York', source: 'Garmin'});
    expect(skipped.notes[0]).toContain('2026-03-08 02:30 does not exist in America/New_York');
    const repeated = calculateSummaryDay({kind: 'event', time: '2026-11-01T01:30', timeZone: 'America/New_York', source: 'Garmin'});
    expect(repeated.notes[0]).toContain('happens twice');
    expect(repeated.deliveries[0]!.when.utc).toBe('2026-11-01 06:40 UTC'); // the second 01:30, EST
  });

  it.each([
    [{timeZone: 'Mars/Olympus'}, 'timeZone', 'Unknown time zone “Mars/Olympus”'],
    [{timeZone: 'EST5'}, 'timeZone', 'not an IANA time zone'],
    [{newTimeZone: 'Europe/Nowhere'}, 'newTimeZone', 'Unknown time zone'],
    [{source: 'Fitbitt'}, 'source', 'Unknown source “Fitbitt”'],
    [{source: 'Android'}, 'source', 'Android sends no sleep summaries'],
    [{source: 'Zepp'}, 'source', 'through Apple Health or Health Connect'],
    [{end: '2026-03-07T22:00'}, 'end', 'must end after it starts'],
    [{start: 'yesterday'}, 'start', 'Write the start as a date and time'],
    [{start: '2026-02-30T23:00'}, 'start', 'not a calendar date'],
  ])('refuses %o', (change, field, message) => {
    const input = {
      kind: 'sleep',
      start: '2026-03-07T23:00',
      end: '2026-03-08T07:00',
      timeZone: 'America/New_York',
      source: 'Oura',
      ...change,
    };
    try {
      calculateSummaryDay(input as SummaryDayInput);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SummaryDayError);
      expect((error as SummaryDayError).field).toBe(field);
      expect((error as SummaryDayError).message).toContain(message);
    }
  });
});
