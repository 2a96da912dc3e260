// The only place the sandbox reads the contracts, through the site's single
// contract loader. Everything else gets plain objects from here.
import {contractFiles, loadContract, type LoadedContract} from '../../core/contract/load';
import {refName} from '../../core/contract/model/schema';
import {isJsonObject, type Json, type JsonObject} from './documents';

/** What the sandbox reads of a dereferenced operation (every $ref replaced). */
interface OperationDefinition {
  parameters?: {name: string; in: 'query' | 'path' | 'header' | 'cookie'; required?: boolean; schema?: JsonObject}[];
  requestBody?: {required?: boolean; content: Record<string, MediaDefinition>};
  responses: Record<string, {description?: string; content?: Record<string, MediaDefinition>}>;
}

interface MediaDefinition {
  schema?: JsonObject;
  example?: Json;
  examples?: Record<string, {value?: Json}>;
}

/** A dereferenced OpenAPI document, as the routes register it: its operations by path and method. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationDefinition>>;
  components: {schemas: Record<string, JsonObject>; [key: string]: unknown};
  [key: string]: unknown;
}

export interface Operation {
  operationId: string;
  /** ROOK's API, or the sandbox's own control API. */
  api: 'rook' | 'control';
  method: string;
  path: string;
  /** Media types the request body accepts; empty when there is no body. */
  bodyTypes: string[];
  /** True when the operation lists basicAuth; false when it sets `security: []`. */
  basicAuth: boolean;
  /**
   * What a required body that is absent answers: the status of the answer the contract describes as
   * "The body is missing…" (400 on most operations, 422 on createUserInformation), else the
   * operation's 400; null when the body is optional or absent.
   */
  missingBodyStatus: 400 | 422 | null;
  definition: OperationDefinition;
}

/** One user of the demo client, as the contract's listSandboxUsers example shows it. */
interface DemoUser {
  userId: string;
  timeZone: string;
  createdAt: string;
  links: {source: string; linkedAt: string}[];
}

/**
 * The demo client every sandbox starts with, from the control API's examples: its client_uuid and
 * hash key (getSandboxSettings), its users (listSandboxUsers), and the user whose example day the
 * ROOK API's examples answer (getSandboxUser). Its username and secret are ROOK's published demo pair.
 */
export interface DemoClient {
  clientUuid: string;
  hashKey: string;
  userId: string;
  users: DemoUser[];
}

export interface Contracts {
  api: OpenApiDocument;
  control: OpenApiDocument;
  demo: DemoClient;
  operations: Map<string, Operation>;
  /** Each document schema the Data Webhook may carry, with its first example. */
  webhookDocuments: {schema: string; example: JsonObject}[];
}

/** The Data Webhook's document schemas, by name (from the bundled contract, where $refs still name them). */
function webhookDocumentsOf(contract: LoadedContract): {schema: string; example: JsonObject}[] {
  const bundled = contract.bundled as {
    webhooks?: Record<string, Record<string, OperationDefinition>>;
    components: {schemas: Record<string, {examples?: Json[]}>};
  };
  const body = bundled.webhooks?.dataWebhook?.post?.requestBody?.content['application/json']?.schema;
  const options = Array.isArray(body?.anyOf) ? body.anyOf.filter(isJsonObject) : [];
  return options.map((option) => {
    const schema = refName(String(option.$ref)) ?? String(option.$ref);
    const example = bundled.components.schemas[schema]?.examples?.[0];
    if (!isJsonObject(example)) throw new Error(`The Data Webhook's ${schema} has no example in the contract`);
    return {schema, example};
  });
}

/** The sandbox's view of each operation: the contract model's facts plus the dereferenced definition it validates with. */
function operationsOf(contract: LoadedContract, api: Operation['api']): Operation[] {
  /** The status of the answer the contract describes as "The body is missing…", else its 400 (a page's form that is not one). */
  function missingBodyStatus(definition: OperationDefinition, operationId: string): 400 | 422 {
    const {responses} = definition;
    const described = Object.keys(responses).filter((status) => /^The body is missing\b/.test(responses[status]?.description ?? ''));
    const status = described.length === 1 ? Number(described[0]) : responses['400'] ? 400 : null;
    if (status !== 400 && status !== 422)
      throw new Error(`[sandbox] ${operationId} takes a required body, but no 400 or 422 answer of it covers a missing one`);
    return status;
  }
  const definitionOf = (op: {path: string; method: string}): OperationDefinition => {
    const definition = (contract.dereferenced as OpenApiDocument).paths[op.path]?.[op.method.toLowerCase()];
    if (!definition) throw new Error(`[sandbox] the model names ${op.method} ${op.path}, which the dereferenced contract lacks`);
    return definition;
  };
  return contract.model.operations.map((op) => ({
    operationId: op.operationId,
    api,
    method: op.method,
    path: op.path,
    bodyTypes: op.requestBody?.content.map((media) => media.contentType) ?? [],
    basicAuth: op.security.some((alternative) => alternative.some((scheme) => scheme.name === 'basicAuth')),
    missingBodyStatus: op.requestBody?.required === true ? missingBodyStatus(definitionOf(op), op.operationId) : null,
    definition: definitionOf(op),
  }));
}

function demoClientOf(operations: Map<string, Operation>): DemoClient {
  const example = (operationId: string): JsonObject => {
    const found = successExample(operations.get(operationId)!);
    if (!found) throw new Error(`[sandbox] ${operationId} has no 200 example: the demo client is read from it`);
    return found;
  };
  const settings = example('getSandboxSettings');
  const objects = (value: Json | undefined) => (Array.isArray(value) ? value.filter(isJsonObject) : []);
  return {
    clientUuid: String(settings.client_uuid),
    hashKey: String(settings.hash_key),
    userId: String(example('getSandboxUser').user_id),
    users: objects(example('listSandboxUsers').users).map((user) => ({
      userId: String(user.user_id),
      timeZone: String(user.time_zone),
      createdAt: String(user.created_at),
      links: objects(user.data_sources).map((link) => ({source: String(link.data_source), linkedAt: String(link.linked_at)})),
    })),
  };
}

let loading: Promise<Contracts> | undefined;

/** Loads both contracts once per process (validated and dereferenced). */
export function loadContracts(): Promise<Contracts> {
  loading ??= (async () => {
    const [api, control] = await Promise.all([loadContract(contractFiles.rook), loadContract(contractFiles.sandbox)]);
    const operations = new Map<string, Operation>();
    for (const operation of [...operationsOf(api, 'rook'), ...operationsOf(control, 'control')]) {
      operations.set(operation.operationId, operation);
    }
    const apiDoc = api.dereferenced as OpenApiDocument;
    const controlDoc = control.dereferenced as OpenApiDocument;
    const shared = Object.keys(controlDoc.paths).filter((route) => route in apiDoc.paths);
    if (shared.length) throw new Error(`[sandbox] the control API and ROOK's API both define ${shared.join(', ')}`);
    return {
      api: apiDoc,
      control: controlDoc,
      demo: demoClientOf(operations),
      operations,
      webhookDocuments: webhookDocumentsOf(api),
    };
  })();
  return loading;
}

/** Whether a ROOK operation answers with a health document (processed data): its 200 example names a data_structure. */
export function servesDocument(operation: Operation): boolean {
  return operation.api === 'rook' && typeof successExample(operation)?.data_structure === 'string';
}

/** The 200 example of an operation, as written in the contract (the demo fixtures). */
export function successExample(operation: Operation): JsonObject | undefined {
  const content = operation.definition.responses['200']?.content?.['application/json'];
  const example = content?.example ?? Object.values(content?.examples ?? {})[0]?.value;
  return isJsonObject(example) ? example : undefined;
}
