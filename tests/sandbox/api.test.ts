// ROOK API behaviour of the sandbox over HTTP: auth, ROOK's validation rules
// and error messages, the demo fixtures, users and their status.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadContracts, successExample} from '../../sandbox/contract/operations';
import type {SandboxControl} from '../../core/contract/sandbox-client';
import {dataOf, startSandbox, type TestSandbox} from './support';

let s: TestSandbox;
beforeAll(async () => {
  s = await startSandbox({startAt: '2026-03-10T10:30:00Z'});
});
/** The sandbox's date: it starts at 10:30 UTC, hours from either end of the day, and no test here moves the demo client's clock. */
const today = '2026-03-10';
afterAll(() => s?.close());

const q = (userId: string, date: string) => `?user_id=${encodeURIComponent(userId)}&date=${encodeURIComponent(date)}`;

describe('basic authentication', () => {
  it('answers 401 with the contract message for a wrong, missing or malformed pair', async () => {
    for (const auth of [{username: 'demoClientUUID', password: 'nope'}, null, {username: 'someone', password: 'demoClientSecret'}]) {
      const answer = await s.call('getAuthorizedDataSourcesV2', '/api/v2/user_id/demoUserId/data_sources/authorized', {auth});
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({
        error: 'The client_uuid or password are incorrect',
        exception: 'Unauthorized',
        path: '/api/v2/user_id/demoUserId/data_sources/authorized',
        method: 'GET',
      });
    }
    const garbage = await s.fetch('/api/v2/user_id/demoUserId/data_sources/authorized', {
      auth: null,
      headers: {authorization: 'Basic %%%'},
    });
    expect(garbage.status).toBe(401);
  });

  it('challenges a wrong pair with WWW-Authenticate, except for a script that asks not to be (the try-it console)', async () => {
    const path = '/api/v2/user_id/demoUserId/data_sources/authorized';
    const plain = await s.fetch(path, {auth: {username: 'demoClientUUID', password: 'nope'}});
    expect(plain.status).toBe(401);
    expect(plain.headers.get('www-authenticate')).toBe('Basic realm="ROOK sandbox"');
    const script = await s.fetch(path, {
      auth: {username: 'demoClientUUID', password: 'nope'},
      headers: {'x-requested-with': 'XMLHttpRequest'},
    });
    expect(script.status).toBe(401);
    expect(script.headers.get('www-authenticate')).toBeNull();
  });

  it('checks credentials before validating the request', async () => {
    const answer = await s.call('getPhysicalSummary', '/v2/processed_data/physical_health/summary?date=bad', {auth: null});
    expect(answer.status).toBe(401);
  });

  it('keeps clients apart: a new client sees none of the demo users', async () => {
    const {data: created, response} = await s.control().POST('/_sandbox/clients');
    expect(response.status).toBe(201);
    const own = {username: created!.client_uuid, password: created!.secret_key};
    const answer = await s.call('getAuthorizedDataSourcesV2', '/api/v2/user_id/demoUserId/data_sources/authorized', {auth: own});
    expect(answer.json).toEqual({detail: 'user_id does not exist'});
    await s.call('getDataSourceAuthorizer', '/api/v1/user_id/shared-name/data_source/Oura/authorizer', {auth: own});
    const demoView = await s.call('getAuthorizedDataSourcesV1', '/api/v1/user_id/shared-name/data_sources/authorized');
    expect(demoView.status).toBe(422);
  });
});

describe('processed data', () => {
  it('answers the contract examples exactly for demoUserId on 2022-10-28', async () => {
    const {operations} = await loadContracts();
    const processed = [...operations.values()].filter((op) => op.path.startsWith('/v2/processed_data/'));
    expect(processed.length).toBe(17);
    for (const operation of processed) {
      const answer = await s.call(operation.operationId, `${operation.path}${q('demoUserId', '2022-10-28')}`);
      expect(answer.status, operation.operationId).toBe(200);
      expect(answer.json, operation.operationId).toEqual(successExample(operation));
    }
  });

  it('generates plausible, deterministic documents for other days', async () => {
    const first = await s.call('getPhysicalSummary', `/v2/processed_data/physical_health/summary${q('demoUserId', '2022-10-20')}`);
    const again = await s.call('getPhysicalSummary', `/v2/processed_data/physical_health/summary${q('demoUserId', '2022-10-20')}`);
    expect(first.status).toBe(200);
    expect(again.json).toEqual(first.json);
    const summary = first.json.physical_health.summary.physical_summary;
    expect(summary.metadata.datetime_string).toBe('2022-10-20T00:00:00.000000-05:00');
    expect(summary.metadata.sources_of_data_array).toEqual(['Garmin', 'Oura', 'Apple Health']);
    expect(summary.distance.steps_int).toBeGreaterThan(9840 * 0.8);
    expect(summary.distance.steps_int).toBeLessThan(9840 * 1.2);
    const hr = summary.heart_rate;
    expect(hr.hr_minimum_bpm_int).toBeLessThanOrEqual(hr.hr_avg_bpm_int);
    expect(hr.hr_avg_bpm_int).toBeLessThanOrEqual(hr.hr_maximum_bpm_int);
    const other = await s.call('getPhysicalSummary', `/v2/processed_data/physical_health/summary${q('demoUserId', '2022-10-21')}`);
    expect(other.json.physical_health.summary.physical_summary.distance.steps_int).not.toBe(summary.distance.steps_int);
  });

  it('answers 204 for a day without data, 422 for a bad date or an unknown user', async () => {
    const none = await s.call('getSleepSummary', `/v2/processed_data/sleep_health/summary${q('demo-user-2', '2022-10-20')}`);
    expect(none.status).toBe(204);
    expect(none.text).toBe('');
    for (const date of ['2022-1-20', '2022-02-30', '20221028', '']) {
      const bad = await s.call('getSleepSummary', `/v2/processed_data/sleep_health/summary${q('demoUserId', date)}`);
      expect(bad.status).toBe(422);
      expect(bad.json).toEqual({detail: 'Invalid date format, expected YYYY-MM-DD'});
    }
    const unknown = await s.call('getBodySummary', `/v2/processed_data/body_health/summary${q('nobody', '2022-10-28')}`);
    expect(unknown.json).toEqual({detail: 'user_id does not exist'});
    const traversal = await s.call('getBodySummary', `/v2/processed_data/body_health/summary${q('../etc/passwd', '2022-10-28')}`);
    expect(traversal.status).toBe(422);
    expect(traversal.json.detail).toBe('user_id must be 1 to 50 letters, digits or hyphens');
    const missing = await s.call('getBodySummary', '/v2/processed_data/body_health/summary?date=2022-10-28');
    expect(missing.json).toEqual({detail: 'user_id query parameter is required'});
  });
});

describe('errors every route shares', () => {
  it('answers unknown URLs with 404 in the Error shape', async () => {
    for (const path of ['/nope', '/api/v3/anything', '/api/v1/user_id/demoUserId/time_zone/extra']) {
      const answer = await s.fetch(path);
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({error: 'Requested URL not found', exception: 'NotFound'});
    }
    // A user_id that cannot be one is a user that does not exist, as the authorized-sources calls answer.
    const traversal = await s.fetch('/api/v1/user_id/..%2F..%2Fetc/data_sources/authorized');
    expect(traversal.status).toBe(422);
    expect(traversal.json).toEqual({detail: 'user_id does not exist'});
    const traversalElsewhere = await s.fetch('/api/v1/user_id/..%2F..%2Fetc/time_zone', {body: {time_zone: 'UTC'}});
    expect(traversalElsewhere.status).toBe(404);
    const badEncoding = await s.fetch('/api/v1/user_id/%E0%A4%A/data_sources/authorized');
    expect(badEncoding.status).toBe(404);
  });

  it('rejects a body that is not JSON, malformed JSON, a missing body and an oversized body', async () => {
    const path = '/api/v1/user_id/demoUserId/time_zone';
    const asText = await s.call('updateUserTimeZone', path, {raw: 'time_zone=x', headers: {'content-type': 'text/plain'}});
    expect(asText.json).toEqual({error: 'Content-Type not supported!', exception: 'UnsupportedMediaType', path, method: 'POST'});
    const asForm = await s.call('updateUserTimeZone', path, {raw: 'a=b', headers: {'content-type': 'application/x-www-form-urlencoded'}});
    expect(asForm.json.error).toBe('Content-Type not supported!');
    const malformed = await s.call('updateUserTimeZone', path, {raw: '{"time_zone": ', headers: {'content-type': 'application/json'}});
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toBe('The body is not valid JSON');
    const invalidUtf8 = await s.call('updateUserTimeZone', path, {
      raw: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      headers: {'content-type': 'application/json'},
    });
    expect(invalidUtf8.status).toBe(400);
    const missing = await s.call('updateUserTimeZone', path, {method: 'POST'});
    expect(missing.json).toEqual({error: 'Request body is required', exception: 'BadRequest', path, method: 'POST'});
    const huge = await s.fetch('/api/v2/user-information', {
      raw: `{"user_id":"x","pad":"${'a'.repeat(1_100_000)}"}`,
      headers: {'content-type': 'application/json'},
    });
    expect(huge.status).toBe(413);
    expect(huge.json.exception).toBe('PayloadTooLarge');
  });
});

describe('users', () => {
  it('shows one user with its linked sources, the clock and its local time (getSandboxUser), and 404 for a user it does not have', async () => {
    const created = dataOf(await s.control(null).POST('/_sandbox/clients'));
    const control = s.control({username: created.client_uuid, password: created.secret_key});
    const getUser = (as: SandboxControl, userId: string) => as.GET('/_sandbox/users/{user_id}', {params: {path: {user_id: userId}}});
    await control.POST('/_sandbox/users/{user_id}/sdk_sources', {
      params: {path: {user_id: 'tokyo-1'}},
      body: {data_source: 'Apple Health', time_zone: 'Asia/Tokyo'},
    });
    const answer = await getUser(control, 'tokyo-1');
    expect(answer.response.status).toBe(200);
    const user = dataOf(answer);
    const listed = dataOf(await control.GET('/_sandbox/users')).users[0];
    const settings = dataOf(await control.GET('/_sandbox/settings'));
    // The same user as the list shows, with the client's clock and the user's wall clock at that instant (Tokyo is 9 hours ahead of UTC).
    const {clock, local_time: localTime, ...shown} = user;
    expect(shown).toEqual(listed);
    expect(clock.offset_seconds).toBe(settings.clock.offset_seconds);
    expect(Date.parse(clock.now)).toBeGreaterThanOrEqual(Date.parse(settings.clock.now) - 60_000);
    expect(localTime).toMatch(/^2026-03-10T19:\d{2}:\d{2}\.\d{6}\+09:00$/);
    expect(Date.parse(localTime)).toBe(Date.parse(clock.now));
    expect(user.data_sources.map((link) => link.data_source)).toEqual(['Apple Health']);

    const missing = await getUser(control, 'nobody');
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({exception: 'NotFound', path: '/_sandbox/users/nobody', method: 'GET'});
    // Another client's user is not this client's.
    expect((await getUser(s.control(), 'tokyo-1')).response.status).toBe(404);
  });

  it('stores the time zone only when the offset matches the zone now', async () => {
    const path = '/api/v1/user_id/demo-user-2/time_zone';
    const wrong = await s.call('updateUserTimeZone', path, {body: {time_zone: 'America/Mexico_City', offset: '+01:00'}});
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatch(/^The offset does not match the time zone/);
    const unknownZone = await s.call('updateUserTimeZone', path, {body: {time_zone: 'Mars/Olympus_Mons', offset: '+00:00'}});
    expect(unknownZone.json.error).toBe('time_zone Mars/Olympus_Mons is not a known IANA time zone');
    const badPattern = await s.call('updateUserTimeZone', path, {body: {time_zone: 'America/Mexico_City', offset: '-6'}});
    expect(badPattern.status).toBe(400);
    const ok = await s.call('updateUserTimeZone', path, {body: {time_zone: 'Asia/Tokyo', offset: '+09:00'}});
    expect(ok.json).toEqual({message: 'Time zone updated'});
    const unknownUser = await s.call('updateUserTimeZone', '/api/v1/user_id/nobody/time_zone', {
      body: {time_zone: 'Asia/Tokyo', offset: '+09:00'},
    });
    expect(unknownUser.status).toBe(404);
  });

  it('creates the user on createUserInformation and shows the information in user info', async () => {
    const created = await s.call('createUserInformation', '/api/v2/user-information', {
      body: {
        datetime: '2026-01-05T08:00:00.000000+00:00',
        user_id: 'info-user',
        height_cm_int: 181,
        weight_kg_float: 77.5,
        sex_string: 'male',
        date_of_birth_string: '1988-02-03',
        unknown_field: 1,
      },
    });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({message: 'User information created'});
    const info = await s.call('getUserInfo', `/v2/processed_data/user/info${q('info-user', '2026-01-06')}`);
    expect(info.status).toBe(200);
    expect(info.json.user_information.user_body_metrics).toEqual({height_cm_int: 181, weight_kg_float: 77.5});
    expect(info.json.user_information.user_demographics).toMatchObject({sex_string: 'male', date_of_birth_string: '1988-02-03'});
    // The same information again answers the same; a newer weight replaces the old one, the rest stays.
    const body = {datetime: '2026-01-05T08:00:00.000000+00:00', user_id: 'info-user', weight_kg_float: 77.5};
    expect((await s.call('createUserInformation', '/api/v2/user-information', {body})).status).toBe(201);
    const newer = {...body, datetime: '2026-01-06T08:00:00.000000+00:00', weight_kg_float: 76.9};
    expect((await s.call('createUserInformation', '/api/v2/user-information', {body: newer})).status).toBe(201);
    const updated = await s.call('getUserInfo', `/v2/processed_data/user/info${q('info-user', '2026-01-07')}`);
    expect(updated.json.user_information.user_body_metrics).toEqual({height_cm_int: 181, weight_kg_float: 76.9});
    for (const body of [
      {user_id: 'x'},
      {datetime: 'yesterday', user_id: 'x'},
      {datetime: '2026-01-05T08:00:00Z', user_id: 'x', height_cm_int: '181'},
      {datetime: '2026-01-05T08:00:00Z', user_id: 'x', sex_string: 'other'},
    ]) {
      const bad = await s.call('createUserInformation', '/api/v2/user-information', {body});
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expect(bad.json.detail).toMatch(/^Unprocessable Content: /);
    }
    const noBody = await s.call('createUserInformation', '/api/v2/user-information', {method: 'POST'});
    expect(noBody.status).toBe(422);
  });

  it('lists users with status, totals and pagination as of up_to_date', async () => {
    const answer = await s.call('getUsersStatus', `/api/v1/client/users/status?up_to_date=${today}`);
    expect(answer.status).toBe(200);
    const demoUser = answer.json.users.find((u: {user_id: string}) => u.user_id === 'demoUserId');
    expect(demoUser).toMatchObject({active: true, user_creation_date: '2022-09-14'});
    expect(demoUser.data_sources.map((d: {source_name: string}) => d.source_name)).toEqual(['Garmin', 'Oura', 'Apple Health']);
    expect(answer.json.pagination).toMatchObject({page: 1, users_per_page: 500, links: {prev_url: null, next_url: null}});
    expect(answer.json.total_created_users).toBe(answer.json.users.length);
    const future = await s.call('getUsersStatus', '/api/v1/client/users/status?up_to_date=2999-01-01');
    expect(future.json).toEqual({detail: 'up_to_date cannot be in the future'});
    const old = await s.call('getUsersStatus', '/api/v1/client/users/status?up_to_date=2022-10-28');
    expect(old.json).toEqual({detail: 'up_to_date cannot be more than 6 months in the past'});
    const badPage = await s.call('getUsersStatus', `/api/v1/client/users/status?up_to_date=${today}&page=0`);
    expect(badPage.status).toBe(400);
    const beyond = await s.call('getUsersStatus', `/api/v1/client/users/status?up_to_date=${today}&page=2`);
    expect(beyond.json.users).toEqual([]);
    expect(beyond.json.pagination.links.prev_url).toBe(`/api/v1/client/users/status?up_to_date=${today}&page=1`);
  });

  it('pages through more than one page of users', async () => {
    const {data: created} = await s.control().POST('/_sandbox/clients');
    const auth = {username: created!.client_uuid, password: created!.secret_key};
    const ids = Array.from({length: 503}, (_, i) => `user-${i}`);
    for (let i = 0; i < ids.length; i += 25) {
      await Promise.all(
        ids
          .slice(i, i + 25)
          .map((id) => s.fetch('/api/v2/user-information', {auth, body: {datetime: '2026-01-05T08:00:00Z', user_id: id}})),
      );
    }
    const first = await s.call('getUsersStatus', `/api/v1/client/users/status?up_to_date=${today}`, {auth});
    expect(first.json.pagination).toMatchObject({total: 503, total_pages: 2, page: 1});
    expect(first.json.users).toHaveLength(500);
    expect(first.json.pagination.links.next_url).toBe(`/api/v1/client/users/status?up_to_date=${today}&page=2`);
    const second = await s.call('getUsersStatus', first.json.pagination.links.next_url, {auth});
    expect(second.json.users).toHaveLength(3);
    expect(second.json.pagination.links.next_url).toBeNull();
    expect(second.json.total_active_users).toBe(0);
  });
});
