import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone';
import {HTTP_METHODS} from '../../core/contract/model/operations';
import {validatorName} from '../../core/contract/model/validation';
import {deref, type Raw} from '../../core/contract/model/schema';

/*
 * The try-it console checks a request before sending it, and the answer
 * after, against the contract. The site's content security policy forbids
 * `eval`, which Ajv needs to compile a schema in the browser, so the
 * validators are compiled here at build time (Ajv's standalone code), one
 * module per operation, which the console imports only when it opens.
 */

/** Parameters and responses may be $refs to components; schemas keep theirs (Ajv follows them). */
const follow = (doc: Raw, value: Raw): Raw => deref(doc, value).value;

function jsonMedia(content: Raw): Raw | undefined {
  const entry = Object.entries<Raw>(content ?? {}).find(([type]) => type.includes('json'));
  return entry?.[1]?.schema;
}

/** Where the contract's components live for Ajv; operation schemas point into it. */
const COMPONENTS = 'https://contract.invalid/components';

/** A schema's local `#/…` refs, pointed at the components document. */
function pointAtComponents(schema: Raw): Raw {
  if (Array.isArray(schema)) return schema.map(pointAtComponents);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${COMPONENTS}${value}` : pointAtComponents(value as Raw),
    ]),
  );
}

/**
 * One standalone module with every operation's validators, exported as
 * `{operationId}__parameters` (path and query values, coerced from the
 * form's strings), `{operationId}__body` and `{operationId}__{status}`. The
 * component schemas are compiled once, shared by all.
 */
export function contractValidators(doc: Raw): string {
  const ajv = new Ajv2020({strict: false, allErrors: true, coerceTypes: true, code: {source: true}});
  addFormats(ajv);
  ajv.addSchema({$id: COMPONENTS, components: doc.components ?? {}});
  const exports: Record<string, string> = {};
  const add = (name: string, schema: Raw) => {
    const id = `https://contract.invalid/${name}`;
    ajv.addSchema({...pointAtComponents(schema), $id: id});
    exports[name] = id;
  };
  for (const pathItem of Object.values<Raw>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = pathItem[method];
      if (!op) continue;
      const id = validatorName(String(op.operationId));
      const params = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])]
        .map((p: Raw) => follow(doc, p))
        .filter((p: Raw) => p.in === 'path' || p.in === 'query');
      add(`${id}__parameters`, {
        type: 'object',
        properties: Object.fromEntries(params.map((p: Raw) => [p.name, p.schema ?? {}])),
        required: params.filter((p: Raw) => p.required).map((p: Raw) => p.name),
      });
      const body = jsonMedia(follow(doc, op.requestBody)?.content);
      if (body) add(`${id}__body`, body);
      for (const [status, value] of Object.entries<Raw>(op.responses ?? {})) {
        const schema = jsonMedia(follow(doc, value)?.content);
        if (schema) add(`${id}__${status.replace(/\W/g, '_')}`, schema);
      }
    }
  }
  return standaloneCode(ajv, exports);
}
