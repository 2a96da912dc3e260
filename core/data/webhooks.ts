/**
 * ROOK's webhook deliveries, all confirmed by ROOK, in one place:
 * the reference's webhook pages render them, and a unit test checks that the
 * contract's Data Webhook description and the sandbox say the same.
 */
export const dataWebhookDelivery = {
  /** The contract's key of the webhook these facts are about (`webhooks.dataWebhook`). */
  webhook: 'dataWebhook',
  /** Statuses that count as accepted; any other answer, or none, is retried. */
  acceptedStatuses: [200, 201, 202],
  /** Retries, in hours after the first attempt. */
  retryAfterHours: [2, 24, 48],
  /** How long a document still rejected after the last retry is kept for a resend, per environment. */
  rejectedKeptDays: {sandbox: 3, production: 10},
  /** The operation that asks for the kept documents again. */
  resendOperationId: 'resendRejectedNotifications',
} as const;

/**
 * How long the sandbox waits for a receiver's answer before it counts the attempt as failed and
 * retries. ROOK has not published its own time limit: this is the sandbox's choice.
 */
export const sandboxAnswerTimeoutMs = 5_000;

/** ROOK's published test vector for the X-ROOK-HASH HMAC, confirmed by ROOK. */
export const signatureTestVector = {
  message: 'ROOK',
  key: 'ROOK_Secret_Key',
  hash: '382da6381717a0fdfeba9ef922041df3ea8db97bbd2d20af21e216bdd1e6096b',
} as const;

/** The delivery attempts of a Data Webhook payload, in words (the reference's pages and their Markdown copies). */
export function deliveryAttempts(): string[] {
  const d = dataWebhookDelivery;
  return [
    'the first attempt, when the data is ready',
    ...d.retryAfterHours.map((h: number) => `${h} ${h === 1 ? 'hour' : 'hours'} after the first attempt`),
  ];
}

/** What happens after the last retry, up to the name of the resend operation (which follows as a link). */
export function afterLastRetry(): string {
  const {rejectedKeptDays} = dataWebhookDelivery;
  return `then it is kept as rejected for ${rejectedKeptDays.sandbox} days in the sandbox environment and ${rejectedKeptDays.production} days in production, and can be sent again with`;
}

/** Shown wherever a page says which datetime is signed: ROOK has not published it. */
export const signedDatetimeCaveat =
  'ROOK has not published which datetime it signs. The datetime here is the one the sandbox signs; confirm it against a delivery from ROOK’s sandbox before you reject requests that fail the check.';
