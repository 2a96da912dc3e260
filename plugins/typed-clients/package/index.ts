import createClient, {type Client} from 'openapi-fetch';
import type {components, operations, paths, webhooks} from './rook-api.js';
import {hmacSha256Hex, PayloadError, signedMessage} from './signature.js';

/*
 * The typed client of ROOK's API that the ROOK docs generate from their copy of the contract
 * (unofficial: see README.md). Every operation is a typed openapi-fetch call over the contract's
 * generated `paths`; the webhook payloads are the contract's schemas, discriminated by
 * `data_structure` and `notification_type`; the verifier is the docs' own X-ROOK-HASH rule.
 */

export type {components, operations, paths, webhooks};
export {contractVersion, servers} from './contract-info.js';
export {PayloadError, signedMessage};

export type RookClient = Client<paths>;

export interface RookClientOptions {
  /** ROOK's production or sandbox host, or the docs sandbox (see `servers`); the contract's paths start at `/api` and `/v2`. */
  baseUrl: string;
  /** Your client_uuid: the Basic authentication username. */
  clientUuid: string;
  /** Your secret key: the Basic authentication password. */
  secretKey: string;
  /** Called with each request instead of the global fetch: a timeout, a proxy, a test's recorder. */
  fetch?: (request: Request) => Promise<Response>;
}

/** A client for every operation of ROOK's API, authenticated with HTTP Basic client_uuid:secret_key. */
export function createRookClient({baseUrl, clientUuid, secretKey, fetch}: RookClientOptions): RookClient {
  return createClient<paths>({
    baseUrl,
    fetch,
    headers: {Accept: 'application/json', Authorization: basic(clientUuid, secretKey)},
  });
}

/** HTTP Basic credentials in UTF-8 (RFC 7617); btoa alone refuses characters past Latin-1. */
function basic(user: string, secret: string): string {
  const bytes = new TextEncoder().encode(`${user}:${secret}`);
  return `Basic ${btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))}`;
}

/** Any health document ROOK sends to a Data Webhook URL: one type per `data_structure`. */
export type DataDocument = operations['receiveDataWebhook']['requestBody']['content']['application/json'];
export type DataStructure = DataDocument['data_structure'];
/** The documents of one `data_structure` (heart rate and oxygenation events come in two pillars). */
export type DocumentOf<S extends DataStructure> = Extract<DataDocument, {data_structure: S}>;

type NoticeSchema = components['schemas']['NotificationWebhookPayload'];
export type NotificationType = NoticeSchema['notification_type'];
/** A Notification Webhook notice of one `notification_type`. */
export type NoticeOf<T extends NotificationType> = Omit<NoticeSchema, 'notification_type'> & {notification_type: T};
/** Any notice, as a union discriminated by `notification_type`. */
export type Notice = {[T in NotificationType]: NoticeOf<T>}[NotificationType];
/** What a webhook delivery carries: a health document or a notice. */
export type WebhookPayload = DataDocument | Notice;

/** Whether a payload is a notice (it has `notification_type`) rather than a health document. */
export function isNotice(payload: WebhookPayload): payload is Notice {
  return 'notification_type' in payload;
}

export interface WebhookVerification {
  /** Whether X-ROOK-HASH is the HMAC the payload's signed message gives. */
  valid: boolean;
  /** The signature expected for this payload; log it beside the header when they differ. */
  expected: string;
  /** The parsed body. */
  payload: WebhookPayload;
}

/**
 * Checks a delivery's X-ROOK-HASH against the raw body it came with: HMAC-SHA256, keyed with your
 * hash key, of client_uuid + user_id + the signed datetime (a notice's `datetime`, else the
 * structure's `metadata.datetime_string`, the first event's for events). Throws a PayloadError when
 * the body is no JSON object or lacks one of the three values.
 */
export async function verifyWebhook(
  hashKey: string,
  rawBody: string | Uint8Array,
  signature: string | null | undefined,
): Promise<WebhookVerification> {
  const text = typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody);
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    throw new PayloadError('The body is not JSON.', 'payload');
  }
  const expected = await hmacSha256Hex(hashKey, signedMessage(payload).message);
  return {valid: sameText(expected, (signature ?? '').trim().toLowerCase()), expected, payload: payload as WebhookPayload};
}

/** Compares in time that depends on the length only, never on where the first difference is. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
