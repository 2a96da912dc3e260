/**
 * Serialisable models the reference pages render. The plugin builds them at
 * build time from the contract; components only read them, so nothing here
 * may hold functions, cycles or class instances (they go through JSON).
 */

import type {RichText} from '../../markdown/types';
import type {LanguageValue} from '../../data/codeTabs';

export type {RichText};

export interface Constraints {
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  multipleOf?: number;
}

export type Json = null | boolean | number | string | Json[] | JsonObject;
export type JsonObject = {[key: string]: Json};

export interface SchemaNode {
  /** Display type: "string", "integer", "array<Foo>", "object", "oneOf"… */
  type: string;
  format?: string;
  /** Name of the component schema this node came from (links to its page). */
  refName?: string;
  title?: string;
  description?: RichText;
  constraints: Constraints;
  enum?: Json[];
  default?: Json;
  example?: Json;
  nullable: boolean;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  /** Object properties, required ones first, each in contract order. */
  properties: PropertyNode[];
  /** Free-form map values (additionalProperties with a schema). */
  additionalProperties?: SchemaNode;
  items?: SchemaNode;
  /** oneOf / anyOf alternatives; allOf is merged into the node itself. */
  variants?: {kind: 'oneOf' | 'anyOf'; options: SchemaNode[]};
  discriminator?: string;
  /** Set when the schema refers back to one of its ancestors: not expanded. */
  circular?: boolean;
  /**
   * Where a field comes from, for the fields of a structure whose schema
   * carries `x-rook-published` (a list of field names, `*` as wildcard):
   * named in ROOK's published material, or modelled by us to complete it.
   */
  provenance?: 'published' | 'modelled';
}

export interface PropertyNode {
  name: string;
  required: boolean;
  schema: SchemaNode;
}

export interface ParameterModel {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  description?: RichText;
  schema: SchemaNode;
  example?: Json;
  /** `x-sample-days-ago`: code samples compute the date (today minus this many days) instead of using the fixed example. */
  sampleDaysAgo?: number;
  /** `x-sample-env`: code samples read the value from this environment variable (the reader's own user or client) instead of using the example. */
  sampleEnv?: SampleEnvName;
  anchor: string;
}

export interface ExampleModel {
  /** Key under `examples`, or "example" for a single example. */
  key: string;
  summary: string;
  value: Json;
  /** True when no example was given and this one was built from the schema. */
  generated: boolean;
}

export interface MediaModel {
  contentType: string;
  schema?: SchemaNode;
  /** The contract's examples; one built from the schema when it has none. */
  examples: ExampleModel[];
}

export interface RequestBodyModel {
  required: boolean;
  description?: RichText;
  content: MediaModel[];
  /** `x-sample-env`: top-level body fields the code samples read from an environment variable, by field. */
  sampleEnv?: Record<string, SampleEnvName>;
}

/** The environment variables a sample may read a value from: the reader's own client and user. */
export type SampleEnvName = 'ROOK_CLIENT_UUID' | 'ROOK_USER_ID';

export interface ResponseModel {
  status: string;
  description?: RichText;
  /** Name of the shared response under components.responses, if any. */
  refName?: string;
  content: MediaModel[];
  anchor: string;
}

export interface ServerModel {
  url: string;
  description: string;
  /** The site's own sandbox (local or hosted, `core/config/site-sandbox.ts`): the pages may re-point it at run time. */
  sandbox?: true;
}

export interface SecurityModel {
  name: string;
  kind: string;
  scheme?: string;
  description?: RichText;
}

/** One request sample; `language` is a value of the site's code-language tabs. */
export interface CodeSample {
  language: LanguageValue;
  code: string;
}

export interface OperationSummary {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  deprecated: boolean;
  permalink: string;
}

export interface OperationModel extends OperationSummary {
  tags: string[];
  description?: RichText;
  /** Operation that replaces this deprecated one (x-superseded-by). */
  supersededBy?: OperationSummary;
  /** Security alternatives; empty means the call needs no authentication. */
  security: SecurityModel[][];
  servers: ServerModel[];
  parameters: ParameterModel[];
  requestBody?: RequestBodyModel;
  responses: ResponseModel[];
  samples: CodeSample[];
  /**
   * `x-samples-fragment`: why the samples cannot run as printed (a browser
   * step with a single-use token, for example). tests/samples/ only
   * syntax-checks them.
   */
  samplesFragment?: string;
}

export interface SchemaPageModel {
  name: string;
  permalink: string;
  schema: SchemaNode;
  example?: Json;
  /** Operations whose parameters, bodies or responses use this schema. */
  usedBy: OperationSummary[];
}

export interface TagGroup {
  name: string;
  description?: RichText;
  operations: OperationSummary[];
}

export interface ErrorEntry {
  status: string;
  /** Distinct descriptions the contract gives for this status. */
  descriptions: RichText[];
  refName?: string;
  schemaName?: string;
  operations: OperationSummary[];
}

/** One payload page of a webhook, as menus and lists show it. */
interface WebhookPageSummary {
  /** The page's address part, from the payload schema's name ("SleepSummaryDocument" → "sleep-summary"). */
  slug: string;
  /** "Sleep summary document". */
  title: string;
  permalink: string;
  /** The component schema of the payload, when it has one (links to its schema page). */
  schemaName?: string;
}

/**
 * One entry of the contract's top-level `webhooks`: a request ROOK sends to
 * the client's endpoint. Built with the operation machinery (parameters,
 * responses), without samples or a page of its own: its payloads have pages.
 */
export interface WebhookModel {
  /** The key under `webhooks`, e.g. "dataWebhook". */
  key: string;
  /** The key in words, e.g. "Data Webhook". */
  name: string;
  operationId: string;
  method: string;
  summary: string;
  description?: RichText;
  /** Headers ROOK sends, the X-ROOK-HASH signature among them. */
  parameters: ParameterModel[];
  bodyDescription?: RichText;
  /** The answers the endpoint may give. */
  responses: ResponseModel[];
  /** Where the overview lists this webhook. */
  anchor: string;
  pages: WebhookPageSummary[];
}

/** The value that tells payloads of one webhook apart: its first required top-level field with allowed values. */
export interface PayloadKind {
  field: string;
  values: Json[];
}

export interface WebhookPageModel extends WebhookPageSummary {
  webhook: Omit<WebhookModel, 'pages'>;
  contentType: string;
  schema: SchemaNode;
  /** The contract's example for this payload (never one built from the schema). */
  example: ExampleModel;
  kind?: PayloadKind;
  /**
   * The datetime the local sandbox signs in this payload, as a path
   * ("sleep_health.summary.sleep_summary.metadata.datetime_string"), and the
   * message it makes of the example (model/signature.ts).
   */
  signed: {datetimePath: string; exampleMessage: string};
}

export interface WebhooksOverviewModel {
  title: string;
  permalink: string;
  webhooks: WebhookModel[];
}

/** Shared by every reference page: small, for the left navigation. */
export interface NavModel {
  title: string;
  overviewPermalink: string;
  tags: {name: string; operations: OperationSummary[]}[];
  schemas: {name: string; permalink: string}[];
  /** Empty when the contract has no webhooks (then no webhook pages exist). */
  webhooks: {name: string; permalink: string; pages: WebhookPageSummary[]}[];
  /** The webhook overview, when there are webhooks. */
  webhooksPermalink?: string;
}

export interface OverviewModel {
  title: string;
  version: string;
  description?: RichText;
  servers: ServerModel[];
  security: SecurityModel[];
  tags: TagGroup[];
  errors: ErrorEntry[];
  downloads: {yaml: string; json: string};
  /** The contract's webhooks, for the overview's list (empty when it has none). */
  webhooks: {name: string; summary: string; anchor: string; pages: WebhookPageSummary[]}[];
  webhooksPermalink?: string;
  contact?: {name?: string; url?: string; email?: string};
}

export interface ReferenceModel {
  nav: NavModel;
  overview: OverviewModel;
  operations: OperationModel[];
  schemas: SchemaPageModel[];
  /** Undefined when the contract has no top-level `webhooks`. */
  webhooks?: WebhooksOverviewModel;
  webhookPages: WebhookPageModel[];
}
