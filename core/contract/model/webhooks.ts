import {richText} from '../../markdown/parse';
import type {ReferenceRoutes} from '../../config/routes';
import type {ExampleModel, Json, PayloadKind, SchemaNode, WebhookModel, WebhookPageModel, WebhooksOverviewModel} from './types';
import {HTTP_METHODS, parametersOf, requestBodyOf, responsesOf} from './operations';
import {type Raw} from './schema';
import {PayloadError, signedMessage} from './signature';

/*
 * The contract's top-level `webhooks` (OpenAPI 3.1): requests ROOK sends to
 * the client's endpoint. Each gets the operation machinery (headers, body,
 * answers); each payload it can carry gets a page: one per alternative of
 * an anyOf/oneOf body (the Data Webhook's documents), else one for the body.
 */

/** "dataWebhook" → "Data Webhook"; "SleepSummaryDocument" → ["Sleep", "Summary", "Document"]. */
const words = (name: string) => name.split(/(?<=[a-z0-9])(?=[A-Z])|[_\s-]+/).filter(Boolean);
const titleCase = (name: string) =>
  words(name)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
const sentence = (name: string) => {
  const text = words(name).join(' ').toLowerCase();
  return text[0]!.toUpperCase() + text.slice(1);
};
/** "SleepSummaryDocument" → "sleep-summary": the page address, without the word every payload would repeat. */
const slugOf = (name: string) =>
  words(name.replace(/(Document|Payload)$/, ''))
    .join('-')
    .toLowerCase();

/** The field that tells this webhook's payloads apart: the first required top-level field with allowed values. */
function kindOf(schema: SchemaNode): PayloadKind | undefined {
  const prop = schema.properties.find((p) => p.required && p.schema.enum?.length);
  return prop ? {field: prop.name, values: prop.schema.enum!} : undefined;
}

/** The contract's example for a payload: the body's own, else the schema's, else components/examples under the schema's name. */
function exampleFor(doc: Raw, schema: SchemaNode, bodyExamples: ExampleModel[], where: string): ExampleModel {
  const own = bodyExamples.find((e) => !e.generated);
  if (own) return own;
  if (schema.example !== undefined) return {key: 'example', summary: '', value: schema.example, generated: false};
  const named = schema.refName ? doc.components?.examples?.[schema.refName] : undefined;
  if (named && named.value !== undefined) {
    return {key: schema.refName!, summary: String(named.summary ?? ''), value: named.value as Json, generated: false};
  }
  throw new Error(
    `${where}: no example (give the schema an example, or components.examples.${schema.refName ?? '<name>'}); webhook pages never show one built from the schema`,
  );
}

export function buildWebhooks(doc: Raw, routes: ReferenceRoutes): {overview?: WebhooksOverviewModel; pages: WebhookPageModel[]} {
  const entries = Object.entries<Raw>(doc.webhooks ?? {});
  if (!entries.length) return {pages: []};
  const webhooks: WebhookModel[] = [];
  const pages: WebhookPageModel[] = [];
  const slugs = new Map<string, string>();
  for (const [key, pathItem] of entries) {
    for (const method of HTTP_METHODS) {
      const op = pathItem[method];
      if (!op) continue;
      const where = `webhooks.${key}.${method}`;
      if (!op.operationId) throw new Error(`${where} has no operationId`);
      if (!op.summary) throw new Error(`${where} has no summary: it says what the webhook is`);
      const body = requestBodyOf(doc, op);
      const media = body?.content.find((m) => m.contentType.includes('json')) ?? body?.content[0];
      if (!media?.schema) throw new Error(`${where} has no request body schema: a webhook page shows what arrives`);
      const webhook: Omit<WebhookModel, 'pages'> = {
        key,
        name: titleCase(key),
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        summary: String(op.summary),
        description: richText(op.description),
        parameters: parametersOf(doc, pathItem, op),
        bodyDescription: body?.description ?? media.schema.description,
        responses: responsesOf(doc, op),
        anchor: `webhook-${key}`,
      };
      const options = media.schema.variants?.options ?? [media.schema];
      const own: WebhookPageModel[] = options.map((schema, i) => {
        const name = schema.refName;
        const slug = name ? slugOf(name) : options.length > 1 ? `${slugOf(key)}-${i + 1}` : slugOf(key);
        const title = name ? sentence(name) : `${webhook.name} payload${options.length > 1 ? ` ${i + 1}` : ''}`;
        const pageWhere = `${where} (${name ?? `payload ${i + 1}`})`;
        if (slugs.has(slug)) throw new Error(`${pageWhere}: its page address "${slug}" is taken by ${slugs.get(slug)}`);
        slugs.set(slug, pageWhere);
        // The body's examples belong to the whole body, so to a payload only when it is the only one.
        const example = exampleFor(doc, schema, options.length === 1 ? media.examples : [], pageWhere);
        let signed: WebhookPageModel['signed'];
        try {
          const {datetimePath, message} = signedMessage(example.value);
          signed = {datetimePath, exampleMessage: message};
        } catch (error) {
          if (error instanceof PayloadError) throw new Error(`${pageWhere}: the example cannot be signed: ${error.message}`);
          throw error;
        }
        const kind = kindOf(schema);
        return {
          slug,
          title,
          permalink: routes.webhook(slug),
          ...(name ? {schemaName: name} : {}),
          webhook,
          contentType: media.contentType,
          schema,
          example,
          ...(kind ? {kind} : {}),
          signed,
        };
      });
      pages.push(...own);
      webhooks.push({
        ...webhook,
        pages: own.map(({slug, title, permalink, schemaName}) => ({slug, title, permalink, ...(schemaName ? {schemaName} : {})})),
      });
    }
  }
  return {overview: {title: 'Webhooks', permalink: routes.webhooks, webhooks}, pages};
}
