// The bounds of what a request may carry: every number a request can hold has
// both bounds in the contracts.
import {describe, expect, it} from 'vitest';
import {loadContracts, type Json} from '../../sandbox/contract';

/** Every integer or number schema under `schema` (examples left out), with where it is. */
function numberSchemas(schema: unknown, where: string, found: [string, Json][], seen = new Set<unknown>()): [string, Json][] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return found;
  seen.add(schema);
  const types = ([] as unknown[]).concat((schema as Json).type ?? []);
  if (types.includes('integer') || types.includes('number')) found.push([where, schema as Json]);
  for (const [key, value] of Object.entries(schema)) {
    if (key !== 'example' && key !== 'examples') numberSchemas(value, `${where}/${key}`, found, seen);
  }
  return found;
}

describe('numbers a request can carry', () => {
  it('have a lower and an upper bound in the contracts, in every parameter and request body', async () => {
    const {operations} = await loadContracts();
    const found: [string, Json][] = [];
    for (const operation of operations.values()) {
      for (const parameter of operation.definition.parameters ?? [])
        numberSchemas(parameter.schema, `${operation.operationId} ${parameter.in} ${parameter.name}`, found);
      for (const [type, media] of Object.entries<Json>(operation.definition.requestBody?.content ?? {}))
        numberSchemas(media.schema, `${operation.operationId} body (${type})`, found);
    }
    const unbounded = found
      .filter(([, schema]) => schema.minimum === undefined && schema.exclusiveMinimum === undefined)
      .concat(found.filter(([, schema]) => schema.maximum === undefined && schema.exclusiveMaximum === undefined))
      .map(([where]) => where);
    expect(unbounded).toEqual([]);
    // page, height, weight, BMI, seconds, limit, delivery_id and respond_with at least: the walk finds them.
    expect(found.length).toBeGreaterThanOrEqual(8);
  });
});
