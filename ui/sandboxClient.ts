/*
 * The reader's own sandbox client, shared by the dashboard and the try-it
 * console: kept in sessionStorage (gone when the tab closes), never in
 * localStorage. A hosted sandbox keeps the demo pair read-only and answers a
 * write with it 403; both then create a client of the reader's own
 * (createSandboxClient needs no credentials) and carry on with it.
 */
import {sandboxDemoCredentials} from '../core/data/sandbox';
import {forgetCredentials, readCredentials, saveCredentials, type Credentials} from './credentials';

const KEY = 'rook-sandbox-client';

export const demoCredentials: Credentials = {...sandboxDemoCredentials};

/** The reader's own client, or null when this tab has none. */
export function savedSandboxClient(): Credentials | null {
  const saved = readCredentials(KEY);
  return saved.username ? saved : null;
}

/** Keeps a client for this tab; the demo pair is never stored. */
export function keepSandboxClient(credentials: Credentials): void {
  if (credentials.username === demoCredentials.username) forgetCredentials(KEY);
  else saveCredentials(credentials, KEY);
}

export function forgetSandboxClient(): void {
  forgetCredentials(KEY);
}

/** Whether an answer is the hosted sandbox refusing a write with the demo pair. */
export function isDemoReadOnly(status: number, credentials: Credentials): boolean {
  return status === 403 && credentials.username === demoCredentials.username;
}

/** Creates a client of the reader's own at the sandbox `baseUrl` and keeps it for this tab. */
export async function createOwnSandboxClient(baseUrl: string): Promise<Credentials> {
  const response = await fetch(`${baseUrl}/_sandbox/clients`, {
    method: 'POST',
    headers: {Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest'},
  });
  const body = (await response.json().catch(() => null)) as {client_uuid?: string; secret_key?: string; error?: string} | null;
  if (!response.ok || !body?.client_uuid || !body.secret_key)
    throw new Error(`The sandbox did not create a client (${response.status}${body?.error ? `: ${body.error}` : ''}).`);
  const credentials = {username: body.client_uuid, secret: body.secret_key};
  keepSandboxClient(credentials);
  return credentials;
}
