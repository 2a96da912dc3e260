// The sandbox's error rules against the contract: every status a rule answers
// is one the contract lists for each operation the rule can apply to, in the
// shape the contract gives that status; so is every answer to a string or body
// the sandbox refuses at its boundary.
import {isDeepStrictEqual} from 'node:util';
import {describe, expect, it} from 'vitest';
import {loadContracts, type Operation} from '../../sandbox/contract/operations';
import type {Loose} from '../support/loose';
import {errorRules, inputFailure, type ErrorRule, type FieldProblem} from '../../sandbox/http/errors';

const location = {params: 'path', querystring: 'query'} as const;

function parametersIn(rule: ErrorRule, operation: Operation): string[] {
  if (rule.context !== 'params' && rule.context !== 'querystring') return [];
  return (operation.definition.parameters ?? [])
    .filter((p: Loose) => p.in === location[rule.context as 'params' | 'querystring'])
    .map((p: Loose) => p.name);
}

/**
 * The rules a request to this operation can reach, in order: a rule applies when the operation has
 * its part (and field); earlier rules without a failure condition cover their field, or, with no
 * field, the whole part, for the rules after them.
 */
function reachable(operation: Operation, rules: readonly ErrorRule[]): ErrorRule[] {
  const reached: ErrorRule[] = [];
  const covered = new Map<string, Set<string>>();
  for (const rule of rules) {
    if (rule.operationId !== undefined && rule.operationId !== operation.operationId) continue;
    const done = covered.get(rule.context) ?? new Set<string>();
    covered.set(rule.context, done);
    if (done.has('*')) continue;
    if (rule.context === 'body') {
      if (!operation.bodyTypes.some((type) => type === 'application/json' || type === 'application/x-www-form-urlencoded')) continue;
    } else {
      const open = parametersIn(rule, operation).filter((name) => !done.has(name));
      if (rule.field === undefined ? open.length === 0 : !open.includes(rule.field)) continue;
    }
    reached.push(rule);
    if (rule.failure === undefined) done.add(rule.field ?? '*');
  }
  return reached;
}

/** What is wrong with these rules against the contract: one line per rule and operation. */
async function problemsOf(rules: readonly ErrorRule[]): Promise<string[]> {
  const {api, operations}: Loose = await loadContracts();
  const shapes = {Error: api.components.schemas.Error, ValidationError: api.components.schemas.ValidationError};
  const problems: string[] = [];
  for (const operation of operations.values()) {
    for (const rule of reachable(operation, rules)) {
      const response: Loose | undefined = operation.definition.responses[String(rule.status)];
      const content: Loose = response?.content ?? {};
      const where = `${operation.operationId}: ${rule.context} ${rule.field ?? ''} → ${rule.status}`;
      if (!response) problems.push(`${where}, not in the contract`);
      else if (rule.shape === 'Page' ? !content['text/html'] : !isDeepStrictEqual(content['application/json']?.schema, shapes[rule.shape]))
        problems.push(`${where} is not the ${rule.shape} shape in the contract`);
    }
  }
  return problems;
}

describe('the sandbox error rules', () => {
  it('answer only statuses the contract lists, in the shape it gives them', async () => {
    expect(await problemsOf(errorRules)).toEqual([]);
  });

  it('are checked: a rule answering a status the contract does not list is caught', async () => {
    const teapot: ErrorRule = {
      operationId: 'updateUserTimeZone',
      context: 'body',
      status: 418,
      shape: 'Error',
      message: 'no',
      help: {section: 'request-body'},
    };
    expect(await problemsOf([teapot])).toEqual(['updateUserTimeZone: body  → 418, not in the contract']);
  });

  it('name only operations that exist', async () => {
    const {operations} = await loadContracts();
    const named = errorRules.flatMap((rule) => (rule.operationId ? [rule.operationId] : []));
    expect(named.filter((id) => !operations.has(id))).toEqual([]);
  });
});

type Part = [FieldProblem['context'], string];

/** Each part of a request to this operation whose strings the input guard checks, with the fields it can name there. */
function inputFields(operation: Operation): Part[] {
  const parameters: Loose[] = operation.definition.parameters ?? [];
  const named = (where: string) => parameters.filter((p) => p.in === where).map((p) => p.name as string);
  const content: Loose = operation.definition.requestBody?.content ?? {};
  const body: Loose | undefined = content['application/json']?.schema ?? content['application/x-www-form-urlencoded']?.schema;
  // The inbox stores its body's bytes as they came: nothing in it is refused.
  const bodyChecked = body && operation.operationId !== 'receiveInboxMessage';
  return [
    ...named('path').map((name): Part => ['params', name]),
    ...named('query').map((name): Part => ['querystring', name]),
    ...(operation.basicAuth ? [['headers', 'authorization'] as Part] : []),
    ...(bodyChecked ? ['', 'unknown', ...Object.keys(body.properties ?? {})].map((name): Part => ['body', name]) : []),
  ];
}

describe('the answers to strings the sandbox refuses (http/input.ts)', () => {
  it('use only statuses the contract lists, in the shape it gives them', async () => {
    const {api, operations}: Loose = await loadContracts();
    const {Error: error, ValidationError: validation} = api.components.schemas;
    const problems: string[] = [];
    for (const operation of operations.values()) {
      for (const [context, field] of inputFields(operation)) {
        const failure = inputFailure(operation.operationId, {context, field, text: `${field} is refused`}, '/x', operation.method);
        const content: Loose | undefined = operation.definition.responses[String(failure.status)]?.content;
        const where = `${operation.operationId}: ${context} ${field} → ${failure.status}`;
        const shaped =
          'html' in failure
            ? content?.['text/html'] !== undefined
            : isDeepStrictEqual(content?.['application/json']?.schema, 'detail' in failure.body ? validation : error);
        if (!content) problems.push(`${where}, not in the contract`);
        else if (!shaped) problems.push(`${where} is not in the shape the contract gives it`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answer a body that cannot be read (not UTF-8, too deep, too long an array, or any body where none is taken) with a 400 the contract lists', async () => {
    const {operations} = await loadContracts();
    const missing = [...operations.values()]
      .filter((operation) => operation.api === 'control' || operation.bodyTypes.length > 0)
      .filter((operation) => operation.method !== 'GET' && !operation.definition.responses['400'])
      .map((operation) => operation.operationId);
    expect(missing).toEqual([]);
  });
});
