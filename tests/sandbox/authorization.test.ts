// Connecting sources as a reader lives it: authorizer → consent page → redirect,
// then v1/v2 authorized, revoke (Withings included), SDK links and logos.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type TestSandbox} from './support';

let s: TestSandbox;
let auth: {username: string; password: string};
let clientUuid: string;
beforeAll(async () => {
  s = await startSandbox({startAt: '2026-03-10T10:30:00Z'});
  const {data: created} = await s.control().POST('/_sandbox/clients');
  auth = {username: created!.client_uuid, password: created!.secret_key};
  clientUuid = created!.client_uuid;
});
afterAll(() => s?.close());

const authorizer = (user: string, source: string, query = '') =>
  s.call('getDataSourceAuthorizer', `/api/v1/user_id/${user}/data_source/${source}/authorizer${query}`, {auth});
const tokenPath = (url: string) => new URL(url).pathname.replace('/sandbox', '');

/** A user's connections page, by the URL listSandboxUsers gives (it carries the page's token). */
async function connectionsPage(user: string): Promise<string> {
  const {data} = await s.control(auth).GET('/_sandbox/users');
  return tokenPath(data!.users.find((u) => u.user_id === user)!.connections_url);
}

async function consent(url: string, decision: 'allow' | 'deny') {
  return s.fetch(url, {auth: null, raw: `decision=${decision}`, headers: {'content-type': 'application/x-www-form-urlencoded'}});
}

describe('authorization flow', () => {
  it('creates the user on the authorizer call, then connects it through the consent page', async () => {
    const unknown = await s.call('getAuthorizedDataSourcesV2', '/api/v2/user_id/reader-1/data_sources/authorized', {auth});
    expect(unknown.json).toEqual({detail: 'user_id does not exist'});

    const first = await authorizer('reader-1', 'Garmin', '?redirect_url=https://app.example.com/done');
    expect(first.json).toMatchObject({data_source: 'Garmin', authorized: false});
    expect(first.json.authorization_url).toMatch(new RegExp(`^${s.base}/connect/[a-f0-9]{32}$`));

    const page = await s.call('showConsentPage', tokenPath(first.json.authorization_url), {auth: null});
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('ROOK sandbox: a simulation for testing');
    expect(page.text).toMatch(/<button[^>]*value="allow"[^>]*>Allow<\/button>/);
    expect(page.text).toMatch(/<button[^>]*value="deny"[^>]*>Deny<\/button>/);

    const answer = await consent(first.json.authorization_url, 'allow');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`https://app.example.com/done/${clientUuid}/reader-1`);

    const again = await authorizer('reader-1', 'Garmin');
    expect(again.json).toEqual({data_source: 'Garmin', authorized: true, authorization_url: null});
    const v1 = await s.call('getAuthorizedDataSourcesV1', '/api/v1/user_id/reader-1/data_sources/authorized', {auth});
    expect(v1.json.sources).toMatchObject({garmin: true, oura: false, apple_health: false});
    const v2 = await s.call('getAuthorizedDataSourcesV2', '/api/v2/user_id/reader-1/data_sources/authorized', {auth});
    expect(v2.json.find((e: {data_source: string}) => e.data_source === 'Garmin').authorized).toBe(true);
    expect(v2.json.find((e: {data_source: string}) => e.data_source === 'Oura').authorized).toBe(false);

    const reused = await consent(first.json.authorization_url, 'allow');
    expect(reused.status).toBe(404);
  });

  it('answers a malformed consent link with the same page as an unknown one, not a JSON error', async () => {
    for (const [operationId, method] of [
      ['showConsentPage', 'GET'],
      ['decideConsent', 'POST'],
    ] as const) {
      const answer = await s.call(operationId, '/connect/not-a-token', {
        auth: null,
        method,
        ...(method === 'POST' ? {raw: 'decision=allow', headers: {'content-type': 'application/x-www-form-urlencoded'}} : {}),
      });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.text).toContain('Link not valid');
    }
  });

  it('leaves the source unauthorized on Deny and lands on the connections page without redirect_url', async () => {
    const first = await authorizer('reader-2', 'Oura');
    const answer = await consent(first.json.authorization_url, 'deny');
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^/sandbox/connections/${clientUuid}/reader-2/[0-9a-f]{32}$`));
    expect(location).toBe(`/sandbox${await connectionsPage('reader-2')}`);
    const page = await s.call('showConnectionsPage', location.replace('/sandbox', ''), {auth: null});
    expect(page.text).toContain('Connections of reader-2');
    expect(page.text).toMatch(/Oura<\/th><td>Not connected/);
    expect((await authorizer('reader-2', 'Oura')).json.authorized).toBe(false);
  });

  it('gives the waiting link again until it is answered, one per redirect_url, then a new one', async () => {
    const first = (await authorizer('reader-waiting', 'Polar')).json.authorization_url;
    expect((await authorizer('reader-waiting', 'Polar')).json.authorization_url).toBe(first);
    const elsewhere = (await authorizer('reader-waiting', 'Polar', '?redirect_url=https://app.example.com/x')).json.authorization_url;
    expect(elsewhere).not.toBe(first);
    expect((await authorizer('reader-waiting', 'Polar', '?redirect_url=https://app.example.com/x')).json.authorization_url).toBe(elsewhere);
    expect((await authorizer('reader-waiting', 'Oura')).json.authorization_url).not.toBe(first);
    // The connections page offers the same waiting link as the authorizer without redirect_url.
    const page = await s.call('showConnectionsPage', await connectionsPage('reader-waiting'), {auth: null});
    expect(page.text).toContain(`href="${new URL(first).pathname}"`);

    expect((await consent(first, 'deny')).status).toBe(303);
    const next = (await authorizer('reader-waiting', 'Polar')).json.authorization_url;
    expect(next).not.toBe(first);
    // The other link, for another redirect_url, still waits and still works.
    expect((await consent(elsewhere, 'allow')).status).toBe(303);
    expect((await authorizer('reader-waiting', 'Polar')).json).toEqual({data_source: 'Polar', authorized: true, authorization_url: null});
  });

  it('rejects bad redirect URLs, including header injection', async () => {
    for (const url of [
      'http://app.example.com',
      `https://${'a'.repeat(50)}.com`,
      'https://a.io/\r\nSet-Cookie:x=1',
      'https://a b.io',
      'ftp://x',
    ]) {
      const answer = await authorizer('reader-3', 'Polar', `?redirect_url=${encodeURIComponent(url)}`);
      expect(answer.status, url).toBe(422);
      expect(answer.json.detail).toMatch(/^redirect_url must start with https/);
    }
    const bad = await authorizer('reader-3', 'Samsung', '');
    expect(bad.json).toEqual({detail: 'data_source must be one of the allowed data sources'});
  });

  it('lists every authorizer in the deprecated call, for its own client_uuid only', async () => {
    const list = await s.call(
      'getAllDataSourceAuthorizers',
      `/api/v1/client_uuid/${clientUuid}/user_id/reader-1/data_sources/authorizers`,
      {auth},
    );
    expect(list.json.map((e: {name: string}) => e.name)).toEqual(['Dexcom', 'Fitbit', 'Garmin', 'Oura', 'Polar', 'Whoop', 'Withings']);
    expect(list.json.find((e: {name: string}) => e.name === 'Garmin')).toMatchObject({connected: true, authorization_url: null});
    const other = await s.call(
      'getAllDataSourceAuthorizers',
      '/api/v1/client_uuid/c2f4961b-9d3c-4ff0-915e-f70655892b89/user_id/reader-1/data_sources/authorizers',
      {auth},
    );
    expect(other.status).toBe(401);
  });

  it('serves the logos the answers link to', async () => {
    const v2 = await s.call('getAuthorizedDataSourcesV2', '/api/v2/user_id/reader-1/data_sources/authorized', {auth});
    const logo = await s.call('getSourceLogo', tokenPath(v2.json[0].image), {auth: null});
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect((await s.fetch('/logos/nothing.svg', {auth: null})).status).toBe(404);
  });
});

describe('revoke', () => {
  it('unlinks Withings at once and deletes the user, as ROOK does, and shows Withings still listing the link for a while', async () => {
    for (const source of ['Withings', 'Polar']) await consent((await authorizer('reader-4', source)).json.authorization_url, 'allow');
    const pageBefore = await connectionsPage('reader-4');
    const revoked = await s.call('revokeDataSource', '/api/v1/user_id/reader-4/data_sources/revoke_auth', {
      auth,
      body: {data_source: 'Withings'},
    });
    expect(revoked.json).toEqual({message: 'Data source authorization revoked'});
    // The user is gone: its calls answer as for a user that never existed.
    const v1 = await s.call('getAuthorizedDataSourcesV1', '/api/v1/user_id/reader-4/data_sources/authorized', {auth});
    expect(v1.status).toBe(422);
    const again = await s.call('revokeDataSource', '/api/v1/user_id/reader-4/data_sources/revoke_auth', {
      auth,
      body: {data_source: 'Polar'},
    });
    expect(again.status).toBe(404);
    expect((await s.control(auth).GET('/_sandbox/users/{user_id}', {params: {path: {user_id: 'reader-4'}}})).response.status).toBe(404);
    const page = await s.fetch(pageBefore, {auth: null});
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/This user was deleted at ROOK<\/strong> when Withings was revoked/);
    expect(page.text).toMatch(/Withings itself still lists the link until/);
    expect(page.text).not.toMatch(/Connect Polar/);
    // Past the sandbox's longest delay (ROOK's support article: 30 minutes to 2 hours).
    const later = await s.control(auth).POST('/_sandbox/clock/advance', {body: {seconds: 2 * 3600 + 100}});
    expect(later.response.status).toBe(200);
    expect((await s.fetch(pageBefore, {auth: null})).text).not.toMatch(/still lists the link/);
    // The authorizer creates the same user_id again, as a new user with no source.
    const recreated = await authorizer('reader-4', 'Polar');
    expect(recreated.json.authorized).toBe(false);
    const v2 = await s.call('getAuthorizedDataSourcesV2', '/api/v2/user_id/reader-4/data_sources/authorized', {auth});
    expect(v2.json.every((entry: {authorized: boolean}) => !entry.authorized)).toBe(true);
  });

  it('deletes nobody when another source is revoked', async () => {
    await consent((await authorizer('reader-6', 'Polar')).json.authorization_url, 'allow');
    await s.call('revokeDataSource', '/api/v1/user_id/reader-6/data_sources/revoke_auth', {auth, body: {data_source: 'Polar'}});
    const v1 = await s.call('getAuthorizedDataSourcesV1', '/api/v1/user_id/reader-6/data_sources/authorized', {auth});
    expect(v1.json.sources).toMatchObject({polar: false});
  });

  it('revokes SDK sources linked through the control API, and refuses sources outside the enum', async () => {
    const linked = await s.control(auth).POST('/_sandbox/users/{user_id}/sdk_sources', {
      params: {path: {user_id: 'reader-5'}},
      body: {data_source: 'Apple Health', time_zone: 'Europe/Madrid'},
    });
    expect(linked.data).toEqual({user_id: 'reader-5', data_source: 'Apple Health', authorized: true, pre_existing_days: 29});
    const v2 = await s.call('getAuthorizedDataSourcesV2', '/api/v2/user_id/reader-5/data_sources/authorized', {auth});
    expect(v2.json.find((e: {data_source: string}) => e.data_source === 'Apple Health').authorized).toBe(true);
    for (const source of ['Dexcom', 'Samsung Health', 'garmin']) {
      const refused = await s.call('revokeDataSource', '/api/v1/user_id/reader-5/data_sources/revoke_auth', {
        auth,
        body: {data_source: source},
      });
      expect(refused.json).toEqual({detail: 'The source is not an allowed data source'});
    }
    await s.call('revokeDataSource', '/api/v1/user_id/reader-5/data_sources/revoke_auth', {auth, body: {data_source: 'Apple Health'}});
    const after = await s.call('getAuthorizedDataSourcesV1', '/api/v1/user_id/reader-5/data_sources/authorized', {auth});
    expect(after.json.sources.apple_health).toBe(false);
    const unknown = await s.call('revokeDataSource', '/api/v1/user_id/nobody/data_sources/revoke_auth', {
      auth,
      body: {data_source: 'Garmin'},
    });
    expect(unknown.status).toBe(404);
  });

  it('keeps the data of a revoked source for the days it was linked', async () => {
    const today = new Date(Date.parse((await s.control(auth).GET('/_sandbox/settings')).data!.clock.now)).toISOString().slice(0, 10);
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const summary = await s.call('getSleepSummary', `/v2/processed_data/sleep_health/summary?user_id=reader-5&date=${yesterday}`, {auth});
    expect(summary.status).toBe(200);
    expect(summary.json.sleep_health.summary.sleep_summary.metadata.sources_of_data_array).toEqual(['Apple Health']);
  });
});
