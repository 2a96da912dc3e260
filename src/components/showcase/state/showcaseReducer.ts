/**
 * State of both prototypes: which sources are linked, the step of the
 * connect/disconnect flow in progress, the API call behind the last step,
 * and the sentence the live region announces. Pure, so the flows are unit
 * tested without a browser.
 */
import {permissionSheetFor} from '../../../../core/data/showcasePermissions';
import {disconnectWithoutRevoke, revokeDelays} from '../../../../core/data/showcaseSourceNotes';
import {
  authorizedSourcesSample,
  authorizerSample,
  revokeSample,
  sampleSyncTime,
  type DataSourceAuthorizer,
  type Message,
} from '../../../../core/data/showcaseSamples';
import {authorizedCall, authorizerCall, revokeCall, type ApiCall} from './apiCalls';
import {connectableSources, sourceBySlug, type ConnectableSlug} from './connections';

export interface Connection {
  /** API source: OAuth consent given. SDK source: the user is linked through the SDK. */
  linked: boolean;
  /** SDK sources: on-device permission per data type. Survives a revoke, which cannot touch the phone. */
  permissions: Readonly<Record<string, boolean>>;
  /** ISO date-time of the last completed sync, or null before the first one. */
  lastSync: string | null;
}

export type Flow =
  | {name: 'idle'}
  | {name: 'authorize'; slug: ConnectableSlug; authorizer: DataSourceAuthorizer}
  | {name: 'consent'; slug: ConnectableSlug; authorizer: DataSourceAuthorizer}
  | {name: 'returned'; slug: ConnectableSlug; authorizer: DataSourceAuthorizer}
  | {name: 'permissions'; slug: ConnectableSlug; draft: Readonly<Record<string, boolean>>}
  | {name: 'confirm-revoke'; slug: ConnectableSlug}
  | {name: 'revoked'; slug: ConnectableSlug; message: Message; delay: string | null}
  | {name: 'no-revoke'; slug: ConnectableSlug};

type View = {name: 'list'} | {name: 'source'; slug: ConnectableSlug};

export interface ShowcaseState {
  connections: Readonly<Record<ConnectableSlug, Connection>>;
  flow: Flow;
  view: View;
  lastCall: ApiCall | null;
  announcement: string;
}

export type ShowcaseAction =
  | {type: 'open-source'; slug: ConnectableSlug}
  | {type: 'back-to-list'}
  | {type: 'connect'; slug: ConnectableSlug}
  | {type: 'continue-to-provider'}
  | {type: 'answer-consent'; allow: boolean}
  | {type: 'toggle-permission'; id: string}
  | {type: 'set-all-permissions'; value: boolean}
  | {type: 'submit-permissions'}
  | {type: 'sync'; slug: ConnectableSlug}
  | {type: 'request-revoke'; slug: ConnectableSlug}
  | {type: 'confirm-revoke'}
  | {type: 'close-flow'};

const idle: Flow = {name: 'idle'};

function noPermissions(slug: string): Record<string, boolean> {
  const sheet = permissionSheetFor(slug);
  return Object.fromEntries((sheet?.types ?? []).map((t) => [t.id, false]));
}

/** The sample user starts with Garmin, Withings and Apple Health linked. */
export function createInitialState(): ShowcaseState {
  const connections = Object.fromEntries(
    connectableSources.map((s) => [s.slug, {linked: false, permissions: noPermissions(s.slug), lastSync: null}]),
  ) as Record<ConnectableSlug, Connection>;
  connections.garmin = {...connections.garmin, linked: true, lastSync: '2025-11-16T07:42:00Z'};
  connections.withings = {...connections.withings, linked: true, lastSync: '2025-11-16T06:58:00Z'};
  connections['apple-health'] = {
    linked: true,
    permissions: {...noPermissions('apple-health'), steps: true, 'active-energy': true, 'heart-rate': true, sleep: true},
    lastSync: '2025-11-16T08:05:00Z',
  };
  return {connections, flow: idle, view: {name: 'list'}, lastCall: null, announcement: ''};
}

export function grantedCount(connection: Connection): number {
  return Object.values(connection.permissions).filter(Boolean).length;
}

function linkedSet(connections: ShowcaseState['connections']): Set<string> {
  return new Set(Object.entries(connections).flatMap(([slug, c]) => (c.linked ? [slug] : [])));
}

function update(state: ShowcaseState, slug: ConnectableSlug, patch: Partial<Connection>): ShowcaseState['connections'] {
  return {...state.connections, [slug]: {...state.connections[slug], ...patch}};
}

function connect(state: ShowcaseState, slug: ConnectableSlug): ShowcaseState {
  const source = sourceBySlug(slug);
  if (source.kind === 'api' && source.authorizerName) {
    const authorizer = authorizerSample(source.authorizerName, slug, state.connections[slug].linked);
    // Already linked: the authorizer says so and there is nothing to consent to.
    if (authorizer.authorized) {
      return {...state, flow: {name: 'returned', slug, authorizer}, lastCall: authorizerCall(source.authorizerName, authorizer)};
    }
    return {...state, flow: {name: 'authorize', slug, authorizer}, lastCall: authorizerCall(source.authorizerName, authorizer)};
  }
  return {...state, flow: {name: 'permissions', slug, draft: state.connections[slug].permissions}};
}

function answerConsent(state: ShowcaseState, allow: boolean): ShowcaseState {
  if (state.flow.name !== 'consent') return state;
  const {slug, authorizer} = state.flow;
  const name = sourceBySlug(slug).name;
  if (!allow) {
    return {...state, flow: idle, announcement: `${name} was not connected: the user declined on ${name}’s page.`};
  }
  const authorized = {...authorizer, authorized: true, authorization_url: null};
  return {
    ...state,
    connections: update(state, slug, {linked: true, lastSync: null}),
    flow: {name: 'returned', slug, authorizer: authorized},
    lastCall: authorizerCall(authorizer.data_source, authorized),
    announcement: `${name} connected.`,
  };
}

function submitPermissions(state: ShowcaseState): ShowcaseState {
  if (state.flow.name !== 'permissions') return state;
  const {slug, draft} = state.flow;
  const connections = update(state, slug, {linked: true, permissions: draft});
  const granted = Object.values(draft).filter(Boolean).length;
  const total = Object.keys(draft).length;
  return {
    ...state,
    connections,
    flow: idle,
    lastCall: authorizedCall(authorizedSourcesSample(linkedSet(connections))),
    announcement: `${sourceBySlug(slug).name} linked, ${granted} of ${total} data types allowed.`,
  };
}

function confirmRevoke(state: ShowcaseState): ShowcaseState {
  if (state.flow.name !== 'confirm-revoke') return state;
  const {slug} = state.flow;
  const source = sourceBySlug(slug);
  if (!source.revokeName) return state;
  const message = revokeSample(source.revokeName);
  const delay = revokeDelays[slug] ?? null;
  return {
    ...state,
    connections: update(state, slug, {linked: false, lastSync: null}),
    flow: {name: 'revoked', slug, message, delay},
    view: {name: 'list'},
    lastCall: revokeCall(source.revokeName, message),
    announcement: delay
      ? `${source.name} disconnected in ROOK. ${source.name} can take ${delay} to show it.`
      : `${source.name} disconnected.`,
  };
}

export function showcaseReducer(state: ShowcaseState, action: ShowcaseAction): ShowcaseState {
  switch (action.type) {
    case 'open-source':
      return {...state, view: {name: 'source', slug: action.slug}};
    case 'back-to-list':
      return {...state, view: {name: 'list'}};
    case 'connect':
      return connect(state, action.slug);
    case 'continue-to-provider':
      return state.flow.name === 'authorize' ? {...state, flow: {...state.flow, name: 'consent'}} : state;
    case 'answer-consent':
      return answerConsent(state, action.allow);
    case 'toggle-permission': {
      if (state.flow.name !== 'permissions' || !(action.id in state.flow.draft)) return state;
      const draft = {...state.flow.draft, [action.id]: !state.flow.draft[action.id]};
      return {...state, flow: {...state.flow, draft}};
    }
    case 'set-all-permissions': {
      if (state.flow.name !== 'permissions') return state;
      const draft = Object.fromEntries(Object.keys(state.flow.draft).map((id) => [id, action.value]));
      return {...state, flow: {...state.flow, draft}};
    }
    case 'submit-permissions':
      return submitPermissions(state);
    case 'sync':
      if (!state.connections[action.slug].linked) return state;
      return {
        ...state,
        connections: update(state, action.slug, {lastSync: sampleSyncTime}),
        announcement: `${sourceBySlug(action.slug).name} synced.`,
      };
    case 'request-revoke': {
      const source = sourceBySlug(action.slug);
      if (!source.revokeName && !disconnectWithoutRevoke[action.slug]) {
        throw new Error(`Showcase: ${source.name} has neither a revoke name nor a disconnect explanation.`);
      }
      return {...state, flow: {name: source.revokeName ? 'confirm-revoke' : 'no-revoke', slug: action.slug}};
    }
    case 'confirm-revoke':
      return confirmRevoke(state);
    case 'close-flow':
      return {...state, flow: idle};
  }
}
