import {apiRoutes, sandboxApiRoutes} from '@site/core/config/routes';
import {validatorName} from '../../../../../core/contract/model/validation';

/** What Ajv's standalone validators report (the subset shown to the reader). */
interface AjvError {
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}
type Validate = ((data: unknown) => boolean) & {errors?: AjvError[] | null};
type Validators = Record<string, Validate | undefined>;

/*
 * The validators are compiled from the contract at build time (see
 * validators.ts in the plugin) into one module per contract, which the
 * plugin writes with createData. They load with the console, never with a page.
 */
const modules: Record<string, () => Promise<Validators>> = {
  [apiRoutes.overview]: () => import('@generated/rook-openapi-reference/default/validators.js').then((m) => m.default),
  [sandboxApiRoutes.overview]: () => import('@generated/rook-openapi-reference-sandbox/default/validators.js').then((m) => m.default),
};

export async function loadValidators(overview: string): Promise<Validators> {
  const load = modules[overview];
  if (!load) throw new Error(`No validators for the reference at ${overview}`);
  return load();
}

/** Ajv's findings, worded with the field they are about. */
function describe(errors: AjvError[] | null | undefined, root: string): string[] {
  return (errors ?? []).map((e) => {
    const where = e.instancePath ? e.instancePath.slice(1).replace(/\//g, '.') : root;
    const missing = typeof e.params.missingProperty === 'string' ? ` (${e.params.missingProperty})` : '';
    const allowed = Array.isArray(e.params.allowedValues) ? `: ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}` : '';
    return `${where}: ${e.message ?? 'is not valid'}${missing}${allowed}`;
  });
}

function check(validators: Validators, name: string, data: unknown, root: string): string[] {
  const validate = validators[name];
  if (!validate || validate(data)) return [];
  return describe(validate.errors, root);
}

export function checkRequest(validators: Validators, operationId: string, params: Record<string, string>, body: unknown): string[] {
  const id = validatorName(operationId);
  // Ajv coerces the form's strings in place: validate a copy.
  const problems = check(validators, `${id}__parameters`, {...params}, 'parameters');
  return body === undefined ? problems : [...problems, ...check(validators, `${id}__body`, body, 'body')];
}

/** The response's status, then its class (4XX), then `default`, as OpenAPI matches them. */
export function checkResponse(
  validators: Validators,
  operationId: string,
  status: number,
  body: unknown,
): {documented: boolean; problems: string[]} {
  const id = validatorName(operationId);
  for (const key of [String(status), `${String(status)[0]}XX`, 'default']) {
    if (validators[`${id}__${key}`]) return {documented: true, problems: check(validators, `${id}__${key}`, body, 'body')};
  }
  return {documented: false, problems: []};
}
