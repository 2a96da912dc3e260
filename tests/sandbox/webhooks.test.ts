// Webhooks on the sandbox clock: pre-existing data on link, partial and final
// summaries, signatures, notifications, retries, rejection and resend. Every
// payload is validated against the contract's webhooks.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadContracts} from '../../sandbox/contract/operations';
import type {Loose} from '../support/loose';
import {sign} from '../../sandbox/model/notices';
import {startSandbox, validate, type TestSandbox} from './support';

let s: TestSandbox;
let auth: {username: string; password: string};
let hashKey: string;
let clientUuid: string;
const inbox = (name: string) => `${s.base}/inbox/${name}`;

// 02:30 UTC, before the day's first partial physical summary (04:00 local; the users here are on UTC).
// Tests that need a later hour move their client's clock by a fixed amount from here.
const startAt = '2026-03-10T02:30:00Z';
const today = startAt.slice(0, 10);

beforeAll(async () => {
  s = await startSandbox({startAt});
  const {data: created} = await s.control().POST('/_sandbox/clients');
  auth = {username: created!.client_uuid, password: created!.secret_key};
  hashKey = created!.hash_key;
  clientUuid = created!.client_uuid;
});
afterAll(() => s?.close());

/** What arrived in an inbox, once the sandbox has sent everything due. */
async function messages(name: string, as = auth): Promise<Loose[]> {
  await s.drain();
  const {data} = await s.control(as).GET('/_sandbox/inbox/{name}', {params: {path: {name}}});
  return data!.messages;
}

async function clockNow(as = auth): Promise<number> {
  return Date.parse((await s.control(as).GET('/_sandbox/settings')).data!.clock.now);
}

/** Moves the clock, then waits for the deliveries it made due to be sent (the answer does not wait for them). */
async function advance(seconds: number, as = auth) {
  const answer = await s.control(as).POST('/_sandbox/clock/advance', {body: {seconds}});
  await s.drain();
  return answer;
}

/** Links a user to an API source as a reader does: the authorizer's link, then Allow on the consent page. */
async function linkThroughConsent(userId: string, source: string, as = auth) {
  const authorizer = await s.call('getDataSourceAuthorizer', `/api/v1/user_id/${userId}/data_source/${source}/authorizer`, {auth: as});
  const allowed = await s.fetch(authorizer.json.authorization_url, {
    auth: null,
    raw: 'decision=allow',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
  });
  expect(allowed.status).toBe(303);
}

/** The dates (in the user's UTC) of the physical summaries among these messages. */
function physicalDays(data: Loose[]): Set<string> {
  return new Set(
    data
      .filter((m) => m.body.data_structure === 'physical_summary')
      .map((m) => m.body.physical_health.summary.physical_summary.metadata.datetime_string.slice(0, 10)),
  );
}

async function checkAgainstContract(message: Loose, kind: 'dataWebhook' | 'notificationWebhook') {
  const api: Loose = (await loadContracts()).api;
  const schema = api.webhooks[kind].post.requestBody.content['application/json'].schema;
  expect(validate(schema, message.body), JSON.stringify(message.body).slice(0, 200)).toBeNull();
  const datetime = kind === 'notificationWebhook' ? message.body.datetime : signedDatetimeOf(message.body);
  expect(message.headers['x-rook-hash']).toBe(sign(hashKey, message.body.client_uuid, message.body.user_id, datetime));
}

function signedDatetimeOf(document: Loose): string {
  const own = document.user_information ?? document.health_score_data;
  const pillar: Loose = own
    ? {x: own}
    : Object.values<Loose>(document[['physical_health', 'sleep_health', 'body_health'].find((k) => document[k])!])[0]!;
  const item = Object.values<Loose>(pillar)[0]!;
  return (Array.isArray(item) ? item[0] : item).metadata.datetime_string;
}

describe('signature', () => {
  it('matches ROOK’s published test vector', async () => {
    // HMAC-SHA256 of "ROOK" keyed with "ROOK_Secret_Key", as ROOK publishes it, split across the three parts.
    expect(sign('ROOK_Secret_Key', 'RO', 'OK', '')).toBe('382da6381717a0fdfeba9ef922041df3ea8db97bbd2d20af21e216bdd1e6096b');
  });
});

describe('deliveries', () => {
  it('brings only the pre-existing days on a link before the day’s first partial summary (04:00)', async () => {
    const {data: created} = await s.control().POST('/_sandbox/clients');
    const early = {username: created!.client_uuid, password: created!.secret_key};
    await s.control(early).PATCH('/_sandbox/settings', {body: {data_webhook_url: inbox('early')}});
    expect(new Date(await clockNow(early)).toISOString()).toMatch(new RegExp(`^${today}T0[23]:`));
    await linkThroughConsent('early-bird', 'Garmin', early);
    await advance(0, early);
    const days = physicalDays(await messages('early', early));
    // 7 pre-existing days for an API source (ROOK: 7 days of history on link), and nothing of today yet.
    expect(days.size).toBe(7);
    expect(days.has(today)).toBe(false);
  });

  it('sends notifications and pre-existing data on link, then partial and final summaries as the clock moves', async () => {
    // From 02:30 to 10:30: today's 04:00 and 08:00 partial physical summaries are due; the last comes at 20:00.
    await advance(8 * 3600);
    const settings = await s.control(auth).PATCH('/_sandbox/settings', {
      body: {data_webhook_url: inbox('data-1'), notification_webhook_url: inbox('notes-1')},
    });
    expect(settings.data).toMatchObject({data_webhook_url: inbox('data-1'), notification_webhook_url: inbox('notes-1'), hash_key: hashKey});

    await linkThroughConsent('hooked', 'Garmin');
    await advance(0);

    const notes = await messages('notes-1');
    expect(notes.map((m) => m.body.notification_type)).toEqual(['user_created', 'data_source_linked']);
    for (const note of notes) await checkAgainstContract(note, 'notificationWebhook');

    const data = await messages('data-1');
    for (const message of data) await checkAgainstContract(message, 'dataWebhook');
    const days = physicalDays(data);
    // Today (its 04:00 and 08:00 partials) plus 7 pre-existing days for an API source (ROOK: 7 days of history on link).
    expect(days.size).toBe(8);
    expect(days.has(today)).toBe(true);
    expect(data.some((m) => m.body.data_structure === 'sleep_summary')).toBe(true);

    const now = await clockNow();
    expect(new Date(now).toISOString().slice(0, 10)).toBe(today);
    const todays = () =>
      messages('data-1').then((all) =>
        all.filter(
          (m) =>
            m.body.data_structure === 'physical_summary' &&
            m.body.physical_health.summary.physical_summary.metadata.datetime_string.startsWith(today),
        ),
      );
    const before = await todays();
    // To the next 4-hour mark (the user is on UTC), then past local midnight and the 15-minute hold.
    const nextMark = Math.ceil((now % 86_400_000) / 14_400_000 + 1e-9) * 14_400_000 - (now % 86_400_000);
    await advance(Math.ceil(nextMark / 1000) + 1);
    const after = await todays();
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)!.body.document_version).toBeGreaterThan(before.at(-1)?.body.document_version ?? 0);
    await advance(86_400);
    const final = await todays();
    const versions = final.map((m) => m.body.document_version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    const last = final.at(-1)!.body.physical_health.summary.physical_summary;
    const firstSeen = final[0]!.body.physical_health.summary.physical_summary;
    expect(last.distance.steps_int).toBeGreaterThanOrEqual(firstSeen.distance.steps_int);

    const {data: deliveries} = await s
      .control(auth)
      .GET('/_sandbox/deliveries', {params: {query: {kind: 'data', status: 'delivered', limit: 5}}});
    expect(deliveries!.deliveries).toHaveLength(5);
    expect(deliveries!.deliveries[0]!.attempts[0]!.status).toBe(200);
  });

  it('sends steps events every hour with a rising total, and one ROOK Score a day after the day’s summaries, by webhook only', async () => {
    await s.control(auth).POST('/_sandbox/reset');
    await s.control(auth).PATCH('/_sandbox/settings', {body: {data_webhook_url: inbox('walker'), notification_webhook_url: null}});
    // Apple Health sends steps events and all three summaries (core/data/dataSources.ts).
    await s
      .control(auth)
      .POST('/_sandbox/users/{user_id}/sdk_sources', {params: {path: {user_id: 'walker'}}, body: {data_source: 'Apple Health'}});
    // The reset put the clock back on the sandbox's: today, a few minutes past 02:30.
    const tomorrow = '2026-03-11';
    await advance(2 * 86_400);
    const data = await messages('walker');
    for (const message of data) await checkAgainstContract(message, 'dataWebhook');

    const steps = data.filter((m) => m.body.data_structure === 'steps_event');
    const event = (m: Loose) => m.body.physical_health.events.steps_event[0] as Loose;
    expect(steps.every((m) => m.body.physical_health.events.steps_event.length === 1)).toBe(true);
    // A whole day on the clock: one update every hour from 07:00 to 22:00 (the user is on UTC), the total rising.
    const day = steps.filter((m) => event(m).metadata.datetime_string.startsWith(tomorrow));
    expect(day.map((m) => event(m).metadata.datetime_string.slice(11, 13))).toEqual(
      Array.from({length: 16}, (_, i) => String(7 + i).padStart(2, '0')),
    );
    const totals = day.map((m) => event(m).accumulated_steps_int as number);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(totals[0]).toBeLessThan(totals.at(-1)!);
    expect(day.map((m) => m.body.document_version)).toEqual(Array.from({length: 16}, (_, i) => i + 1));
    // Steps are today's only: the link brings 29 days of summaries but no past steps events.
    expect(steps.filter((m) => event(m).metadata.datetime_string.slice(0, 10) < today)).toEqual([]);
    const summaryDays = data
      .filter((m) => m.body.data_structure === 'physical_summary')
      .map((m) => m.body.physical_health.summary.physical_summary.metadata.datetime_string.slice(0, 10));
    expect(new Set(summaryDays.filter((date) => date < today)).size).toBe(29);

    const scores = data.filter((m) => m.body.data_structure === 'health_score');
    const scoreDates = scores.map((m) => m.body.health_score_data.metadata.datetime_string.slice(0, 10));
    expect(new Set(scoreDates).size).toBe(scoreDates.length);
    expect(scoreDates).toContain(today);
    // Today's score follows today's final physical summary.
    const isTodays = (m: Loose, structure: string) =>
      m.body.data_structure === structure && JSON.stringify(m.body).includes(`"datetime_string":"${today}T00:00:00`);
    const finalSummary = data.map((m) => isTodays(m, 'physical_summary')).lastIndexOf(true);
    expect(finalSummary).toBeGreaterThan(-1);
    expect(data.findIndex((m) => isTodays(m, 'health_score'))).toBeGreaterThan(finalSummary);
    for (const {body} of scores) {
      const score = body.health_score_data;
      const pillars = [score.physical_health_score, score.sleep_health_score, score.body_health_score];
      expect(pillars.every((pillar) => typeof pillar.pillar_score_int === 'number')).toBe(true);
      expect(score.global_score_int).toBe(Math.round(pillars.reduce((sum, pillar) => sum + pillar.pillar_score_int, 0) / 3));
      expect(score.metadata.sources_of_data_array).toEqual(['Apple Health']);
    }

    // No endpoint serves them.
    for (const path of ['/v2/processed_data/physical_health/events/steps', '/v2/processed_data/health_score']) {
      expect((await s.fetch(`${path}?user_id=walker&date=${today}`, {auth})).status).toBe(404);
    }
  });

  it('retries after 2, 24 and 48 hours of sandbox time, then rejects, notifies and resends the real count', async () => {
    await s.control(auth).POST('/_sandbox/reset');
    await s.control(auth).PATCH('/_sandbox/settings', {
      body: {data_webhook_url: `${inbox('down')}?respond_with=503`, notification_webhook_url: inbox('notes-2')},
    });
    // Dexcom sends only blood glucose events: one document per pre-existing day keeps the numbers small.
    await linkThroughConsent('failing', 'Dexcom');
    await advance(0);
    const listed = (status: 'pending' | 'rejected') =>
      s.control(auth).GET('/_sandbox/deliveries', {params: {query: {kind: 'data', status, limit: 500}}});
    const pending = (await listed('pending')).data!.deliveries.filter((d) => d.user_id === 'failing');
    expect(pending.length).toBeGreaterThanOrEqual(7);
    const sample = pending[0]!;
    expect(sample.attempts).toHaveLength(1);
    expect(sample.attempts[0]!.status).toBe(503);
    const firstTry = Date.parse(sample.attempts[0]!.at);
    expect(Date.parse(sample.next_attempt_at!) - firstTry).toBe(2 * 3_600_000);

    await advance(73 * 3600);
    const rejected = (await listed('rejected')).data!.deliveries.filter((d) => d.user_id === 'failing');
    const one = rejected.find((d) => d.id === sample.id)!;
    expect(one.attempts.map((a) => Date.parse(a.at) - firstTry)).toEqual([0, 2, 24, 48].map((h) => h * 3_600_000));
    expect(one.next_attempt_at).toBeNull();

    const notes = await messages('notes-2');
    const rejectedNotes = notes.filter((m) => m.body.notification_type === 'rejected_information');
    expect(rejectedNotes.length).toBe(rejected.length);
    for (const note of rejectedNotes.slice(0, 3)) await checkAgainstContract(note, 'notificationWebhook');

    const dates = rejected.map((d) => signedDatetimeOf(d.payload).slice(0, 10)).sort();
    const [start, finish] = [dates[0], dates.at(-1)];
    await s.control(auth).PATCH('/_sandbox/settings', {body: {data_webhook_url: inbox('fixed')}});
    const wrong = await s.call('resendRejectedNotifications', '/api/v2/resend_rejected_notifications', {
      auth,
      body: {start: '2026-02-10', finish: '2026-02-01'},
    });
    expect(wrong.json).toMatchObject({error: 'The dates are wrong'});
    const oneDay = await s.call('resendRejectedNotifications', '/api/v2/resend_rejected_notifications', {
      auth,
      body: {start, finish: start},
    });
    expect(oneDay.json.total_docs_to_resend).toBe(dates.filter((d: string) => d === start).length);
    const resend = await s.call('resendRejectedNotifications', '/api/v2/resend_rejected_notifications', {auth, body: {start, finish}});
    expect(resend.json).toEqual({
      message: 'Rejected notifications queued for resend',
      total_docs_to_resend: rejected.length - oneDay.json.total_docs_to_resend,
    });
    await advance(0);
    expect((await messages('fixed')).length).toBe(rejected.length);
    const again = await s.call('resendRejectedNotifications', '/api/v2/resend_rejected_notifications', {auth, body: {start, finish}});
    expect(again.json.total_docs_to_resend).toBe(0);
  });

  it('notifies unlinks and failed extractions', async () => {
    const control = s.control(auth);
    const path = {user_id: 'noted'};
    await control.PATCH('/_sandbox/settings', {body: {data_webhook_url: null, notification_webhook_url: inbox('notes-3')}});
    await control.POST('/_sandbox/users/{user_id}/sdk_sources', {params: {path}, body: {data_source: 'Android'}});
    const failure = await control.POST('/_sandbox/users/{user_id}/extraction_failures', {
      params: {path},
      body: {data_source: 'Android', reason: 'permission_missing'},
    });
    expect(failure.data).toEqual({message: 'Extraction failure notified'});
    const notLinked = await control.POST('/_sandbox/users/{user_id}/extraction_failures', {
      params: {path},
      body: {data_source: 'Garmin', reason: 'token_expired'},
    });
    expect(notLinked.response.status).toBe(422);
    await s.call('revokeDataSource', '/api/v1/user_id/noted/data_sources/revoke_auth', {auth, body: {data_source: 'Android'}});
    await advance(0);
    const notes = await messages('notes-3');
    expect(notes.map((m) => m.body.notification_type)).toEqual([
      'user_created',
      'data_source_linked',
      'failed_extraction',
      'data_source_unlinked',
    ]);
    for (const note of notes) await checkAgainstContract(note, 'notificationWebhook');
  });

  it('loses no pre-existing data when users link while the clock ticks', async () => {
    await s.control(auth).POST('/_sandbox/reset');
    await s.control(auth).PATCH('/_sandbox/settings', {body: {data_webhook_url: inbox('crowd')}});
    // Each link's own tick, and the extra ticks, run while other users' links are being written.
    const users = Array.from({length: 12}, (_, i) => `crowd-${i}`);
    await Promise.all([...users.map((user) => linkThroughConsent(user, 'Dexcom')), ...users.map(() => advance(0))]);
    await advance(0);
    const received = await messages('crowd');
    for (const user of users) {
      const days = new Set(received.filter((m) => m.body.user_id === user).map((m) => signedDatetimeOf(m.body).slice(0, 10)));
      // Dexcom is an API source: 7 pre-existing days of history, each with its glucose events.
      expect(
        [...days].filter((day) => day < today),
        user,
      ).toHaveLength(7);
    }
  });

  it('changes no setting when one of the two URLs is bad', async () => {
    await s.control(auth).PATCH('/_sandbox/settings', {body: {data_webhook_url: inbox('kept')}});
    const bad = await s.control(auth).PATCH('/_sandbox/settings', {
      // Matches the contract's pattern, but is no URL.
      body: {data_webhook_url: inbox('other'), notification_webhook_url: 'http://[oops'},
    });
    expect(bad.response.status).toBe(422);
    expect(bad.error.detail).toContain('notification_webhook_url is not a valid URL');
    const settings = await s.control(auth).GET('/_sandbox/settings');
    expect(settings.data!.data_webhook_url).toBe(inbox('kept'));
  });

  it('resets a client to no users, no deliveries and no clock offset', async () => {
    const reset = await s.control(auth).POST('/_sandbox/reset');
    expect(reset.data).toEqual({message: 'Sandbox reset'});
    const settings = await s.control(auth).GET('/_sandbox/settings');
    expect(settings.data).toMatchObject({
      client_uuid: clientUuid,
      data_webhook_url: null,
      notification_webhook_url: null,
      clock: {offset_seconds: 0},
    });
    expect((await s.control(auth).GET('/_sandbox/deliveries')).data!.deliveries).toEqual([]);
    expect((await s.call('getAuthorizedDataSourcesV2', '/api/v2/user_id/hooked/data_sources/authorized', {auth})).status).toBe(422);
  });
});
