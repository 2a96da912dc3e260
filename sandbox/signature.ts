// What X-ROOK-HASH signs, with no Node imports: the sandbox signs with it and
// the sandbox dashboard (src/components/SandboxDashboard) checks signatures in
// the browser with it, so both always agree on the signed text.

import type {Json} from './contract';

/**
 * The datetime the sandbox signs (facts §6 leaves the field open, so this is
 * the sandbox's choice): a notification's `datetime`, else the document's
 * `metadata.datetime_string` (the first event's, for an events document; the
 * user_information or health_score_data container's, for those documents).
 */
export function signedDatetime(payload: Json): string {
  if (typeof payload.datetime === 'string') return payload.datetime;
  const container =
    payload.user_information ??
    payload.health_score_data ??
    Object.values<Json>(payload).find((v) => v && typeof v === 'object' && (v.summary || v.events));
  const holder = container?.summary ?? container?.events;
  const structure = holder ? Object.values<Json>(holder)[0] : container;
  const item = Array.isArray(structure) ? structure[0] : structure;
  return item?.metadata?.datetime_string ?? '';
}

/** The text HMAC-SHA256 runs over: client_uuid, user_id and datetime joined with no separator (facts §6). */
export function signedMessage(clientUuid: string, userId: string, datetime: string): string {
  return `${clientUuid}${userId}${datetime}`;
}
