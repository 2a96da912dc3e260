// Error answers in the contract's two shapes (Error and ValidationError), and
// the rules for which status and message each failure gets, as a table: ROOK's API reference's
// statuses and messages where it gives them, the sandbox's own wording where it does not.
import type {ErrorObject} from 'ajv';
import {routes} from '../../core/config/routes';
import {invalidLinkPage} from './pages';

/** Where the docs explain a failure: a page and anchor of the site, or a section of the failing operation's reference page (help.ts). */
export type Help = {page: string} | {section: 'parameters' | 'request-body'};

/** An answer in one of the contract's JSON error shapes, or (for the pages people open) an HTML page. */
export type Failure = JsonFailure | {status: number; html: string; help?: Help};

export interface JsonFailure {
  status: number;
  body: {error: string; exception: string; path?: string; method?: string} | {detail: string};
  headers?: Record<string, string>;
  /** The explanation an error rule names; other failures are found by message or status (help.ts). */
  help?: Help;
}

export function errorBody(status: number, error: string, exception: string, path: string, method: string): JsonFailure {
  // The contract's Error.method lists GET and POST only; other methods are left out.
  const where = method === 'GET' || method === 'POST' ? {path, method} : {path};
  return {status, body: {error, exception, ...where}};
}

export function detail(status: number, text: string): JsonFailure {
  return {status, body: {detail: text}};
}

export const messages = {
  unauthorized: 'The client_uuid or password are incorrect',
  notFound: 'Requested URL not found',
  contentType: 'Content-Type not supported!',
  bodyRequired: 'Request body is required',
  invalidJson: 'The body is not valid JSON',
  invalidUtf8: 'The body is not valid UTF-8: send it encoded as UTF-8',
  badDates: 'The dates are wrong',
  upToDateRequired: 'up_to_date query parameter is required',
  invalidDate: 'Invalid date format, expected YYYY-MM-DD',
  userMissing: 'user_id does not exist',
  authorizerSource: 'data_source must be one of the allowed data sources',
  revokeSource: 'The source is not an allowed data source',
  redirectUrl: 'redirect_url must start with https, be 1 to 50 characters and contain no spaces or control characters',
  userIdFormat: 'user_id must be 1 to 50 letters, digits or hyphens',
} as const;

export type ValidationContext = 'params' | 'querystring' | 'body' | 'headers';

/** The field an ajv error is about: a missing property or the first path segment. */
function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  return error.instancePath.split('/').filter(Boolean)[0] ?? '';
}

const numberKeywords = new Set(['type', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);

/**
 * For a number out of its range (or not a number), what it must be, bounds included: "must be a
 * whole number from 1 to 500". Every number a request carries has both bounds in the contracts.
 * Null for any other failure.
 */
function numberRule(error: ErrorObject): string | null {
  const schema = error.parentSchema ?? {};
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const whole = types.includes('integer');
  if (!numberKeywords.has(error.keyword) || !(whole || types.includes('number'))) return null;
  const kind = whole ? 'a whole number' : 'a number';
  if (schema.exclusiveMinimum === undefined && schema.exclusiveMaximum === undefined)
    return `must be ${kind} from ${schema.minimum} to ${schema.maximum}`;
  const low = schema.exclusiveMinimum === undefined ? `at least ${schema.minimum}` : `greater than ${schema.exclusiveMinimum}`;
  const high = schema.exclusiveMaximum === undefined ? `at most ${schema.maximum}` : `less than ${schema.exclusiveMaximum}`;
  return `must be ${kind} ${low} and ${high}`;
}

function describe(error: ErrorObject): string {
  const field = fieldOf(error);
  if (error.keyword === 'required') return `${field} is required`;
  if (error.keyword === 'enum') return `${field} must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`;
  return `${error.instancePath.split('/').filter(Boolean).join('.') || 'body'} ${numberRule(error) ?? error.message ?? 'is not valid'}`;
}

/** Which failures a rule covers: the operation (any when absent), the part of the request, the field and whether it was missing. */
export interface ErrorRule {
  operationId?: string;
  context: ValidationContext;
  field?: string;
  /** `required`: the value is missing; `invalid`: present but wrong. Any when absent. */
  failure?: 'required' | 'invalid';
  status: number;
  /** The contract's shape of the answer: `Error` (error, exception, path, method), `ValidationError` (detail), or an HTML `Page`. */
  shape: 'Error' | 'ValidationError' | 'Page';
  message: string | ((error: ErrorObject) => string);
  /** The docs section that explains the rule: the answer's `Link: rel="help"`, and the request log's link. */
  help: Help;
}

const parameters: Help = {section: 'parameters'};
const requestBody: Help = {section: 'request-body'};
const formats: Help = {page: `${routes.apiGuide}#formats`};
const userIdentifier: Help = {page: `${routes.quickStart}#step-3-pick-an-identifier-for-your-user`};

const queryMessage = (error: ErrorObject) =>
  `${fieldOf(error)} ${error.keyword === 'enum' ? `must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}` : (numberRule(error) ?? error.message ?? 'is not valid')}`;

/**
 * The status and message of each request-validation failure: as ROOK's API reference documents them
 * where it does, the sandbox's own choice for its own pages and for messages ROOK has not published;
 * the first rule that matches wins. A test checks every rule against the contract's responses.
 */
export const errorRules: readonly ErrorRule[] = [
  {
    operationId: 'getDataSourceAuthorizer',
    context: 'params',
    field: 'data_source',
    status: 422,
    shape: 'ValidationError',
    message: messages.authorizerSource,
    help: {page: `${routes.dataAuthorization}#api-based`},
  },
  // A malformed link is a link that is not valid, told to the person who opened it as a page.
  ...['showConsentPage', 'decideConsent', 'showConnectionsPage'].map((operationId): ErrorRule => ({
    operationId,
    context: 'params',
    status: 404,
    shape: 'Page',
    message: 'Link not valid',
    help: {page: `${routes.dataAuthorization}#connections-page`},
  })),
  // The authorized-sources calls answer any user_id they cannot know, well-formed or not, as missing.
  ...['getAuthorizedDataSourcesV1', 'getAuthorizedDataSourcesV2'].map((operationId): ErrorRule => ({
    operationId,
    context: 'params',
    field: 'user_id',
    status: 422,
    shape: 'ValidationError',
    message: messages.userMissing,
    help: userIdentifier,
  })),
  // A malformed path segment (user_id, token, inbox name…) names no resource.
  {context: 'params', status: 404, shape: 'Error', message: messages.notFound, help: {page: `${routes.apiGuide}#errors`}},
  {
    context: 'querystring',
    field: 'up_to_date',
    failure: 'required',
    status: 400,
    shape: 'Error',
    message: messages.upToDateRequired,
    help: parameters,
  },
  {context: 'querystring', field: 'up_to_date', status: 422, shape: 'ValidationError', message: messages.invalidDate, help: formats},
  {
    context: 'querystring',
    field: 'date',
    failure: 'required',
    status: 422,
    shape: 'ValidationError',
    message: 'date query parameter is required',
    help: parameters,
  },
  {context: 'querystring', field: 'date', status: 422, shape: 'ValidationError', message: messages.invalidDate, help: formats},
  {
    context: 'querystring',
    field: 'user_id',
    failure: 'required',
    status: 422,
    shape: 'ValidationError',
    message: 'user_id query parameter is required',
    help: parameters,
  },
  {context: 'querystring', field: 'user_id', status: 422, shape: 'ValidationError', message: messages.userIdFormat, help: formats},
  {
    context: 'querystring',
    field: 'redirect_url',
    status: 422,
    shape: 'ValidationError',
    message: messages.redirectUrl,
    help: {page: `${routes.dataAuthorization}#redirect-url`},
  },
  {
    context: 'querystring',
    field: 'page',
    status: 400,
    shape: 'Error',
    message: queryMessage,
    help: {page: `${routes.apiGuide}#pagination`},
  },
  {context: 'querystring', status: 422, shape: 'ValidationError', message: queryMessage, help: parameters},
  {
    operationId: 'revokeDataSource',
    context: 'body',
    field: 'data_source',
    failure: 'invalid',
    status: 422,
    shape: 'ValidationError',
    message: messages.revokeSource,
    help: {page: `${routes.dataAuthorization}#revoke`},
  },
  {operationId: 'revokeDataSource', context: 'body', status: 422, shape: 'ValidationError', message: describe, help: requestBody},
  {operationId: 'updateUserTimeZone', context: 'body', status: 400, shape: 'Error', message: describe, help: requestBody},
  {
    operationId: 'resendRejectedNotifications',
    context: 'body',
    failure: 'required',
    status: 400,
    shape: 'Error',
    message: describe,
    help: requestBody,
  },
  {
    operationId: 'resendRejectedNotifications',
    context: 'body',
    status: 400,
    shape: 'Error',
    message: messages.badDates,
    help: {page: `${routes.dataDelivery}#resend`},
  },
  {
    operationId: 'createUserInformation',
    context: 'body',
    status: 422,
    shape: 'ValidationError',
    message: (error) => `Unprocessable Content: ${describe(error)}`,
    help: requestBody,
  },
  {context: 'body', status: 422, shape: 'ValidationError', message: describe, help: requestBody},
];

function matches(rule: ErrorRule, operationId: string, context: ValidationContext, error: ErrorObject): boolean {
  const failure = error.keyword === 'required' ? 'required' : 'invalid';
  return (
    (rule.operationId === undefined || rule.operationId === operationId) &&
    rule.context === context &&
    (rule.field === undefined || rule.field === fieldOf(error)) &&
    (rule.failure === undefined || rule.failure === failure)
  );
}

function ruleFor(operationId: string, context: ValidationContext, error: ErrorObject): ErrorRule {
  // Headers are not validated against a schema: a header the sandbox refuses (the Basic pair) falls to the body's rules.
  return errorRules.find((candidate) => matches(candidate, operationId, context === 'headers' ? 'body' : context, error))!;
}

function answer(rule: ErrorRule, text: string, path: string, method: string): Failure {
  if (rule.shape === 'Page') return {status: rule.status, html: invalidLinkPage(), help: rule.help};
  if (rule.shape === 'ValidationError') return {...detail(rule.status, text), help: rule.help};
  return {...errorBody(rule.status, text, rule.status === 404 ? 'NotFound' : 'BadRequest', path, method), help: rule.help};
}

const messageOf = (rule: ErrorRule, error: ErrorObject) => (typeof rule.message === 'string' ? rule.message : rule.message(error));

/** Maps a request-validation failure to the answer its rule gives; the ajv error says which field failed. */
export function validationFailure(
  operationId: string,
  context: ValidationContext,
  errors: ErrorObject[],
  path: string,
  method: string,
): Failure {
  const error = errors[0]!;
  const rule = ruleFor(operationId, context, error);
  return answer(rule, messageOf(rule, error), path, method);
}

/** A string the sandbox refuses at its boundary (http/input.ts): where it is, the field it belongs to and the sentence that says so. */
export interface FieldProblem {
  context: ValidationContext;
  /** The parameter, header or top-level body property it belongs to ('' for the body itself). */
  field: string;
  text: string;
}

/**
 * The answer to a refused string: the status and shape of the rule for its field, with the
 * sentence that names it. A path segment whose rule answers 404 keeps that answer (ROOK's
 * "Requested URL not found", or the page a person sees), as any malformed segment does.
 */
export function inputFailure(operationId: string, problem: FieldProblem, path: string, method: string): Failure {
  const pointer = `/${problem.field.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const error: ErrorObject = {keyword: 'input', instancePath: pointer, schemaPath: '#', params: {}, message: problem.text};
  const rule = ruleFor(operationId, problem.context, error);
  return answer(rule, rule.status === 404 ? messageOf(rule, error) : problem.text, path, method);
}

/** A required body that is absent, answered with the status its operation's contract gives it (Operation.missingBodyStatus). */
export function missingBody(status: 400 | 422, path: string, method: string): JsonFailure {
  if (status === 422) return detail(422, 'Unprocessable Content: the body is required');
  return errorBody(400, messages.bodyRequired, 'BadRequest', path, method);
}
