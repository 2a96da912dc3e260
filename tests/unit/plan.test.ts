// The onboarding planner (core/rules/plan.ts): what a plan counts, where each figure comes from, and
// the errors bad input gets. Its agreement with what the sandbox delivers is tests/sandbox/onboarding-plan.test.ts;
// here, that both read the same list of documents and that the planner's one guess about events holds.
import {beforeAll, describe, expect, it} from 'vitest';
import {dataWebhookDelivery} from '../../core/data/webhooks';
import {documentTypes, planSourceList} from '../../core/data/planSources';
import {planBounds, planOnboarding, PlanError, type PlanInput} from '../../core/rules/plan';
import {addDays, localDate} from '../../core/rules/time';
import {loadContracts} from '../../sandbox/contract/operations';
import {contributions, documentKindsOf, type DocumentKind} from '../../sandbox/model/generator';

const base: PlanInput = {
  users: [{source: 'Garmin', users: 10}],
  usersPerDay: 10,
  timeZones: [{timeZone: 'UTC', percent: 100}],
  startDate: '2026-01-12',
  linkTime: '10:00',
};

const plan = (change: Partial<PlanInput> = {}) => planOnboarding({...base, ...change});
const counts = (entries: {label: string; documents: number}[]) =>
  Object.fromEntries(entries.map((entry) => [entry.label, entry.documents]));

describe('documents per user per day and history', () => {
  it('a Garmin user: six physical summaries a day, one of each other document, both heart-rate documents', () => {
    const [garmin] = plan().sources;
    expect(counts(garmin!.perUserPerDay)).toEqual({
      'Physical summary': 6,
      'Sleep summary': 1,
      'Body summary': 1,
      'Activity event': 1,
      'Heart rate event (physical)': 1,
      'Heart rate event (body)': 1,
      'Stress event': 1,
      'ROOK Score': 1,
      'User information': 1,
    });
    expect(garmin!.documentsPerUserPerDay).toBe(14);
  });

  it('an Android user: a steps event every hour from 07:00 to 22:00, and no steps history', () => {
    const [android] = plan({users: [{source: 'Android', users: 1}], usersPerDay: 1}).sources;
    expect(counts(android!.perUserPerDay)).toEqual({'Steps event': 16, 'User information': 1});
    expect(android!.history.days).toBe(29);
    expect(counts(android!.history.perUser)).toEqual({'User information': 29});
  });

  it('history: ROOK’s 7 and 29 days where it lists the source, the sandbox’s where it does not', () => {
    const sources = plan({
      users: ['Polar', 'Apple Health', 'Dexcom', 'Samsung Health'].map((source) => ({source, users: 1})),
      usersPerDay: 4,
    }).sources;
    expect(sources.map((source) => [source.name, source.history.days, source.history.basis.mark])).toEqual([
      ['Polar', 7, null],
      ['Apple Health', 29, null],
      ['Dexcom', 7, 'sandbox-model'],
      ['Samsung Health', 29, 'sandbox-model'],
    ]);
    const polar = sources[0]!.history.perUser;
    // ROOK lists the summaries and ROOK Score as pre-existing data; the events of those days are the sandbox's.
    expect(polar.filter((entry) => entry.basis.mark === null).map((entry) => entry.structure)).toEqual([
      'physical_summary',
      'sleep_summary',
      'body_summary',
      'health_score',
    ]);
    expect(polar.find((entry) => entry.structure === 'activity_event')!.basis.mark).toBe('sandbox-model');
  });

  it('marks a structure the source’s facts do not confirm with that fact’s mark', () => {
    const [garmin] = plan().sources;
    // Garmin's events rest on no published page; Health Connect's summaries on the integration guides.
    expect(garmin!.perUserPerDay.find((entry) => entry.structure === 'activity_event')!.basis.mark).toBe('not-published');
    const [hc] = plan({users: [{source: 'Health Connect', users: 1}], usersPerDay: 1}).sources;
    expect(hc!.perUserPerDay.find((entry) => entry.structure === 'sleep_summary')!.basis.mark).toBe('integration-guides');
    expect(garmin!.perUserPerDay.find((entry) => entry.structure === 'sleep_summary')!.basis.mark).toBeNull();
  });

  it('says when the first complete summaries land after a 10:00 link', () => {
    const [garmin] = plan().sources;
    expect(Object.fromEntries(garmin!.firstComplete.map((entry) => [entry.label, entry.when]))).toEqual({
      'Physical summary': 'day 2, 00:16 local, for 2026-01-12',
      'Sleep summary': 'day 1, 12:15 local, for 2026-01-12',
      'Body summary': 'day 1, 10:00 local, for 2026-01-12',
      'ROOK Score': 'day 2, 00:21 local, for 2026-01-12',
    });
  });
});

describe('what the receiver takes', () => {
  it('ten Garmin users linked at 10:00 UTC: the burst, the busiest hours and the day after', () => {
    const {receiver, days} = plan();
    // 7 days × 9 document types a day, per user, all at the link.
    expect(receiver.burst).toMatchObject({date: '2026-01-12', documents: 630});
    // The burst, plus the link day's user information, its first two partial summaries (as one) and its body summary.
    expect(receiver.busiestHour).toEqual({start: '2026-01-12T10:00:00Z', documents: 660});
    // 00:00 user information, 00:16 the final physical summary, 00:21 ROOK Score.
    expect(receiver.steadyBusiestHour).toEqual({start: '2026-01-13T00:00:00Z', documents: 30});
    expect(receiver.steadyDocumentsPerDay).toBe(140);
    expect(receiver.steadyEventsPerDay).toBe(40);
    expect(days.map((day) => [day.date, day.linked, day.documents])).toEqual([
      ['2026-01-12', 10, 740],
      ['2026-01-13', 0, 140],
    ]);
  });

  it('an hour down: its documents come again at ROOK’s first retry, on top of that hour’s own', () => {
    const {downtime} = plan().receiver;
    expect(downtime.retryAfterHours).toEqual(dataWebhookDelivery.retryAfterHours);
    // 10:00 (660) comes again at 12:00, which has its own partial physical and sleep summaries (20).
    expect(downtime).toMatchObject({downFrom: '2026-01-12T10:00:00Z', retriedAt: '2026-01-12T12:00:00Z', documents: 680});
  });

  it('splits users across time zones by their shares and links them in order, at each zone’s local time', () => {
    const result = plan({
      users: [{source: 'Oura', users: 3}],
      usersPerDay: 2,
      timeZones: [
        {timeZone: 'Asia/Tokyo', percent: 50},
        {timeZone: 'America/New_York', percent: 50},
      ],
    });
    expect(result.onboardingDays).toBe(2);
    expect(result.lastLinkDate).toBe('2026-01-13');
    expect(result.links).toEqual([
      {source: 'Oura', timeZone: 'Asia/Tokyo', users: 2, linkedAt: '2026-01-12T01:00:00Z'},
      {source: 'Oura', timeZone: 'America/New_York', users: 1, linkedAt: '2026-01-13T15:00:00Z'},
    ]);
  });

  it('keeps a daylight-saving change: a New York link after the change is at 10:00 EDT', () => {
    const {links} = plan({timeZones: [{timeZone: 'America/New_York', percent: 100}], startDate: '2026-03-09'});
    expect(links[0]!.linkedAt).toBe('2026-03-09T14:00:00Z');
  });
});

describe('bad input', () => {
  const error = (change: Partial<PlanInput>) => {
    try {
      plan(change);
    } catch (caught) {
      expect(caught).toBeInstanceOf(PlanError);
      return [(caught as PlanError).field, (caught as PlanError).message];
    }
    throw new Error('no error');
  };

  it('names the field and says what to write', () => {
    expect(error({users: [{source: 'Garmin', users: -3}]})).toEqual(['users', 'The users for Garmin must be at least 0, not negative.']);
    expect(error({users: [{source: 'Garmin', users: 1.5}]})).toEqual(['users', 'The users for Garmin must be a whole number.']);
    expect(error({users: [{source: 'Garmin', users: 0}]})).toEqual(['users', 'Enter at least one user for at least one source.']);
    expect(error({usersPerDay: 0})).toEqual(['usersPerDay', 'The onboarding rate must be at least 1.']);
    expect(
      error({
        users: [
          {source: 'Fitbit', users: 1},
          {source: 'fitbit', users: 2},
        ],
      })[1],
    ).toBe('Fitbit is listed twice: give each source one number of users.');
    expect(error({timeZones: [{timeZone: 'EST', percent: 100}]})[1]).toMatch(/^“EST” is not an IANA time zone/);
    expect(error({timeZones: [{timeZone: 'Mars/Olympus', percent: 100}]})[1]).toMatch(/^Unknown time zone “Mars\/Olympus”/);
    expect(error({timeZones: [{timeZone: 'UTC', percent: 60}]})).toEqual([
      'timeZones',
      'The time zones’ shares add up to 60%: make them add up to 100%.',
    ]);
    expect(error({startDate: '2026-02-30'})[0]).toBe('startDate');
    expect(error({linkTime: '25:00'})[0]).toBe('linkTime');
  });

  it('lists the sources a user links directly when the source is unknown', () => {
    const [field, message] = error({users: [{source: 'Strava', users: 1}]});
    expect(field).toBe('users');
    expect(message).toBe(`Unknown source “Strava”. Use one a user links directly: ${planSourceList.map((s) => s.name).join(', ')}.`);
  });

  it('states its bounds', () => {
    expect(error({users: [{source: 'Garmin', users: planBounds.usersPerSource + 1}]})[1]).toBe(
      'The users for Garmin can be at most 100,000.',
    );
    expect(error({users: [{source: 'Garmin', users: 1000}], usersPerDay: 1})).toEqual([
      'usersPerDay',
      'At 1 users a day, linking 1000 users takes 1000 days; the planner covers up to 120: raise the rate to at least 9 a day.',
    ]);
    const zones = ['UTC', 'Asia/Tokyo', 'Europe/Madrid', 'America/New_York', 'America/Chicago', 'Australia/Sydney'];
    expect(error({timeZones: zones.map((timeZone) => ({timeZone, percent: 0}))})[1]).toBe('Give at most 5 time zones.');
  });
});

describe('one list of documents for the planner and the sandbox', () => {
  let kinds: DocumentKind[];
  beforeAll(async () => {
    kinds = [...documentKindsOf(await loadContracts()).values()];
  });

  it('the sandbox generates exactly the planner’s document types', () => {
    const key = (type: {structure: string; pillar: string | null}) => `${type.structure}@${type.pillar}`;
    expect(kinds.map((kind) => key(kind.type)).sort()).toEqual(documentTypes.map(key).sort());
  });

  it('the sandbox delivers a day’s events on that day, where the planner counts them', () => {
    const user = {clientUuid: 'c', userId: 'u', timeZone: 'Asia/Tokyo', information: null, naps: []};
    const date = '2026-01-20';
    for (const kind of kinds.filter((candidate) => candidate.type.kind === 'event' && !candidate.hourly)) {
      const links = [{source: 'Apple Health', linkedAt: Date.parse('2025-12-01T00:00:00Z'), revokedAt: null}];
      const moments = contributions(kind, {...user, links}, date, Date.parse(`${addDays(date, 3)}T00:00:00Z`)).flatMap((c) => c.moments);
      if (!moments.length) continue;
      expect(
        moments.map((moment) => localDate(user.timeZone, moment)),
        kind.id,
      ).toEqual([date]);
    }
  });
});
