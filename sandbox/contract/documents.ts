// The payloads the sandbox generates and sends, typed from ROOK's contract: health documents (the
// Data Webhook's body, which is also what each processed-data operation answers) and notices (the
// Notification Webhook's body). The generator builds documents as plain JSON from the contract's
// examples; `asDataDocument` is where that JSON becomes the contract's type.
import type {components, operations} from '../../core/contract/generated/rook-api';
import type {Json, JsonObject} from '../../core/contract/model/types';

export type {Json, JsonObject};

/** Any health document ROOK sends to a Data Webhook URL. */
export type DataDocument = operations['receiveDataWebhook']['requestBody']['content']['application/json'];
/** A Notification Webhook body. */
export type NotificationPayload = components['schemas']['NotificationWebhookPayload'];
/** What a webhook delivery carries. */
export type WebhookPayload = DataDocument | NotificationPayload;

export const isJsonObject = (value: unknown): value is JsonObject => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The object under `key`; the documents come from the contract's examples, so a missing one is a contract change. */
export function objectAt(parent: JsonObject, key: string): JsonObject {
  const value = parent[key];
  if (!isJsonObject(value)) throw new Error(`[sandbox] a generated document has no object at ${key}`);
  return value;
}

/** The string under `key` (same reasoning as objectAt). */
export function textAt(parent: JsonObject, key: string): string {
  const value = parent[key];
  if (typeof value !== 'string') throw new Error(`[sandbox] a generated document has no text at ${key}`);
  return value;
}

/** The objects of the array under `key`, none when it is absent. */
export function objectsAt(parent: JsonObject, key: string): JsonObject[] {
  const value = parent[key];
  return Array.isArray(value) ? value.filter(isJsonObject) : [];
}

/**
 * A generated document as the contract's type. What is checked here is what every document shares
 * (HealthDocument, whose data_structure is the contract example's); the rest is the example's own
 * shape, which the generator keeps and the sandbox's tests validate against each response schema.
 */
export function asDataDocument(document: JsonObject): DataDocument {
  const {client_uuid: clientUuid, user_id: userId, version, document_version: documentVersion, data_structure: structure} = document;
  const shared =
    typeof clientUuid === 'string' &&
    typeof userId === 'string' &&
    typeof version === 'number' &&
    typeof documentVersion === 'number' &&
    typeof structure === 'string';
  if (!shared) throw new Error(`[sandbox] a generated ${String(structure)} document lacks a field every health document has`);
  return document as unknown as DataDocument;
}
