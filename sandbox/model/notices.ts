// Notification Webhook notices: their types, the one sentence each carries, their payload and
// the X-ROOK-HASH that signs every delivery. The sandbox's own notices (a user created, a source
// linked or unlinked, an extraction that failed, a document rejected) and the test webhooks of
// sendTestWebhook all take their sentence from here, so the two never drift apart.
import {createHmac} from 'node:crypto';
import {joinSignedMessage} from '../../core/contract/model/signature';

import type {NotificationPayload} from '../contract/documents';

export type {NotificationPayload};
export type NotificationType = NotificationPayload['notification_type'];
type Details = NonNullable<NotificationPayload['details']>;

/** What a notice is about: its user, and its source for the notices about one. */
export interface NoticeSubject {
  userId: string;
  source?: string | null;
  /** Why an extraction failed (failed_extraction), as the contract's enum writes it. */
  reason?: string;
}

/** The part of a notice's payload that says what happened: its source, its sentence and any details. */
export type Notice = Pick<NotificationPayload, 'data_source' | 'message' | 'details'>;

const sentences: Record<NotificationType, (subject: NoticeSubject) => string> = {
  user_created: ({userId}) => `User ${userId} was created.`,
  data_source_linked: ({userId, source}) => `${source} was linked for user ${userId}.`,
  data_source_unlinked: ({userId, source}) => `${source} was unlinked for user ${userId}.`,
  failed_extraction: ({userId, source, reason = 'token_expired'}) =>
    `ROOK could not extract ${source} data for user ${userId}: ${reason.replace(/_/g, ' ')}.`,
  rejected_information: () => 'A Data Webhook document was not accepted after every retry; resend it with resend_rejected_notifications.',
};

/** The notice of `type` about `subject`; `details` as the notice carries them (a failed extraction's reason is added here). */
export function notice(type: NotificationType, subject: NoticeSubject, details?: Details): Notice {
  const reasonDetails = type === 'failed_extraction' ? {reason: subject.reason ?? 'token_expired'} : undefined;
  const allDetails = details ?? reasonDetails;
  return {data_source: subject.source ?? null, message: sentences[type](subject), ...(allDetails ? {details: allDetails} : {})};
}

/** A Notification Webhook payload (the shape is the sandbox's; see the contract's webhooks). */
export function notificationPayload(
  clientUuid: string,
  userId: string,
  type: NotificationType,
  datetime: string,
  what: Notice,
): NotificationPayload {
  return {
    client_uuid: clientUuid,
    user_id: userId,
    notification_type: type,
    data_source: what.data_source,
    datetime,
    message: what.message,
    ...(what.details ? {details: what.details} : {}),
  };
}

/**
 * X-ROOK-HASH: HMAC-SHA256, keyed with the client's hash key, of client_uuid,
 * user_id and datetime joined with no separator, as ROOK has confirmed. The sandbox uses
 * the document's metadata.datetime_string (the first event's, for events; the
 * user_information or health_score_data container's otherwise), or a
 * notification's `datetime`.
 */
export function sign(hashKey: string, clientUuid: string, userId: string, datetime: string): string {
  // The reference's message, so the sandbox signs what the pages and the dashboard check; Node's HMAC
  // because a tick signs hundreds of documents and WebCrypto's asynchronous calls cost more than the hash.
  return createHmac('sha256', hashKey)
    .update(joinSignedMessage(clientUuid, userId, datetime))
    .digest('hex');
}
