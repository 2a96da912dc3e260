import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {describe, expect, it} from 'vitest';
import {contractFiles, loadContract} from '../../core/contract/load';
import {fieldRows, typeText} from '../../core/contract/model/fields';
import type {ReferenceModel} from '../../core/contract/model/types';
import {apiMarkdownPages, webhookMarkdown} from '../../plugins/docs-as-data/api-markdown';
import {apiRoutes} from '../../core/config/routes';
import {dataWebhookDelivery, signatureTestVector} from '../../core/data/webhooks';
import {retryDelaysMs} from '../../sandbox/delivery/outbox';
import {rejectedRetentionMs} from '../../sandbox/delivery/webhooks';
import {textOf} from '../../core/markdown/text';

const fixture = (name: string) => path.resolve(__dirname, '../fixtures/openapi', name);
const load = async (name: string): Promise<ReferenceModel> => (await loadContract(fixture(name))).model;

describe('webhooks from a fixture', () => {
  it('gives every alternative of an anyOf body its own page, and a single-schema body one', async () => {
    const model = await load('webhooks.yaml');
    expect(model.webhookPages.map((p) => [p.slug, p.title, p.permalink, p.schemaName, p.webhook.key])).toEqual([
      ['sleep-reading', 'Sleep reading document', '/api/webhooks/sleep-reading/', 'SleepReadingDocument', 'readingWebhook'],
      ['step-events', 'Step events document', '/api/webhooks/step-events/', 'StepEventsDocument', 'readingWebhook'],
      ['notice', 'Notice payload', '/api/webhooks/notice/', 'NoticePayload', 'noticeWebhook'],
    ]);
    expect(model.webhooks?.permalink).toBe('/api/webhooks/');
    expect(model.webhooks?.webhooks.map((w) => [w.name, w.operationId, w.method, w.anchor, w.pages.length])).toEqual([
      ['Reading Webhook', 'receiveReading', 'POST', 'webhook-readingWebhook', 2],
      ['Notice Webhook', 'receiveNotice', 'POST', 'webhook-noticeWebhook', 1],
    ]);
    expect(model.nav.webhooksPermalink).toBe('/api/webhooks/');
    expect(model.nav.webhooks.map((w) => w.permalink)).toEqual([
      '/api/webhooks/#webhook-readingWebhook',
      '/api/webhooks/#webhook-noticeWebhook',
    ]);
    expect(model.overview.webhooks.map((w) => w.pages.map((p) => p.slug))).toEqual([['sleep-reading', 'step-events'], ['notice']]);
    // Webhooks are not operations: no operation pages, no tags.
    expect(model.operations).toEqual([]);
  });

  it('keeps headers and answers, and the schema of each payload with its fields', async () => {
    const model = await load('webhooks.yaml');
    const sleep = model.webhookPages[0]!;
    expect(sleep.webhook.parameters.map((p) => [p.in, p.name, p.required, p.anchor])).toEqual([
      ['header', 'X-ROOK-HASH', true, 'parameter-header-X-ROOK-HASH'],
    ]);
    expect(sleep.webhook.responses.map((r) => r.status)).toEqual(['200']);
    expect(textOf({type: 'root', children: sleep.webhook.bodyDescription ?? []})).toBe('One reading document.');
    expect(textOf({type: 'root', children: sleep.schema.description ?? []})).toBe("A night's sleep reading.");
    expect(fieldRows(sleep.schema).map((r) => r.path)).toEqual([
      'client_uuid',
      'user_id',
      'data_structure',
      'sleep_health',
      'sleep_health.summary',
      'sleep_health.summary.sleep_reading',
      'sleep_health.summary.sleep_reading.metadata',
      'sleep_health.summary.sleep_reading.metadata.datetime_string',
      'sleep_health.summary.sleep_reading.minutes_int',
    ]);
    expect(sleep.kind).toEqual({field: 'data_structure', values: ['sleep_reading']});
    expect(model.webhookPages[2]!.kind).toEqual({field: 'kind', values: ['created', 'linked']});
  });

  it('takes the example from the body, else the schema, else components/examples, and says what is signed', async () => {
    const [sleep, steps, notice] = (await load('webhooks.yaml')).webhookPages;
    expect(sleep!.example.value).toMatchObject({data_structure: 'sleep_reading'});
    expect(sleep!.signed).toEqual({
      datetimePath: 'sleep_health.summary.sleep_reading.metadata.datetime_string',
      exampleMessage: 'c1u12024-01-01T07:00:00Z',
    });
    expect(steps!.example).toMatchObject({key: 'StepEventsDocument', summary: 'Step events', generated: false});
    expect(steps!.signed).toEqual({
      datetimePath: 'physical_health.events.step_event[0].metadata.datetime_string',
      exampleMessage: 'c1u12024-01-01T10:00:00Z',
    });
    // The body's own example, not the schema's.
    expect(notice!.example.value).toMatchObject({kind: 'linked'});
    expect(notice!.signed).toEqual({datetimePath: 'datetime', exampleMessage: 'c1u12024-01-02T03:04:05Z'});
  });

  it('stops the build when a payload has no example (none is ever built from the schema)', async () => {
    await expect(loadContract(fixture('invalid-webhook-example.yaml'))).rejects.toThrow(
      /webhooks\.bareWebhook\.post \(BarePayload\): no example \(give the schema an example, or components\.examples\.BarePayload\)/,
    );
  });

  it('a contract without webhooks has no webhook pages or menu entries', async () => {
    const model = await load('refs.yaml');
    expect(model.webhooks).toBeUndefined();
    expect(model.webhookPages).toEqual([]);
    expect(model.nav.webhooks).toEqual([]);
    expect(model.nav.webhooksPermalink).toBeUndefined();
    expect(model.overview.webhooks).toEqual([]);
  });
});

describe("ROOK's contract", () => {
  it('has a page for every Data Webhook document and for the notice', async () => {
    const {raw, model} = await loadContract();
    const documents: string[] = raw.webhooks.dataWebhook.post.requestBody.content['application/json'].schema.anyOf.map(
      (o: {$ref: string}) => o.$ref.replace('#/components/schemas/', ''),
    );
    // 17 documents the API also serves, plus steps events and ROOK Score documents (webhook only).
    expect(documents).toHaveLength(19);
    expect(documents).toEqual(expect.arrayContaining(['StepsEventsDocument', 'HealthScoreDocument']));
    const data = model.webhookPages.filter((p) => p.webhook.key === 'dataWebhook');
    expect(data.map((p) => p.schemaName)).toEqual(documents);
    const notices = model.webhookPages.filter((p) => p.webhook.key === 'notificationWebhook');
    expect(notices.map((p) => p.schemaName)).toEqual(['NotificationWebhookPayload']);
    expect(notices[0]!.kind).toEqual({
      field: 'notification_type',
      values: raw.components.schemas.NotificationWebhookPayload.properties.notification_type.enum,
    });
    for (const page of model.webhookPages) {
      expect(page.permalink).toBe(apiRoutes.webhook(page.slug));
      expect(page.webhook.parameters.map((p) => p.name)).toContain('X-ROOK-HASH');
    }
    expect(new Set(model.webhookPages.map((p) => p.slug)).size).toBe(documents.length + 1);
    for (const page of data)
      expect(page.kind?.values).toEqual([raw.components.schemas[page.schemaName!].allOf[1].properties.data_structure.const]);
  });

  it("lists each payload's fields exactly as its schema page does", async () => {
    const {model} = await loadContract();
    for (const page of model.webhookPages) {
      const schemaPage = model.schemas.find((s) => s.name === page.schemaName)!;
      const words = (rows: ReturnType<typeof fieldRows>) =>
        rows.map((r) => `${r.path}: ${typeText(r.schema)}${r.required ? ' (required)' : ''}`);
      expect(words(fieldRows(page.schema)), page.slug).toEqual(words(fieldRows(schemaPage.schema)));
      expect(fieldRows(page.schema).length, page.slug).toBeGreaterThan(4);
    }
  });

  it("shows each payload's own contract example, valid against its schema", async () => {
    const {raw, dereferenced, model} = await loadContract();
    const ajv = addFormats(new Ajv2020({strict: false, allErrors: true}));
    for (const page of model.webhookPages) {
      expect(page.example.generated, page.slug).toBe(false);
      // The one the contract gives: a body with alternatives (the Data Webhook's documents) has no single
      // example, so each payload shows its own schema's; a single-payload body (the notice) shows the body's.
      const media = raw.webhooks[page.webhook.key].post.requestBody.content['application/json'];
      const given = media.schema.anyOf || media.schema.oneOf ? raw.components.schemas[page.schemaName!].examples?.[0] : media.example;
      expect(given, page.slug).toBeDefined();
      expect(page.example.value, page.slug).toEqual(given);
      const check = ajv.compile(dereferenced.components.schemas[page.schemaName!]);
      expect(check(page.example.value), `${page.slug}: ${ajv.errorsText(check.errors)}`).toBe(true);
    }
  });

  it('the sandbox control API still loads, without webhook pages', async () => {
    const {model} = await loadContract(contractFiles.sandbox);
    expect(model.webhookPages).toEqual([]);
    expect(model.nav.webhooks).toEqual([]);
  });

  it('renders each payload page as Markdown with its fields, example, signature header and retries', async () => {
    const {model} = await loadContract();
    const sleep = model.webhookPages.find((p) => p.slug === 'sleep-summary')!;
    const markdown = webhookMarkdown(sleep);
    expect(markdown).toMatch(/^# Sleep summary document$/m);
    expect(markdown).toContain('| `X-ROOK-HASH` | header |');
    expect(markdown).toContain('| `sleep_health.summary.sleep_summary.duration.sleep_duration_seconds_int` |');
    expect(markdown).toContain('"data_structure": "sleep_summary"');
    expect(markdown).toContain('1. the first attempt, when the data is ready;\n2. 2 hours after the first attempt;');
    expect(markdown).toContain('`sleep_health.summary.sleep_summary.metadata.datetime_string`');
    // The overview too, from the model: every payload page linked, every table row on one line.
    const overview = apiMarkdownPages(model).get(apiRoutes.webhooks)!;
    expect(overview).toMatch(/^# Webhooks$/m);
    for (const page of model.webhookPages) expect(overview).toContain(`](${page.permalink.replace(/\/$/, '')}.md)`);
    expect(overview).toContain('| `X-ROOK-HASH` | header | string | yes |');
    expect(overview).toContain(signatureTestVector.hash);
  });
});

describe('the delivery facts (core/data/webhooks.ts)', () => {
  it('say what the contract’s Data Webhook description and the local sandbox say', async () => {
    const {raw} = await loadContract();
    const description: string = raw.webhooks[dataWebhookDelivery.webhook].post.description.replace(/\s+/g, ' ');
    const {retryAfterHours: h, rejectedKeptDays: days, acceptedStatuses: ok} = dataWebhookDelivery;
    expect(description).toContain(`retried after ${h[0]}, ${h[1]} and ${h[2]} hours`);
    expect(description).toContain(`${days.sandbox} days in the sandbox server, ${days.production} days in production`);
    expect(description).toContain(`Answer \`${ok[0]}\`, \`${ok[1]}\` or \`${ok[2]}\``);
    expect(description).toContain(`[${dataWebhookDelivery.resendOperationId}]`);
    expect(retryDelaysMs).toEqual(h.map((hours) => hours * 3_600_000));
    expect(rejectedRetentionMs).toBe(days.sandbox * 86_400_000);
  });
});
