/*
 * The reader's own sandbox client, shared by the dashboard and the try-it
 * console: kept in sessionStorage (gone when the tab closes), never in
 * localStorage. A hosted sandbox keeps the demo pair read-only and answers a
 * write with it 403; both then create a client of the reader's own
 * (createSandboxClient needs no credentials) and carry on with it.
 */
import {sandboxControl} from '../core/contract/sandbox-client';
import {sandboxDemoCredentials} from '../core/data/sandbox';
import {forgetCredentials, readCredentials, saveCredentials, type Credentials} from './credentials';
import type {LoggedRequest} from './sandboxRequests';

/** Where the tab keeps its own client (sessionStorage); the end-to-end tests put one there as the dashboard would. */
export const TAB_CLIENT_KEY = 'rook-sandbox-client';

export const demoCredentials: Credentials = {...sandboxDemoCredentials};

/** The reader's own client, or null when this tab has none. */
export function savedSandboxClient(): Credentials | null {
  const saved = readCredentials(TAB_CLIENT_KEY);
  return saved.username ? saved : null;
}

/** Keeps a client for this tab; the demo pair is never stored. */
export function keepSandboxClient(credentials: Credentials): void {
  if (credentials.username === demoCredentials.username) forgetCredentials(TAB_CLIENT_KEY);
  else saveCredentials(credentials, TAB_CLIENT_KEY);
}

export function forgetSandboxClient(): void {
  forgetCredentials(TAB_CLIENT_KEY);
}

/** Whether an answer is the hosted sandbox refusing a write with the demo pair. */
export function isDemoReadOnly(status: number, credentials: Credentials): boolean {
  return status === 403 && credentials.username === demoCredentials.username;
}

const notCreated = (status: number, message?: unknown) =>
  new Error(`The sandbox did not create a client (${status}${typeof message === 'string' && message ? `: ${message}` : ''}).`);

const control = (baseUrl: string, credentials: Credentials) =>
  sandboxControl({baseUrl, pair: {client_uuid: credentials.username, secret_key: credentials.secret}});

/** The newest user of a client of the reader's own (listSandboxUsers lists newest first), or null when it has none yet. */
export async function newestSandboxUser(baseUrl: string, credentials: Credentials): Promise<string | null> {
  const {data} = await control(baseUrl, credentials).GET('/_sandbox/users');
  return data?.users[0]?.user_id ?? null;
}

/**
 * A client's newest requests to one operation (listSandboxRequests), newest first: reading them is neither logged
 * nor counted against the client's limit. The sandbox's refusal as an error.
 */
export async function recentSandboxRequests(
  baseUrl: string,
  credentials: Credentials,
  operationId: string,
  limit: number,
): Promise<LoggedRequest[]> {
  const {data, error, response} = await control(baseUrl, credentials).GET('/_sandbox/requests', {
    params: {query: {operation_id: operationId, limit}},
  });
  const message = (error as {error?: unknown} | undefined)?.error;
  if (!data)
    throw new Error(`The sandbox did not list the requests (${response.status}${typeof message === 'string' ? `: ${message}` : ''}).`);
  return data.requests;
}

/**
 * Creates a user for a client of the reader's own, as an app's first SDK link does (linkSdkSource), so
 * its earlier days have data to read; its user_id, or the sandbox's refusal as an error.
 */
export async function createFirstSandboxUser(baseUrl: string, credentials: Credentials, userId: string): Promise<string> {
  const {data, error, response} = await control(baseUrl, credentials).POST('/_sandbox/users/{user_id}/sdk_sources', {
    params: {path: {user_id: userId}},
    body: {data_source: 'Apple Health'},
  });
  if (!data) throw new Error(`The sandbox did not create the user (${response.status}: ${JSON.stringify(error)}).`);
  return data.user_id;
}

/** Creates a client of the reader's own at the sandbox `baseUrl` (createSandboxClient) and keeps it for this tab. */
export async function createOwnSandboxClient(baseUrl: string): Promise<Credentials> {
  const {data, error, response} = await sandboxControl({
    baseUrl,
    // A page (a static host's answer) is no client: refused before it is read as JSON.
    fetch: async (request) => {
      const answer = await fetch(request);
      if (answer.ok && !(answer.headers.get('content-type') ?? '').includes('json')) throw notCreated(answer.status);
      return answer;
    },
  }).POST('/_sandbox/clients');
  if (!data?.client_uuid || !data.secret_key) throw notCreated(response.status, (error as {error?: unknown} | undefined)?.error);
  const credentials = {username: data.client_uuid, secret: data.secret_key};
  keepSandboxClient(credentials);
  return credentials;
}
