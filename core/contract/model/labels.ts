/*
 * The reference's headings and fixed labels, read by the pages (theme/) and
 * by their Markdown copies (plugins/docs-as-data/api-markdown.ts), so the
 * two say the same thing. Browser-safe.
 */

/** Section headings, by the section's anchor where the pages give it one. */
export const headings = {
  authentication: 'Authentication',
  servers: 'Servers',
  securitySchemes: 'Security schemes',
  errors: 'Error catalogue',
  operations: 'Operations',
  webhooks: 'Webhooks',
  downloads: 'Download the contract',
  otherReferences: 'Other references',
  parameters: 'Parameters',
  requestBody: 'Request body',
  responses: 'Responses',
  requestSamples: 'Request samples',
  tryIt: 'Try it',
  responseExamples: 'Response examples',
  fields: 'Fields',
  example: 'Example',
  usedBy: 'Used by',
  when: 'When it is sent',
  headers: 'Headers',
  payload: 'Payload',
  retries: 'Retries',
  verify: 'Verify the signature',
  verifier: 'Verifier',
} as const;

/** The parameter and header tables' columns. */
export const parameterColumns = ['Name', 'In', 'Type', 'Required', 'Rules', 'Description'] as const;

export const requestBodyExamplesHeading = (count: number): string => (count === 1 ? 'Request body example' : 'Request body examples');

/** A webhook's list of payload pages. */
export const payloadsHeading = (count: number): string => (count === 1 ? 'Payload' : `Payloads (${count})`);

/** After a response's status badge. */
export const responseStatusLabel = (status: string): string => (status === 'default' ? 'Any other status' : `Status ${status}`);

export const bodyRequiredLabel = (required: boolean): string => (required ? 'Required.' : 'Optional.');

/** The webhook overview's introduction, around its link to the data delivery guide. */
export const webhooksIntro = {
  before:
    'ROOK sends these requests to the URLs you set in the ROOK Portal. Each payload has its own page with its fields and an example; the ',
  link: 'data delivery guide',
  after: ' explains how to set up an endpoint.',
} as const;
