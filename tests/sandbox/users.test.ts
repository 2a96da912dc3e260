// listSandboxUsers over HTTP: each client's users with the sources linked now,
// however they were linked (consent page, SDK link), revokes and resets included.
// Every answer is validated against openapi/sandbox.yaml by the harness.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {demoAuth, startSandbox, type TestSandbox} from './support';

let s: TestSandbox;
let auth: {username: string; password: string};
beforeAll(async () => {
  s = await startSandbox({startAt: '2026-03-10T10:30:00Z'});
  const {data: created} = await s.control().POST('/_sandbox/clients');
  auth = {username: created!.client_uuid, password: created!.secret_key};
});
afterAll(() => s?.close());

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

async function users(credentials = auth) {
  const answer = await s.control(credentials).GET('/_sandbox/users');
  expect(answer.response.status).toBe(200);
  return answer.data!.users;
}

describe('listSandboxUsers', () => {
  it('lists the demo client its demo users with their seeded links', async () => {
    const demoUsers = await users(demoAuth);
    const demoUser = demoUsers.find((user) => user.user_id === 'demoUserId');
    expect(demoUser).toEqual({
      user_id: 'demoUserId',
      time_zone: 'America/Mexico_City',
      created_at: '2022-09-14T15:00:00.000Z',
      data_sources: [
        {data_source: 'Garmin', linked_at: '2022-09-14T15:05:00.000Z'},
        {data_source: 'Oura', linked_at: '2022-09-14T15:10:00.000Z'},
        {data_source: 'Apple Health', linked_at: '2022-09-20T18:00:00.000Z'},
      ],
      connections_url: expect.stringMatching(/\/sandbox\/connections\/c2f4961b-9d3c-4ff0-915e-f70655892b89\/demoUserId\/[0-9a-f]{32}$/),
    });
    expect(demoUsers.find((user) => user.user_id === 'demo-user-2')?.data_sources).toEqual([]);
  });

  it('answers an empty list for a new client, and 401 with the contract message for a wrong pair', async () => {
    expect(await users()).toEqual([]);
    const wrong = await s.control({username: auth.username, password: 'wrong'}).GET('/_sandbox/users');
    expect(wrong.response.status).toBe(401);
    expect(wrong.error.error).toBe('The client_uuid or password are incorrect');
  });

  it('lists users created by the authorizer, the consent page and an SDK link, newest first, without revoked sources', async () => {
    const authorizer = await s.call('getDataSourceAuthorizer', '/api/v1/user_id/listed-1/data_source/Garmin/authorizer', {auth});
    expect(authorizer.json.authorized).toBe(false);
    expect(await users()).toMatchObject([{user_id: 'listed-1', time_zone: 'UTC', data_sources: []}]);

    const consent = await s.fetch(authorizer.json.authorization_url, {
      auth: null,
      raw: 'decision=allow',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
    });
    expect(consent.status).toBe(303);
    const linked = await s.control(auth).POST('/_sandbox/users/{user_id}/sdk_sources', {
      params: {path: {user_id: 'listed-2'}},
      body: {data_source: 'Health Connect', time_zone: 'Europe/Madrid'},
    });
    expect(linked.response.status).toBe(200);
    await s
      .control(auth)
      .POST('/_sandbox/users/{user_id}/sdk_sources', {params: {path: {user_id: 'listed-1'}}, body: {data_source: 'Apple Health'}});

    const listed = await users();
    expect(listed.map((user) => user.user_id)).toEqual(['listed-2', 'listed-1']);
    expect(listed[0]).toMatchObject({time_zone: 'Europe/Madrid', data_sources: [{data_source: 'Health Connect'}]});
    expect(listed[1]!.data_sources.map((link) => link.data_source)).toEqual(['Garmin', 'Apple Health']);
    for (const user of listed) {
      expect(user.created_at).toMatch(ISO_UTC);
      for (const link of user.data_sources) expect(link.linked_at).toMatch(ISO_UTC);
    }

    const revoked = await s.call('revokeDataSource', '/api/v1/user_id/listed-1/data_sources/revoke_auth', {
      auth,
      body: {data_source: 'Garmin'},
    });
    expect(revoked.status).toBe(200);
    expect((await users()).find((user) => user.user_id === 'listed-1')?.data_sources.map((link) => link.data_source)).toEqual([
      'Apple Health',
    ]);
  });

  it('keeps clients apart and empties on reset', async () => {
    const {data: other} = await s.control().POST('/_sandbox/clients');
    const otherAuth = {username: other!.client_uuid, password: other!.secret_key};
    expect(await users(otherAuth)).toEqual([]);
    expect((await users(demoAuth)).some((user) => user.user_id.startsWith('listed-'))).toBe(false);

    await s.control(auth).POST('/_sandbox/reset');
    expect(await users()).toEqual([]);
  });
});
