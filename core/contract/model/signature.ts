import type {Json, JsonObject} from './types';

/*
 * The X-ROOK-HASH signature, as ROOK has confirmed it: HMAC-SHA256, hex, keyed
 * with the client's hash key, of `client_uuid` + `user_id` + a datetime joined
 * with no separator. ROOK has not published which datetime it means, so the
 * local sandbox's choice is made here, once: a notice's `datetime`, else the document's
 * `metadata.datetime_string` (the first event's for an events document).
 * Browser-safe: the sandbox signs with it, and the webhook pages, the
 * in-browser verifier and the sandbox dashboard check with it; the build
 * checks every webhook example with it.
 */

/** The pillar containers a health document keeps its structure in. */
const CONTAINERS = ['physical_health', 'sleep_health', 'body_health', 'user_information', 'health_score_data'] as const;

export interface SignedMessage {
  /** `client_uuid` + `user_id` + datetime, exactly as signed. */
  message: string;
  /** Where the datetime came from, e.g. "sleep_health.summary.sleep_summary.metadata.datetime_string". */
  datetimePath: string;
  datetime: string;
}

/** A problem with the payload, worded for the reader, naming the field. */
export class PayloadError extends Error {
  constructor(
    message: string,
    /** The field that is missing or wrong. */
    readonly field: 'payload' | 'client_uuid' | 'user_id' | 'datetime',
  ) {
    super(message);
    this.name = 'PayloadError';
  }
}

const isObject = (value: unknown): value is JsonObject => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The datetime the sandbox signs in a payload, with its path. */
function signedDatetime(payload: JsonObject): {datetime: string; path: string} | undefined {
  if (typeof payload.datetime === 'string') return {datetime: payload.datetime, path: 'datetime'};
  const containerKey = CONTAINERS.find((key) => isObject(payload[key]));
  if (!containerKey) return undefined;
  const container = payload[containerKey] as JsonObject;
  const part = isObject(container.summary) ? 'summary' : isObject(container.events) ? 'events' : undefined;
  let path: string = containerKey;
  let structure: Json | undefined = container;
  if (part) {
    const holder = container[part] as JsonObject;
    // The structure named by data_structure, else the only one there (the sandbox takes the first).
    const key =
      typeof payload.data_structure === 'string' && payload.data_structure in holder ? payload.data_structure : Object.keys(holder)[0];
    if (key === undefined) return undefined;
    structure = holder[key];
    path = `${path}.${part}.${key}`;
  }
  if (Array.isArray(structure)) {
    structure = structure[0];
    path = `${path}[0]`;
  }
  const datetime = isObject(structure) && isObject(structure.metadata) ? structure.metadata.datetime_string : undefined;
  return typeof datetime === 'string' && datetime ? {datetime, path: `${path}.metadata.datetime_string`} : undefined;
}

/** The text HMAC-SHA256 runs over: client_uuid, user_id and datetime joined with no separator, as ROOK publishes it. */
export function joinSignedMessage(clientUuid: string, userId: string, datetime: string): string {
  return `${clientUuid}${userId}${datetime}`;
}

/** The message a payload's X-ROOK-HASH signs; throws a PayloadError naming what is missing. */
export function signedMessage(payload: unknown): SignedMessage {
  if (!isObject(payload)) throw new PayloadError('The payload must be a JSON object, as ROOK sends it.', 'payload');
  for (const field of ['client_uuid', 'user_id'] as const) {
    const value = payload[field];
    if (typeof value !== 'string' || !value) {
      throw new PayloadError(
        `The payload has no \`${field}\` (a non-empty string at the top level): it is part of the signed message.`,
        field,
      );
    }
  }
  const found = signedDatetime(payload);
  if (!found) {
    throw new PayloadError(
      'The payload has no datetime to sign: a notice’s top-level `datetime`, or the `metadata.datetime_string` of the structure inside `physical_health`, `sleep_health`, `body_health`, `user_information` or `health_score_data` (the first event’s, for events).',
      'datetime',
    );
  }
  return {
    message: joinSignedMessage(payload.client_uuid as string, payload.user_id as string, found.datetime),
    datetimePath: found.path,
    datetime: found.datetime,
  };
}

/** An X-ROOK-HASH value: 64 hexadecimal characters (ROOK sends them lower-case). */
export const HASH_PATTERN = /^[0-9a-f]{64}$/i;

/** HMAC-SHA256 of `message` keyed with `key` (both UTF-8), as lower-case hex, with WebCrypto (browsers and Node 20). */
export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('This browser offers no WebCrypto here (crypto.subtle needs HTTPS or localhost).');
  const encoder = new TextEncoder();
  const cryptoKey = await subtle.importKey('raw', encoder.encode(key), {name: 'HMAC', hash: 'SHA-256'}, false, ['sign']);
  const signature = new Uint8Array(await subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface Verification {
  verifies: boolean;
  /** The HMAC the message and key give. */
  expected: string;
}

/** Whether `hash` is the HMAC of `message` with `key` (case of the hex digits ignored). */
export async function verifySignature(key: string, message: string, hash: string): Promise<Verification> {
  const expected = await hmacSha256Hex(key, message);
  return {verifies: expected === hash.trim().toLowerCase(), expected};
}

export type SignatureCheck = 'verifies' | 'does not verify' | 'unsigned';

/** A delivered payload's X-ROOK-HASH checked as a receiver would (the sandbox dashboard's deliveries and inbox). */
export async function checkSignature(hashKey: string, payload: unknown, signature: string | undefined): Promise<SignatureCheck> {
  if (!signature) return 'unsigned';
  let message: string;
  try {
    message = signedMessage(payload as Json).message;
  } catch {
    // No client_uuid, user_id or datetime to sign: nothing this signature can be over.
    return 'does not verify';
  }
  return (await verifySignature(hashKey, message, signature)).verifies ? 'verifies' : 'does not verify';
}
