import type {components} from '../../../core/contract/generated/sandbox-api';
import {sandboxControl, type SandboxControl} from '../../../core/contract/sandbox-client';
import type {Credentials} from '../../../ui/credentials';
import {sandboxLocation} from '../../../ui/sandboxLocation';

/*
 * The control API's answers, as the contract (openapi/sandbox.yaml) defines
 * them: the types generated from it, imported as types only (erased from the
 * bundle). The sandbox tests validate every answer against the same contract.
 */
export type ControlSchemas = components['schemas'];
export type Clock = ControlSchemas['Clock'];
export type Settings = ControlSchemas['SandboxSettings'];
export type SandboxUser = ControlSchemas['SandboxUser'];
/** One user with the client's clock and the user's local time on it (getSandboxUser). */
export type SandboxUserDetail = ControlSchemas['SandboxUserDetail'];
/** One delivery and its attempts (listWebhookDeliveries, sendTestWebhook, resendWebhookDelivery). */
export type Delivery = ControlSchemas['Delivery'];
export type InboxMessage = ControlSchemas['InboxMessage'];

/**
 * Sent with the dashboard's own reads of the state it shows (settings, users, deliveries, inboxes): the sandbox then
 * neither logs them in the client's request log nor counts them against its limit, so the Requests section lists the
 * reader's calls, not the page's refreshes. Reading the log itself is never logged.
 */
export const quiet = {headers: {'X-Sandbox-Quiet': '1'}} as const;

/** The sandbox answered with an error: its own message, as the contract's Error or ValidationError carries it. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Nothing that speaks the control API answered: a static host, the sandbox stopped, or no answer in time. */
export class SandboxUnreachable extends Error {}

/** Long enough for `npm start`'s first sandbox start on a busy machine; its calls wait for it. */
const TIMEOUT_MS = 30_000;

function errorMessage(status: number, body: unknown): string {
  const fields = body as {error?: unknown; detail?: unknown} | null;
  if (fields && typeof fields.error === 'string') return fields.error;
  if (fields && typeof fields.detail === 'string') return fields.detail;
  return `The sandbox answered ${status} without a message.`;
}

/** fetch with the dashboard's timeout, where no answer, or an answer that is not the sandbox's JSON, is SandboxUnreachable. */
async function reach(baseUrl: string, request: Request): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request, {signal: AbortSignal.timeout(TIMEOUT_MS)});
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new SandboxUnreachable(
      // A refused cross-origin call (CORS) fails the same way as a network error: the browser does not say which.
      timedOut ? `No answer from ${baseUrl} within ${TIMEOUT_MS / 1000} s.` : `The request to ${baseUrl} failed.`,
    );
  }
  // A static host answers its own 404 page (HTML) for /sandbox/…: only JSON comes from the sandbox.
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
    throw new SandboxUnreachable(`${baseUrl} answered ${response.status} with no sandbox behind it.`);
  }
  return response;
}

/**
 * One control API call on the site's sandbox (beside the site or hosted: `sandboxLocation`), with the
 * client's Basic pair, through the contract's typed client: `call` picks the operation, and its answer
 * comes back typed, or as a SandboxError carrying the sandbox's message.
 */
export async function control<T>(
  credentials: Credentials,
  call: (sandbox: SandboxControl) => Promise<{data?: T; error?: unknown; response: Response}>,
): Promise<T> {
  const {baseUrl} = await sandboxLocation();
  const pair = {client_uuid: credentials.username, secret_key: credentials.secret};
  const {data, error, response} = await call(sandboxControl({baseUrl, pair, fetch: (request) => reach(baseUrl, request)}));
  if (!response.ok) throw new SandboxError(response.status, errorMessage(response.status, error));
  return data as T;
}

/**
 * The inbox name of a webhook URL that points at an inbox of the sandbox at
 * `baseUrl` (`{base path}/inbox/{name}`, any query), else null. Only the path
 * is compared: the sandbox beside the site is reached as localhost and as 127.0.0.1 alike.
 */
export function inboxName(url: string | null, baseUrl: string): string | null {
  if (!url || !URL.canParse(url)) return null;
  const base = new URL(baseUrl).pathname.replace(/\/+$/, '');
  const {pathname} = new URL(url);
  if (!pathname.startsWith(`${base}/inbox/`)) return null;
  const name = pathname.slice(base.length + '/inbox/'.length);
  return /^[A-Za-z0-9_-]{1,64}$/.test(name) ? name : null;
}

/** The sandbox's inbox URL for a name, the address the sandbox POSTs to. */
export function inboxUrl(baseUrl: string, name: string): string {
  return `${baseUrl}/inbox/${name}`;
}
