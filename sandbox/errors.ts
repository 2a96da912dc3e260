// Error answers in the contract's two shapes (Error and ValidationError), and
// the spec's rules (§5, §8) for which status and message each failure gets.
import type {ErrorObject} from 'ajv';

export interface Failure {
  status: number;
  body: {error: string; exception: string; path?: string; method?: string} | {detail: string};
  headers?: Record<string, string>;
}

export function errorBody(status: number, error: string, exception: string, path: string, method: string): Failure {
  // The contract's Error.method lists GET and POST only; other methods are left out.
  const where = method === 'GET' || method === 'POST' ? {path, method} : {path};
  return {status, body: {error, exception, ...where}};
}

export function detail(status: number, text: string): Failure {
  return {status, body: {detail: text}};
}

export const messages = {
  unauthorized: 'The client_uuid or password are incorrect',
  notFound: 'Requested URL not found',
  contentType: 'Content-Type not supported!',
  bodyRequired: 'Request body is required',
  invalidJson: 'The body is not valid JSON',
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

function describe(error: ErrorObject): string {
  const field = fieldOf(error);
  if (error.keyword === 'required') return `${field} is required`;
  if (error.keyword === 'enum') return `${field} must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`;
  return `${error.instancePath.split('/').filter(Boolean).join('.') || 'body'} ${error.message ?? 'is not valid'}`;
}

/**
 * Maps a request-validation failure to the answer the spec gives. `operationId`
 * picks the rule; the ajv error says which field failed.
 */
export function validationFailure(
  operationId: string,
  context: ValidationContext,
  errors: ErrorObject[],
  path: string,
  method: string,
): Failure {
  const error = errors[0]!;
  const field = fieldOf(error);
  const bad = (status: number, text: string, exception = 'BadRequest') => errorBody(status, text, exception, path, method);

  if (context === 'params') {
    if (operationId === 'getDataSourceAuthorizer' && field === 'data_source') return detail(422, messages.authorizerSource);
    // A malformed path segment (user_id, token, inbox name…) names no resource.
    return bad(404, messages.notFound, 'NotFound');
  }
  if (context === 'querystring') {
    if (field === 'up_to_date')
      return error.keyword === 'required' ? bad(400, messages.upToDateRequired) : detail(422, messages.invalidDate);
    if (field === 'date')
      return error.keyword === 'required' ? detail(422, 'date query parameter is required') : detail(422, messages.invalidDate);
    if (field === 'user_id')
      return detail(422, error.keyword === 'required' ? 'user_id query parameter is required' : messages.userIdFormat);
    if (field === 'redirect_url') return detail(422, messages.redirectUrl);
    if (field === 'page') return bad(400, 'page must be a whole number of at least 1');
    return detail(
      422,
      `${field} ${error.keyword === 'enum' ? `must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}` : (error.message ?? 'is not valid')}`,
    );
  }
  // Body.
  switch (operationId) {
    case 'revokeDataSource':
      return field === 'data_source' && error.keyword !== 'required' ? detail(422, messages.revokeSource) : detail(422, describe(error));
    case 'updateUserTimeZone':
      return bad(400, describe(error));
    case 'resendRejectedNotifications':
      return bad(400, error.keyword === 'required' ? describe(error) : messages.badDates);
    case 'createUserInformation':
      return detail(422, `Unprocessable Content: ${describe(error)}`);
    default:
      return detail(422, describe(error));
  }
}

/** A required body that is absent: 400 except where the contract answers 422. */
export function missingBody(operationId: string, path: string, method: string): Failure {
  if (operationId === 'createUserInformation') return detail(422, 'Unprocessable Content: the body is required');
  return errorBody(400, messages.bodyRequired, 'BadRequest', path, method);
}
