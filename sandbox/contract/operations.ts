// The only place the sandbox reads the contracts, through the site's single
// contract loader. Everything else gets plain objects from here.
import {contractFiles, loadContract, type LoadedContract} from '../../core/contract/load';
import {refName} from '../../core/contract/model/schema';

// Loose JSON view of a dereferenced OpenAPI document.
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

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
  definition: Json;
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
  api: Json;
  control: Json;
  demo: DemoClient;
  operations: Map<string, Operation>;
  /** Each document schema the Data Webhook may carry, with its first example. */
  webhookDocuments: {schema: string; example: Json}[];
}

/** The Data Webhook's document schemas, by name (from the bundled contract, where $refs still name them). */
function webhookDocumentsOf(contract: LoadedContract): {schema: string; example: Json}[] {
  const bundled = contract.bundled as Json;
  const options: Json[] = bundled.webhooks?.dataWebhook?.post?.requestBody?.content?.['application/json']?.schema?.anyOf ?? [];
  return options.map((option) => {
    const schema = refName(String(option.$ref)) ?? String(option.$ref);
    const example = bundled.components.schemas[schema]?.examples?.[0];
    if (!example) throw new Error(`The Data Webhook's ${schema} has no example in the contract`);
    return {schema, example};
  });
}

/** The sandbox's view of each operation: the contract model's facts plus the dereferenced definition it validates with. */
function operationsOf(contract: LoadedContract, api: Operation['api']): Operation[] {
  /** The status of the answer the contract describes as "The body is missing…", else its 400 (a page's form that is not one). */
  function missingBodyStatus(definition: Json, operationId: string): 400 | 422 {
    const responses: Json = definition.responses ?? {};
    const described = Object.keys(responses).filter((status) => /^The body is missing\b/.test(String(responses[status].description ?? '')));
    const status = described.length === 1 ? Number(described[0]) : responses['400'] ? 400 : null;
    if (status !== 400 && status !== 422)
      throw new Error(`[sandbox] ${operationId} takes a required body, but no 400 or 422 answer of it covers a missing one`);
    return status;
  }
  const definitionOf = (op: {path: string; method: string}): Json =>
    (contract.dereferenced as Json).paths[op.path][op.method.toLowerCase()];
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
  const example = (operationId: string): Json => {
    const found = successExample(operations.get(operationId)!);
    if (!found) throw new Error(`[sandbox] ${operationId} has no 200 example: the demo client is read from it`);
    return found;
  };
  const settings = example('getSandboxSettings');
  return {
    clientUuid: String(settings.client_uuid),
    hashKey: String(settings.hash_key),
    userId: String(example('getSandboxUser').user_id),
    users: (example('listSandboxUsers').users as Json[]).map((user) => ({
      userId: String(user.user_id),
      timeZone: String(user.time_zone),
      createdAt: String(user.created_at),
      links: (user.data_sources as Json[]).map((link) => ({source: String(link.data_source), linkedAt: String(link.linked_at)})),
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
    const apiDoc = api.dereferenced as Json;
    const controlDoc = control.dereferenced as Json;
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
export function successExample(operation: Operation): Json | undefined {
  const content = operation.definition.responses?.['200']?.content?.['application/json'];
  if (!content) return undefined;
  if (content.example !== undefined) return content.example;
  const first = Object.values<Json>(content.examples ?? {})[0];
  return first?.value;
}
