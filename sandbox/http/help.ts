// Where the docs explain each failure the sandbox answers: a `Link: <…>; rel="help"` header on the
// answer (the body keeps ROOK's shape) and the request log's link. An error rule names its section
// (errors.ts); any other failure is found here by its message, else by its status.
import {apiRoutes, routes, sandboxApiRoutes} from '../../core/config/routes';
import {siteOrigin} from '../../core/config/site';
import type {Operation} from '../contract/operations';
import {messages, type Help} from './errors';

const formats: Help = {page: `${routes.apiGuide}#formats`};
const errorsTable = {page: `${routes.apiGuide}#errors`};

/** The messages the handlers and guards answer with, each with its explanation. */
const byMessage = new Map<string, Help>([
  [messages.unauthorized, {page: `${routes.apiGuide}#authentication`}],
  [messages.notFound, errorsTable],
  [messages.contentType, errorsTable],
  [messages.bodyRequired, {section: 'request-body'}],
  [messages.invalidJson, {section: 'request-body'}],
  [messages.invalidUtf8, {section: 'request-body'}],
  [messages.badDates, {page: `${routes.dataDelivery}#resend`}],
  [messages.upToDateRequired, {section: 'parameters'}],
  [messages.invalidDate, formats],
  [messages.userMissing, {page: `${routes.quickStart}#step-3-pick-an-identifier-for-your-user`}],
  [messages.authorizerSource, {page: `${routes.dataAuthorization}#api-based`}],
  [messages.revokeSource, {page: `${routes.dataAuthorization}#revoke`}],
  [messages.redirectUrl, {page: `${routes.dataAuthorization}#redirect-url`}],
  [messages.userIdFormat, formats],
]);

/** By status, for a failure no message names: limits and budgets, the hosted demo pair, then the operation's page. */
function byStatus(status: number): Help | null {
  if (status === 401) return byMessage.get(messages.unauthorized)!;
  if (status === 403) return {page: `${routes.sandboxGuide}#public-mode`};
  if (status === 413 || status === 429) return {page: `${routes.sandboxGuide}#budgets`};
  if (status === 400 || status === 422) return {section: 'parameters'};
  if (status === 404) return errorsTable;
  return null;
}

/** The section of an operation's reference page that exists: a page without parameters explains its body, and the reverse. */
function sectionOf(operation: Operation, wanted: 'parameters' | 'request-body'): string {
  const hasParameters = (operation.definition.parameters ?? []).length > 0;
  const hasBody = operation.bodyTypes.length > 0;
  if (wanted === 'parameters' ? hasParameters : hasBody) return `#${wanted}`;
  if (wanted === 'parameters' ? hasBody : hasParameters) return wanted === 'parameters' ? '#request-body' : '#parameters';
  return '';
}

/** Every explanation a failure can link to, besides the error rules' own: for the test that each one exists on the built site. */
export const helpByMessageAndStatus: readonly Help[] = [
  ...byMessage.values(),
  ...[401, 403, 404, 413, 422, 429].map((status) => byStatus(status)!),
];

/** The absolute address that explains a failure with `message` and `status` of `operation` (null: none, such as a 5xx). */
export function helpUrl(help: Help | undefined, message: string, status: number, operation: Operation | undefined): string | null {
  const found = help ?? byMessage.get(message) ?? byStatus(status);
  if (!found) return null;
  if ('page' in found) return `${siteOrigin}${found.page}`;
  if (!operation) return `${siteOrigin}${errorsTable.page}`;
  const reference = operation.api === 'rook' ? apiRoutes : sandboxApiRoutes;
  return `${siteOrigin}${reference.operation(operation.operationId)}${sectionOf(operation, found.section)}`;
}
