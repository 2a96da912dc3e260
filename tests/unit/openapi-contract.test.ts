/**
 * The API contract (openapi/rook-api.yaml) held to ROOK's API as the site
 * documents it: lint, examples, property order, the call table with its
 * status codes and error messages, the data-source lists and the single home
 * of the server addresses.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {contractFiles, loadContract} from '../../core/contract/load';
import {authorizedV1Keys, authorizerNames, revokeNames} from '../../core/data/dataSources';
import {
  contractPath,
  errorExamplePathProblems,
  examplesOf,
  invalidExamples,
  isObject,
  loadDereferencedContract,
  loadRawContract,
  operationsOf,
  readContractText,
  requiredFirstProblems,
  responseMessages,
  undocumentedSchemaProblems,
  type JsonObject,
  writeTemporaryContract,
  type OpenApiDoc,
} from './support/openapiContract';

const repoRoot = path.resolve(__dirname, '../..');

// The error messages of ROOK's API: ROOK's exact wording where ROOK quotes a
// message, otherwise the contract's wording of a case ROOK describes.
const msg = {
  unauthorized: 'The client_uuid or password are incorrect',
  notFound: 'Requested URL not found',
  contentType: 'Content-Type not supported!',
  missingBody: 'Request body is required',
  wrongDates: 'The dates are wrong',
  upToDateRequired: 'up_to_date query parameter is required',
  badDate: 'Invalid date format, expected YYYY-MM-DD',
  badAuthorizerSource: 'data_source must be one of the allowed data sources',
  badRevokeSource: 'The source is not an allowed data source',
  unknownUser: 'user_id does not exist',
  unprocessable: 'Unprocessable Content',
} as const;

/** Status code → messages its examples must show ([] when the answer has no message to check). */
type Answers = Record<string, readonly string[]>;

interface Call {
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  answers: Answers;
}

const processedData: Answers = {200: [], 204: [], 401: [msg.unauthorized], 422: [msg.badDate, msg.unknownUser]};
const processed = (p: string, operationId: string): Call => ({method: 'GET', path: p, operationId, answers: processedData});

// Every call of ROOK's API the contract must describe, one row per operation: 26 operations.
const callTable: Call[] = [
  {
    method: 'GET',
    path: '/api/v1/user_id/{user_id}/data_source/{data_source}/authorizer',
    operationId: 'getDataSourceAuthorizer',
    answers: {200: [], 401: [msg.unauthorized], 404: [msg.notFound], 422: [msg.badAuthorizerSource]},
  },
  {
    method: 'GET',
    path: '/api/v1/client_uuid/{client_uuid}/user_id/{user_id}/data_sources/authorizers',
    operationId: 'getAllDataSourceAuthorizers',
    answers: {200: [], 401: [msg.unauthorized]},
  },
  {
    method: 'GET',
    path: '/api/v1/user_id/{user_id}/data_sources/authorized',
    operationId: 'getAuthorizedDataSourcesV1',
    answers: {200: [], 401: [msg.unauthorized], 422: [msg.unknownUser]},
  },
  {
    method: 'GET',
    path: '/api/v2/user_id/{user_id}/data_sources/authorized',
    operationId: 'getAuthorizedDataSourcesV2',
    answers: {200: [], 401: [msg.unauthorized], 422: [msg.unknownUser]},
  },
  {
    method: 'POST',
    path: '/api/v1/user_id/{user_id}/time_zone',
    operationId: 'updateUserTimeZone',
    answers: {200: [], 400: [msg.contentType, msg.missingBody], 401: [msg.unauthorized], 404: [msg.notFound]},
  },
  {
    method: 'POST',
    path: '/api/v2/user-information',
    operationId: 'createUserInformation',
    answers: {201: [], 400: [msg.contentType], 401: [msg.unauthorized], 422: [msg.unprocessable]},
  },
  {
    method: 'POST',
    path: '/api/v1/user_id/{user_id}/data_sources/revoke_auth',
    operationId: 'revokeDataSource',
    answers: {200: [], 400: [msg.contentType, msg.missingBody], 401: [msg.unauthorized], 404: [msg.notFound], 422: [msg.badRevokeSource]},
  },
  {
    method: 'POST',
    path: '/api/v2/resend_rejected_notifications',
    operationId: 'resendRejectedNotifications',
    answers: {200: [], 400: [msg.contentType, msg.missingBody, msg.wrongDates], 401: [msg.unauthorized]},
  },
  {
    method: 'GET',
    path: '/api/v1/client/users/status',
    operationId: 'getUsersStatus',
    answers: {200: [], 400: [msg.upToDateRequired], 401: [msg.unauthorized], 422: [msg.badDate]},
  },
  processed('/v2/processed_data/user/info', 'getUserInfo'),
  processed('/v2/processed_data/physical_health/summary', 'getPhysicalSummary'),
  processed('/v2/processed_data/physical_health/events/activity', 'getPhysicalActivityEvents'),
  processed('/v2/processed_data/physical_health/events/heart_rate', 'getPhysicalHeartRateEvents'),
  processed('/v2/processed_data/physical_health/events/oxygenation', 'getPhysicalOxygenationEvents'),
  processed('/v2/processed_data/physical_health/events/stress', 'getPhysicalStressEvents'),
  processed('/v2/processed_data/sleep_health/summary', 'getSleepSummary'),
  processed('/v2/processed_data/body_health/summary', 'getBodySummary'),
  processed('/v2/processed_data/body_health/events/body_metrics', 'getBodyMetricsEvents'),
  processed('/v2/processed_data/body_health/events/heart_rate', 'getBodyHeartRateEvents'),
  processed('/v2/processed_data/body_health/events/oxygenation', 'getBodyOxygenationEvents'),
  processed('/v2/processed_data/body_health/events/nutrition', 'getBodyNutritionEvents'),
  processed('/v2/processed_data/body_health/events/mood', 'getBodyMoodEvents'),
  processed('/v2/processed_data/body_health/events/hydration', 'getBodyHydrationEvents'),
  processed('/v2/processed_data/body_health/events/blood_glucose', 'getBodyBloodGlucoseEvents'),
  processed('/v2/processed_data/body_health/events/blood_pressure', 'getBodyBloodPressureEvents'),
  processed('/v2/processed_data/body_health/events/temperature', 'getBodyTemperatureEvents'),
];

let raw: OpenApiDoc;
let deref: OpenApiDoc;
let text: string;

beforeAll(async () => {
  raw = await loadRawContract();
  deref = await loadDereferencedContract();
  text = await readContractText();
});

function findOperation(doc: OpenApiDoc, operationId: string): JsonObject {
  const found = operationsOf(doc).find((o) => o.operation.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId} in the contract`);
  return found.operation;
}

/** Where the contract differs from the call table, problems as readable lines. */
function callTableProblems(doc: OpenApiDoc): string[] {
  const problems: string[] = [];
  const operations = operationsOf(doc);
  for (const call of callTable) {
    const found = operations.find((o) => o.method === call.method && o.path === call.path);
    const label = `${call.method} ${call.path}`;
    if (!found) {
      problems.push(`${label}: missing`);
      continue;
    }
    if (found.operation.operationId !== call.operationId) {
      problems.push(`${label}: operationId ${String(found.operation.operationId)}, expected ${call.operationId}`);
    }
    const responses = isObject(found.operation.responses) ? found.operation.responses : {};
    for (const [status, messages] of Object.entries(call.answers)) {
      if (!(status in responses)) {
        problems.push(`${label}: no ${status} answer`);
        continue;
      }
      const documented = responseMessages(responses[status]);
      for (const m of messages) if (!documented.includes(m)) problems.push(`${label} ${status}: no example with "${m}"`);
    }
  }
  const expected = new Set(callTable.map((c) => `${c.method} ${c.path}`));
  for (const o of operations) if (!expected.has(`${o.method} ${o.path}`)) problems.push(`${o.method} ${o.path}: not in the call table`);
  return problems;
}

interface LintReport {
  totals: {errors: number; warnings: number};
  problems: {ruleId: string; message: string}[];
}

/** Runs Redocly with the repo's redocly.yaml (recommended ruleset) and returns its JSON report. */
function lint(file: string): LintReport {
  const result = spawnSync(
    path.join(repoRoot, 'node_modules/.bin/redocly'),
    ['lint', file, '--config', path.join(repoRoot, 'redocly.yaml'), '--format=json'],
    {cwd: repoRoot, encoding: 'utf8', env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'}},
  );
  return JSON.parse(result.stdout) as LintReport;
}

/** The server addresses must live only in `servers`, so changing one is a one-line edit. */
function serverAddressProblems(text: string, servers: JsonObject[]): string[] {
  const problems = servers.flatMap(({url}) => {
    const host = new URL(String(url)).host;
    const count = text.split(host).length - 1;
    return count === 1 ? [] : [`${host} appears ${count} times`];
  });
  // Any other spelling of an API host (another environment, a typo) would also be a second home for addresses.
  const hosts = text.match(/api\.rook-connect\.[a-z]+/g) ?? [];
  const rookServers = servers.filter(({url}) => /api\.rook-connect\./.test(String(url))).length;
  if (hosts.length !== rookServers) problems.push(`${hosts.length} API host mentions for ${rookServers} ROOK servers`);
  return problems;
}

describe('API contract', () => {
  it('passes the Redocly recommended ruleset with no errors and no warnings', () => {
    const report = lint(contractPath);
    expect(report.problems.map((p) => p.message)).toEqual([]);
    expect(report.totals).toMatchObject({errors: 0, warnings: 0});
  }, 60_000);

  it('validates against the OpenAPI 3.1 schema', async () => {
    // The loader validates (swagger-parser) and fails with the file and the problem otherwise.
    await expect(loadContract()).resolves.toMatchObject({raw: {openapi: '3.1.0'}});
  });

  it('is OpenAPI 3.1.0 for ROOK API 2.0.1 with the guide sections in its description', () => {
    expect(raw.openapi).toBe('3.1.0');
    expect(raw.info).toMatchObject({title: 'ROOK API', version: '2.0.1'});
    const description = String((raw.info as JsonObject).description);
    for (const heading of ['## Authentication', '## Environments', '## Conventions', '## Deprecations']) {
      expect(description).toContain(heading);
    }
    expect(description).toContain('4 November 2025');
    expect(description).toContain('document_version');
  });

  it('has an example for every operation answer with a body and every request body', () => {
    const missing = operationsOf(deref).flatMap(({method, path: p, operation}) => {
      const bodies: [string, Record<string, unknown>][] = [];
      if (isObject(operation.requestBody)) bodies.push(['requestBody', operation.requestBody]);
      for (const [status, r] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
        if (isObject(r) && isObject(r.content)) bodies.push([status, r]);
      }
      return bodies.flatMap(([where, body]) =>
        Object.entries(body.content as JsonObject).flatMap(([type, media]) =>
          isObject(media) && ('example' in media || isObject(media.examples)) ? [] : [`${method} ${p} ${where} ${type}`],
        ),
      );
    });
    expect(missing).toEqual([]);
  });

  it('has examples that all validate against their schemas', () => {
    // A floor on the count, so a walker that stops finding examples cannot pass silently.
    expect(examplesOf(deref).length).toBeGreaterThan(200);
    expect(invalidExamples(deref)).toEqual([]);
  }, 60_000);

  it('lists required properties before optional ones in every object schema', () => {
    expect(requiredFirstProblems(raw)).toEqual([]);
  });

  it('describes every schema and every property, and gives every property a type', () => {
    expect(undocumentedSchemaProblems(deref)).toEqual([]);
  });

  it('has every operation of the call table with its answers and exact error messages', () => {
    expect(callTable).toHaveLength(26);
    expect(callTableProblems(deref)).toEqual([]);
  });

  it('protects all 26 operations with HTTP basic authentication', () => {
    const scheme = (raw.components as JsonObject).securitySchemes as JsonObject;
    expect(scheme.basicAuth).toMatchObject({type: 'http', scheme: 'basic'});
    const unprotected = operationsOf(raw)
      .filter(({operation}) => !(Array.isArray(operation.security) && operation.security.some((s) => isObject(s) && 'basicAuth' in s)))
      .map(({operation}) => operation.operationId);
    expect(unprotected).toEqual([]);
  });

  it('marks the superseded endpoints deprecated and names their successor', () => {
    const ids = new Set(operationsOf(raw).map((o) => o.operation.operationId));
    for (const id of ['getAllDataSourceAuthorizers', 'getAuthorizedDataSourcesV1']) {
      const operation = findOperation(raw, id);
      expect(operation.deprecated, id).toBe(true);
      expect(ids.has(operation['x-superseded-by']), `${id} x-superseded-by`).toBe(true);
    }
    const deprecated = operationsOf(raw)
      .filter((o) => o.operation.deprecated === true)
      .map((o) => o.operation.operationId);
    expect(deprecated.sort()).toEqual(['getAllDataSourceAuthorizers', 'getAuthorizedDataSourcesV1']);
  });

  it('says in the physical health tag that steps events come only by webhook', () => {
    const tag = (raw.tags as JsonObject[]).find((t) => t.name === 'Physical health');
    expect(String(tag?.description)).toMatch(/Steps events .*only by Data Webhook/s);
  });
});

describe('API contract and the data-source list', () => {
  it('authorizer data_source enum equals authorizerNames', () => {
    const parameters = findOperation(deref, 'getDataSourceAuthorizer').parameters as JsonObject[];
    const dataSource = parameters.find((p) => p.name === 'data_source');
    expect((dataSource?.schema as JsonObject).enum).toEqual(authorizerNames);
  });

  it('revoke data_source enum equals revokeNames', () => {
    const body = findOperation(deref, 'revokeDataSource').requestBody as JsonObject;
    const schema = ((body.content as JsonObject)['application/json'] as JsonObject).schema as JsonObject;
    expect(((schema.properties as JsonObject).data_source as JsonObject).enum).toEqual(revokeNames);
  });

  it('v1 authorized-sources keys equal authorizedV1Keys', () => {
    const ok = (findOperation(deref, 'getAuthorizedDataSourcesV1').responses as JsonObject)['200'] as JsonObject;
    const schema = ((ok.content as JsonObject)['application/json'] as JsonObject).schema as JsonObject;
    const sources = (schema.properties as JsonObject).sources as JsonObject;
    expect(Object.keys(sources.properties as JsonObject)).toEqual(authorizedV1Keys);
    // google_fit is listed but optional: Google Fit support ended on 4 November 2025.
    expect(sources.required).toEqual(authorizedV1Keys.filter((k) => k !== 'google_fit'));
  });
});

describe('error examples', () => {
  it.each([
    ['the API contract', contractFiles.rook],
    ['the sandbox contract', contractFiles.sandbox],
  ])('%s: every error example’s path is a path of its own operation, and its method the operation’s', async (_name, file) => {
    const {problems, checked} = errorExamplePathProblems((await loadContract(file)).dereferenced as OpenApiDoc);
    expect(checked).toBeGreaterThan(25);
    expect(problems).toEqual([]);
  });
});

describe('API contract servers', () => {
  it('defines production, sandbox and the local sandbox, once each, and repeats no address anywhere else', () => {
    expect((raw.servers as JsonObject[]).map((s) => s.description)).toEqual(['Production', 'Sandbox', 'Local sandbox']);
    expect(serverAddressProblems(text, raw.servers as JsonObject[])).toEqual([]);
  });
});

describe('contract checks catch a broken contract', () => {
  // Each check runs on a damaged copy, so a check that could never fail is noticed.
  const damaged = (change: (doc: OpenApiDoc) => void) => {
    const copy = structuredClone(raw);
    change(copy);
    return copy;
  };
  const schema = (doc: OpenApiDoc, name: string): JsonObject => {
    const found = ((doc.components as JsonObject).schemas as JsonObject)[name];
    if (!isObject(found)) throw new Error(`no schema ${name}`);
    return found;
  };

  it('flags a required property listed after an optional one', () => {
    const doc = damaged((d) => {
      schema(d, 'Message').properties = {note: {type: 'string', description: 'x'}, message: {type: 'string', description: 'y'}};
    });
    expect(requiredFirstProblems(doc)).toEqual(['#/components/schemas/Message: required message listed after optional note']);
  });

  it('flags an example that breaks its schema', async () => {
    const doc = damaged((d) => {
      schema(d, 'UserId').examples = ['not valid!'];
    });
    const problems = invalidExamples(await loadDereferencedContract(doc));
    expect(problems.some((p) => p.startsWith('#/components/schemas/UserId/examples/0'))).toBe(true);
  }, 60_000);

  it('flags a changed error message and a missing operation', async () => {
    const doc = damaged((d) => {
      const unauthorized = (findOperation(d, 'getUserInfo').responses as JsonObject)['401'] as JsonObject;
      ((unauthorized.content as JsonObject)['application/json'] as JsonObject).example = {error: 'Unauthorized'};
      delete (d.paths as JsonObject)['/v2/processed_data/body_health/events/mood'];
    });
    const problems = callTableProblems(await loadDereferencedContract(doc));
    expect(problems).toContain('GET /v2/processed_data/body_health/events/mood: missing');
    expect(problems).toContain(`GET /v2/processed_data/user/info 401: no example with "${msg.unauthorized}"`);
  });

  it('flags an error example that shows another operation’s path or method', () => {
    const doc = damaged((d) => {
      const responses = findOperation(d, 'getDataSourceAuthorizer').responses as JsonObject;
      const example = ((responses['404'] as JsonObject).content as JsonObject)['application/json'] as JsonObject;
      example.example = {...(example.example as JsonObject), path: '/api/v1/user_id/demoUserId/time_zone', method: 'POST'};
    });
    const where = 'GET /api/v1/user_id/{user_id}/data_source/{data_source}/authorizer 404 application/json example';
    expect(errorExamplePathProblems(doc).problems).toEqual([
      `${where}: path /api/v1/user_id/demoUserId/time_zone is not this operation's`,
      `${where}: method POST is not GET`,
    ]);
  });

  it('flags a lint problem', () => {
    const doc = damaged((d) => {
      delete ((d.tags as JsonObject[])[0] as JsonObject).description;
    });
    const file = writeTemporaryContract(doc);
    try {
      expect(lint(file.path).problems.map((p) => p.ruleId)).toEqual(['tag-description']);
    } finally {
      file.remove();
    }
  }, 60_000);

  it('flags a server address repeated outside servers', () => {
    const broken = text.replace('Start in the sandbox server', 'Start in the sandbox server (api.rook-connect.review)');
    expect(broken).not.toBe(text);
    expect(serverAddressProblems(broken, raw.servers as JsonObject[])).toContain('api.rook-connect.review appears 2 times');
  });

  it('flags an undocumented property', async () => {
    const doc = damaged((d) => {
      (schema(d, 'Message').properties as JsonObject).message = {type: 'string'};
    });
    expect(undocumentedSchemaProblems(await loadDereferencedContract(doc))).toContain(
      '#/components/schemas/Message/properties/message: no description',
    );
  });
});
