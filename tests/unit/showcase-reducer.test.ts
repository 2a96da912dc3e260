import {describe, expect, it} from 'vitest';
import {connectableSources, type ConnectableSlug} from '../../src/components/showcase/state/connections';
import {
  createInitialState,
  grantedCount,
  showcaseReducer,
  type ShowcaseAction,
  type ShowcaseState,
} from '../../src/components/showcase/state/showcaseReducer';
import {dailyTotals, weekEndingOn} from '../../src/components/showcase/state/summaries';
import {permissionSheets} from '../../core/data/showcasePermissions';
import {sampleDates, sampleSyncTime, sampleToday, sampleUserId} from '../../core/data/showcaseSamples';
import {disconnectWithoutRevoke} from '../../core/data/showcaseSourceNotes';

const run = (actions: ShowcaseAction[], state: ShowcaseState = createInitialState()) => actions.reduce(showcaseReducer, state);

describe('Showcase flows', () => {
  it('starts with Garmin, Withings and Apple Health linked and nothing in progress', () => {
    const state = createInitialState();
    const linked = Object.entries(state.connections)
      .filter(([, c]) => c.linked)
      .map(([slug]) => slug);
    expect(linked.sort()).toEqual(['apple-health', 'garmin', 'withings']);
    expect(state.flow).toEqual({name: 'idle'});
    expect(state.announcement).toBe('');
  });

  it('connects an API source through the authorizer and the consent page', () => {
    let state = run([{type: 'connect', slug: 'oura'}]);
    expect(state.flow).toMatchObject({name: 'authorize', slug: 'oura', authorizer: {data_source: 'Oura', authorized: false}});
    expect(state.lastCall).toMatchObject({method: 'GET', path: `/api/v1/user_id/${sampleUserId}/data_source/Oura/authorizer`});
    expect(state.flow.name === 'authorize' && state.flow.authorizer.authorization_url).toMatch(/^https:\/\//);

    state = run([{type: 'continue-to-provider'}], state);
    expect(state.flow.name).toBe('consent');
    expect(state.connections.oura.linked).toBe(false);

    state = run([{type: 'answer-consent', allow: true}], state);
    expect(state.connections.oura).toMatchObject({linked: true, lastSync: null});
    expect(state.flow).toMatchObject({name: 'returned', authorizer: {authorized: true, authorization_url: null}});
    expect(state.lastCall?.response).toEqual({data_source: 'Oura', authorized: true, authorization_url: null});
    expect(state.announcement).toBe('Oura connected.');

    expect(run([{type: 'close-flow'}], state).flow).toEqual({name: 'idle'});
  });

  it('leaves the source unconnected when the user denies consent', () => {
    const state = run([{type: 'connect', slug: 'polar'}, {type: 'continue-to-provider'}, {type: 'answer-consent', allow: false}]);
    expect(state.connections.polar.linked).toBe(false);
    expect(state.flow).toEqual({name: 'idle'});
    expect(state.announcement).toMatch(/Polar was not connected/);
  });

  it('skips consent for a source that is already authorized', () => {
    const state = run([{type: 'connect', slug: 'garmin'}]);
    expect(state.flow).toMatchObject({name: 'returned', authorizer: {authorized: true, authorization_url: null}});
  });

  it('grants SDK permissions type by type and links the source', () => {
    const total = permissionSheets['health-connect'].types.length;
    let state = run([{type: 'connect', slug: 'health-connect'}]);
    expect(state.flow.name === 'permissions' && Object.values(state.flow.draft).every((v) => !v)).toBe(true);
    state = run(
      [
        {type: 'toggle-permission', id: 'steps'},
        {type: 'toggle-permission', id: 'sleep'},
      ],
      state,
    );
    expect(state.flow.name === 'permissions' && state.flow.draft).toMatchObject({steps: true, sleep: true, weight: false});
    state = run([{type: 'toggle-permission', id: 'not-a-type'}], state);
    expect(state.flow.name === 'permissions' && 'not-a-type' in state.flow.draft).toBe(false);

    state = run([{type: 'submit-permissions'}], state);
    expect(state.connections['health-connect'].linked).toBe(true);
    expect(grantedCount(state.connections['health-connect'])).toBe(2);
    expect(state.announcement).toBe(`Health Connect linked, 2 of ${total} data types allowed.`);
    expect(state.lastCall?.path).toBe(`/api/v2/user_id/${sampleUserId}/data_sources/authorized`);
    expect(state.lastCall?.response).toContainEqual(expect.objectContaining({data_source: 'Health Connect', authorized: true}));
  });

  it('links an SDK source even when no type is allowed: authorized only means linked', () => {
    const state = run([
      {type: 'connect', slug: 'samsung-health'},
      {type: 'set-all-permissions', value: false},
      {type: 'submit-permissions'},
    ]);
    expect(state.connections['samsung-health'].linked).toBe(true);
    expect(grantedCount(state.connections['samsung-health'])).toBe(0);
  });

  it('allows every type at once and cancels without changes', () => {
    const all = run([
      {type: 'connect', slug: 'apple-health'},
      {type: 'set-all-permissions', value: true},
    ]);
    expect(all.flow.name === 'permissions' && Object.values(all.flow.draft).every(Boolean)).toBe(true);
    const cancelled = run([{type: 'close-flow'}], all);
    expect(grantedCount(cancelled.connections['apple-health'])).toBe(4);
  });

  it('records a sync only for a linked source', () => {
    expect(run([{type: 'sync', slug: 'garmin'}]).connections.garmin.lastSync).toBe(sampleSyncTime);
    const untouched = run([{type: 'sync', slug: 'fitbit'}]);
    expect(untouched.connections.fitbit.lastSync).toBeNull();
    expect(untouched.announcement).toBe('');
  });

  it('revokes through the revoke endpoint after confirmation', () => {
    let state = run([
      {type: 'open-source', slug: 'garmin'},
      {type: 'request-revoke', slug: 'garmin'},
    ]);
    expect(state.flow).toEqual({name: 'confirm-revoke', slug: 'garmin'});
    expect(state.connections.garmin.linked).toBe(true);
    state = run([{type: 'confirm-revoke'}], state);
    expect(state.connections.garmin).toMatchObject({linked: false, lastSync: null});
    expect(state.flow).toMatchObject({name: 'revoked', slug: 'garmin', delay: null});
    expect(state.view).toEqual({name: 'list'});
    expect(state.lastCall).toMatchObject({
      method: 'POST',
      path: `/api/v1/user_id/${sampleUserId}/data_sources/revoke_auth`,
      requestBody: {data_source: 'Garmin'},
    });
    expect(state.announcement).toBe('Garmin disconnected.');
  });

  it('tells how much later Withings shows the disconnect, as ROOK said it', () => {
    const state = run([{type: 'request-revoke', slug: 'withings'}, {type: 'confirm-revoke'}]);
    expect(state.connections.withings.linked).toBe(false);
    expect(state.flow).toMatchObject({name: 'revoked', delay: '30 minutes to 2 hours (until overnight, says ROOK’s documentation)'});
    expect(state.announcement).toMatch(/Withings can take 30 minutes to 2 hours \(until overnight, says ROOK’s documentation\) to show it/);
  });

  it('keeps on-device permissions when an SDK source is revoked', () => {
    const state = run([{type: 'request-revoke', slug: 'apple-health'}, {type: 'confirm-revoke'}]);
    expect(state.connections['apple-health'].linked).toBe(false);
    expect(grantedCount(state.connections['apple-health'])).toBe(4);
    expect(state.lastCall?.requestBody).toEqual({data_source: 'Apple Health'});
  });

  it.each(['dexcom', 'samsung-health'] as ConnectableSlug[])('explains instead of revoking %s', (slug) => {
    const connected =
      slug === 'dexcom'
        ? run([{type: 'connect', slug}, {type: 'continue-to-provider'}, {type: 'answer-consent', allow: true}, {type: 'close-flow'}])
        : run([{type: 'connect', slug}, {type: 'submit-permissions'}]);
    const state = run([{type: 'request-revoke', slug}], connected);
    expect(state.flow).toEqual({name: 'no-revoke', slug});
    expect(run([{type: 'confirm-revoke'}], state).connections[slug].linked).toBe(true);
  });

  it('has a disconnect explanation for every connectable source the revoke endpoint refuses', () => {
    const refused = connectableSources.filter((s) => s.revokeName === null).map((s) => s.slug);
    expect(refused.sort()).toEqual(['dexcom', 'samsung-health']);
    for (const slug of refused) expect(disconnectWithoutRevoke[slug]?.steps.length).toBeGreaterThan(0);
  });

  it('ignores steps that do not belong to the flow in progress', () => {
    const state = createInitialState();
    for (const action of [
      {type: 'continue-to-provider'},
      {type: 'answer-consent', allow: true},
      {type: 'submit-permissions'},
      {type: 'confirm-revoke'},
      {type: 'set-all-permissions', value: true},
    ] as ShowcaseAction[]) {
      expect(showcaseReducer(state, action)).toBe(state);
    }
  });
});

describe('Showcase summaries', () => {
  it('reads today’s steps and calories from the physical summary', () => {
    expect(dailyTotals(sampleToday)).toEqual({steps: 4218, calories: 1305});
    expect(dailyTotals('2020-01-01')).toBeNull();
  });

  it('gives at most seven dates ending on the chosen one', () => {
    expect(weekEndingOn(sampleToday)).toEqual(sampleDates);
    expect(weekEndingOn(sampleDates[1]!)).toEqual(sampleDates.slice(0, 2));
    expect(() => weekEndingOn('2020-01-01')).toThrow(/no sample data for 2020-01-01/);
  });
});
