// The schemas the sandbox validates requests with, made from each operation's definition
// (sandbox/http/route-schema.ts). The sandbox suite (tests/sandbox/) checks the answers they lead to.
import {describe, expect, it} from 'vitest';
import {loadContracts, type Operation} from '../../sandbox/contract/operations';
import {requestSchema, routeUrl} from '../../sandbox/http/route-schema';

function operation(definition: Operation['definition']): Operation {
  return {
    operationId: 'exampleOperation',
    api: 'control',
    method: 'POST',
    path: '/x',
    bodyTypes: [],
    basicAuth: false,
    missingBodyStatus: null,
    definition,
  };
}

describe('the sandbox’s request schemas', () => {
  it('writes an OpenAPI path in Fastify’s form', () => {
    expect(routeUrl('/api/v1/user_id/{user_id}/data_source/{data_source}/authorizer')).toBe(
      '/api/v1/user_id/:user_id/data_source/:data_source/authorizer',
    );
  });

  it('groups the parameters by place, lists the required ones, and keeps each body schema by media type', () => {
    const id = {type: 'string', maxLength: 10};
    const schema = requestSchema(
      operation({
        parameters: [
          {name: 'user_id', in: 'path', required: true, schema: id},
          {name: 'date', in: 'query', required: true, schema: {type: 'string', format: 'date'}},
          {name: 'page', in: 'query', schema: {type: 'integer'}},
          {name: 'x-trace', in: 'header', schema: {type: 'string'}},
        ],
        requestBody: {content: {'application/json': {schema: {type: 'object'}}, 'text/plain': {}}},
        responses: {},
      }),
    );
    expect(schema).toEqual({
      params: {type: 'object', properties: {user_id: id}, required: ['user_id']},
      querystring: {type: 'object', properties: {date: {type: 'string', format: 'date'}, page: {type: 'integer'}}, required: ['date']},
      headers: {type: 'object', properties: {'x-trace': {type: 'string'}}},
      body: {content: {'application/json': {schema: {type: 'object'}}}},
    });
  });

  it('refuses what it cannot validate: a cookie parameter, a schema that contains itself', () => {
    expect(() => requestSchema(operation({parameters: [{name: 'session', in: 'cookie'}], responses: {}}))).toThrow(
      'exampleOperation has a cookie parameter (session), which the sandbox cannot validate',
    );
    const node: Record<string, unknown> = {type: 'object'};
    node.properties = {child: node};
    expect(() => requestSchema(operation({requestBody: {content: {'application/json': {schema: node as never}}}, responses: {}}))).toThrow(
      'exampleOperation has a schema that contains itself',
    );
  });

  it('makes a schema for every operation of both contracts, each path parameter in its URL', async () => {
    const {operations} = await loadContracts();
    for (const op of operations.values()) {
      const schema = requestSchema(op) as {params?: {properties: Record<string, unknown>}};
      const inUrl = [...routeUrl(op.path).matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      expect(Object.keys(schema.params?.properties ?? {}).sort(), op.operationId).toEqual(inUrl);
    }
  });
});
