import {deref, type Raw} from '../../core/contract/model/schema';

/*
 * The Python module: emitted from the bundled contract the one reader returns. TypedDicts for every
 * schema (inline objects get a class named after their owner and field), one method per operation on
 * a client built on the standard library only (urllib.request, base64 Basic auth, json), and the
 * X-ROOK-HASH verifier: a line-by-line port of core/contract/model/signature.ts, which the tests hold
 * to the TypeScript rule on every webhook type the sandbox sends.
 */

const KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);

const pascal = (text: string) => text.replace(/(^|[_\-\s/{}.])+([a-zA-Z0-9])/g, (_m, _sep, c: string) => c.toUpperCase());
const snake = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const py = (value: unknown) => JSON.stringify(value);

/** Collects class definitions, inline objects first so each class follows what it names. */
class Emitter {
  readonly classes: string[] = [];
  constructor(readonly doc: Raw) {}

  /** A Python annotation for a schema; `owner` names the classes of its inline objects. */
  type(schema: Raw, owner: string): string {
    if (schema?.$ref) return `"${deref(this.doc, schema).name}"`;
    if (!schema || typeof schema !== 'object') return 'Any';
    if ('const' in schema) return `Literal[${py(schema.const)}]`;
    if (Array.isArray(schema.enum))
      return this.nullable(
        `Literal[${schema.enum
          .filter((v: unknown) => v !== null)
          .map(py)
          .join(', ')}]`,
        schema.enum.includes(null),
      );
    const options = schema.oneOf ?? schema.anyOf;
    if (Array.isArray(options)) return this.union(options.map((option: Raw, i: number) => this.type(option, `${owner}${i + 1}`)));
    if (Array.isArray(schema.allOf) || schema.properties) return this.object(schema, owner);
    const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
    return this.union(types.map((type) => this.scalar(type, schema, owner)));
  }

  private scalar(type: string | undefined, schema: Raw, owner: string): string {
    switch (type) {
      case 'string':
        return 'str';
      case 'integer':
        return 'int';
      case 'number':
        return 'float';
      case 'boolean':
        return 'bool';
      case 'null':
        return 'None';
      case 'array':
        return `List[${this.type(schema.items, `${owner}Item`)}]`;
      case 'object':
        return schema.additionalProperties && typeof schema.additionalProperties === 'object'
          ? `Dict[str, ${this.type(schema.additionalProperties, `${owner}Value`)}]`
          : 'Dict[str, Any]';
      default:
        return 'Any';
    }
  }

  private union(types: string[]): string {
    const unique = [...new Set(types)];
    const withoutNone = unique.filter((type) => type !== 'None');
    const inner = withoutNone.length === 1 ? withoutNone[0]! : `Union[${withoutNone.join(', ')}]`;
    return this.nullable(withoutNone.length ? inner : 'None', unique.includes('None') && withoutNone.length > 0);
  }

  private nullable(type: string, isNullable: boolean): string {
    return isNullable ? `Optional[${type}]` : type;
  }

  /** The properties and required names of an object schema, `allOf` members merged in order. */
  fields(schema: Raw): {properties: Record<string, Raw>; required: Set<string>} {
    const resolved = deref(this.doc, schema).value;
    const merged = {properties: {} as Record<string, Raw>, required: new Set<string>()};
    for (const part of [...(resolved.allOf ?? []), {...resolved, allOf: undefined}]) {
      const own = part.allOf
        ? this.fields(part)
        : {properties: deref(this.doc, part).value.properties ?? {}, required: new Set<string>(deref(this.doc, part).value.required ?? [])};
      Object.assign(merged.properties, own.properties);
      own.required.forEach((name) => merged.required.add(name));
    }
    return merged;
  }

  /** Emits a TypedDict for an object schema and returns its quoted name. */
  object(schema: Raw, name: string): string {
    const {properties, required} = this.fields(schema);
    const names = Object.keys(properties);
    if (!names.length) return 'Dict[str, Any]';
    const line = (field: string) => {
      if (KEYWORDS.has(field) || !/^[A-Za-z_]\w*$/.test(field)) throw new Error(`[typed-clients] ${name}.${field} is no Python identifier`);
      return `    ${field}: ${this.type(properties[field], `${name}${pascal(field)}`)}`;
    };
    const requiredLines = names.filter((field) => required.has(field)).map(line);
    const optionalLines = names.filter((field) => !required.has(field)).map(line);
    // Before Python 3.11 (no Required/NotRequired) a TypedDict's required keys are a base class's.
    const base = requiredLines.length ? `_${name}Required` : 'TypedDict';
    if (requiredLines.length) this.classes.push(`class ${base}(TypedDict):\n${requiredLines.join('\n')}`);
    this.classes.push(`class ${name}(${base}, total=False):\n${optionalLines.length ? optionalLines.join('\n') : '    pass'}`);
    return `"${name}"`;
  }

  /** A named schema: a TypedDict when it is an object, else a type alias. */
  component(name: string, schema: Raw): void {
    if (schema.properties || schema.allOf) this.object(schema, name);
    else this.classes.push(`${name} = ${this.type(schema, name)}`);
  }
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Raw;
}

/** One method of the client, with its parameters, body and the 2xx answer's type. */
function method(emitter: Emitter, template: string, verb: string, operation: Raw): string {
  const parameters: Parameter[] = (operation.parameters ?? []).map((p: Raw) => deref(emitter.doc, p, 'parameters').value);
  const name = pascal(operation.operationId);
  const arg = (p: Parameter) => {
    const type = emitter.type(p.schema, `${name}${pascal(p.name)}`);
    return p.required ? `${p.name}: ${type}` : `${p.name}: Optional[${type}] = None`;
  };
  const pathParams = parameters.filter((p) => p.in === 'path');
  const query = parameters.filter((p) => p.in === 'query');
  const bodySchema = deref(emitter.doc, operation.requestBody, 'requestBodies').value?.content?.['application/json']?.schema;
  const args = [
    'self',
    ...pathParams.map(arg),
    ...(bodySchema ? [`body: ${emitter.type(bodySchema, `${name}Body`)}`] : []),
    ...(query.length ? ['*', ...query.filter((p) => p.required).map(arg), ...query.filter((p) => !p.required).map(arg)] : []),
  ];
  const answers = Object.entries<Raw>(operation.responses ?? {}).map(([status, response]) => {
    const schema = deref(emitter.doc, response, 'responses').value?.content?.['application/json']?.schema;
    return {status, type: schema ? emitter.type(schema, `${name}${status}`) : 'None'};
  });
  const success = answers.filter((a) => a.status.startsWith('2'));
  const returned = success.length === 1 ? success[0]!.type : `Union[${[...new Set(success.map((a) => a.type))].join(', ')}]`;
  const statuses = answers.map((a) => `${a.status}: ${a.type.replaceAll('"', '')}`).join('; ');
  return [
    `    def ${snake(operation.operationId)}(${args.join(', ')}) -> "Answer[${returned.replaceAll('"', '')}]":`,
    `        """${(operation.summary ?? operation.operationId).replaceAll('"""', "'''")} (${verb.toUpperCase()} ${template}). Answers: ${statuses}."""`,
    `        return self._call(${py(verb.toUpperCase())}, ${py(template)}, {${pathParams.map((p) => `${py(p.name)}: ${p.name}`).join(', ')}}, {${query.map((p) => `${py(p.name)}: ${p.name}`).join(', ')}}, ${bodySchema ? 'body' : 'None'})`,
  ].join('\n');
}

export interface PythonInputs {
  packageVersion: string;
  contractVersion: string;
  servers: {production: string; sandbox: string; localSandbox: string};
  runtime: string;
}

/** The whole module: header, schemas, documents, client and verifier (runtime.py, read by the caller). */
export function pythonModule(doc: Raw, inputs: PythonInputs): string {
  const emitter = new Emitter(doc);
  for (const [name, schema] of Object.entries<Raw>(doc.components.schemas)) emitter.component(name, schema);
  const methods: string[] = [];
  for (const [template, item] of Object.entries<Raw>(doc.paths)) {
    for (const verb of ['get', 'put', 'post', 'patch', 'delete']) if (item[verb]) methods.push(method(emitter, template, verb, item[verb]));
  }
  const documents = doc.webhooks.dataWebhook.post.requestBody.content['application/json'].schema;
  const options: Raw[] = documents.anyOf ?? documents.oneOf;
  const noticeTypes: string[] = doc.components.schemas.NotificationWebhookPayload.properties.notification_type.enum;
  return [
    inputs.runtime
      .replaceAll('{{package_version}}', inputs.packageVersion)
      .replaceAll('{{contract_version}}', inputs.contractVersion)
      .replace(
        '{{servers}}',
        `{"production": ${py(inputs.servers.production)}, "sandbox": ${py(inputs.servers.sandbox)}, "local_sandbox": ${py(inputs.servers.localSandbox)}}`,
      ),
    '# Schemas of the contract.',
    emitter.classes.join('\n\n\n'),
    '',
    '# What a Data Webhook delivers: one TypedDict per document, told apart by data_structure.',
    `DataDocument = Union[${options.map((o) => `"${deref(doc, o).name}"`).join(', ')}]`,
    '# What the Notification Webhook delivers, told apart by notification_type.',
    `NotificationType = Literal[${noticeTypes.map(py).join(', ')}]`,
    'WebhookPayload = Union[DataDocument, "NotificationWebhookPayload"]',
    '',
    '',
    'class RookClient(_Transport):',
    '    """Every operation of ROOK\'s API, one method each, with HTTP Basic client_uuid:secret_key."""',
    '',
    methods.join('\n\n'),
    '',
  ].join('\n');
}
