import path from 'node:path';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {z} from 'zod';
import {localSandbox} from '../core/config/site-sandbox';
import {loadContract, type LoadedContract} from '../core/contract/load';
import type {SearchEngine} from '../core/search/engine';
import {contractCoverageFields} from '../core/data/coverage';
import {platformIds} from '../core/migrate/convert';
import type {PlatformId} from '../core/migrate/types';
import {
  apiSourceNames,
  createSandboxClient,
  createSandboxUser,
  listChanges,
  readChangelog,
  sdkSourceNames,
  type ClientKeeping,
} from './build-tools';
import {loadSavedClient, savedClientsPlace} from './saved-client';
import {planOnboardingTool} from './plan-tool';
import {
  callSandbox,
  coverage,
  describeApi,
  loadSearchEngine,
  readPage,
  resendWebhookDelivery,
  builtSandboxUrl,
  listRequests,
  sandboxBaseUrl,
  searchDocs,
  sendTestWebhook,
  summaryDay,
  convertPayload,
  testWebhookTypes,
  ToolError,
  type SandboxCredentials,
} from './tools';

/**
 * `npm run --silent mcp`: the ROOK docs as a Model Context Protocol server
 * over stdio. Stdout carries the protocol only; logs go to stderr.
 */

const root = path.resolve(__dirname, '..');
const buildDir = path.resolve(process.env.ROOK_DOCS_BUILD_DIR ?? path.join(root, 'build'));
// The session's sandbox pair: ROOK_CLIENT_UUID / ROOK_SECRET_KEY, else (read before the server
// connects) the client create_sandbox_client saved at an earlier start, else the demo pair;
// create_sandbox_client may replace it.
const sandbox: SandboxCredentials = {
  baseUrl: sandboxBaseUrl(process.env, builtSandboxUrl(buildDir)),
  clientUuid: process.env.ROOK_CLIENT_UUID ?? localSandbox.clientUuid,
  secretKey: process.env.ROOK_SECRET_KEY ?? localSandbox.secretKey,
};
const keeping: ClientKeeping = {
  place: savedClientsPlace(process.env),
  envPair: Boolean(process.env.ROOK_CLIENT_UUID || process.env.ROOK_SECRET_KEY),
};
/** Which pair the session started with, for the start-up line. */
let startingPair = keeping.envPair ? 'ROOK_CLIENT_UUID / ROOK_SECRET_KEY' : 'the demo pair';
/** Why a saved client could not be used: told once, with the first answer of a sandbox tool, as well as on stderr. */
let savedClientProblem: string | undefined;

/** Without ROOK_CLIENT_UUID and ROOK_SECRET_KEY, the client saved for this sandbox at an earlier start, if any. */
async function loadSavedPair(): Promise<void> {
  if (keeping.envPair || !('file' in keeping.place)) return;
  const {client, problem} = await loadSavedClient(keeping.place.file, sandbox.baseUrl);
  if (client) {
    Object.assign(sandbox, {clientUuid: client.client_uuid, secretKey: client.secret_key});
    startingPair = `client ${client.client_uuid}, saved in ${keeping.place.file}`;
  } else if (problem) {
    savedClientProblem = `The saved sandbox client could not be used (${problem}); this session calls as the demo pair (${localSandbox.clientUuid}). create_sandbox_client saves a new one, or set ROOK_CLIENT_UUID and ROOK_SECRET_KEY.`;
    console.error(`[mcp] ${savedClientProblem}`);
  }
}

// Loaded on first use, then kept: the index and the contract do not change while the server runs.
let engine: Promise<SearchEngine> | undefined;
let contract: Promise<LoadedContract> | undefined;

type ToolResult = {content: {type: 'text'; text: string}[]; isError?: boolean};

async function answer(work: () => Promise<string> | string): Promise<ToolResult> {
  try {
    return {content: [{type: 'text', text: await work()}]};
  } catch (error) {
    if (!(error instanceof ToolError)) console.error('[mcp]', error);
    return {content: [{type: 'text', text: (error as Error).message}], isError: true};
  }
}

/** `answer` for the sandbox tools: the first one also tells why a saved client could not be used. */
async function sandboxAnswer(work: () => Promise<string> | string): Promise<ToolResult> {
  const result = await answer(work);
  if (savedClientProblem) {
    result.content.push({type: 'text', text: `Note: ${savedClientProblem}`});
    savedClientProblem = undefined;
  }
  return result;
}

const server = new McpServer({name: 'rook-docs', version: '1.0.0'});

server.registerTool(
  'search_docs',
  {
    title: 'Search the ROOK docs',
    description:
      'Use first for any question about ROOK you cannot answer from a page already read: full-text search over the ROOK developer documentation (guides, data sources, SDKs, API reference, changelog), with the same index as the site search. Returns titles, URLs, the Markdown URL of each page and a snippet; read the best hits with read_page.',
    inputSchema: {
      query: z.string().describe('A few words, for example "webhook retries" or "Health Connect permissions".'),
      limit: z.number().int().min(1).max(50).default(8).describe('How many results to return.'),
    },
    annotations: {readOnlyHint: true},
  },
  ({query, limit}) =>
    answer(async () => {
      engine ??= loadSearchEngine(buildDir).catch((error) => {
        engine = undefined;
        throw error;
      });
      return searchDocs(await engine, query, limit);
    }),
);

server.registerTool(
  'read_page',
  {
    title: 'Read a docs page as Markdown',
    description:
      'Use to read a whole guide before writing code from it (after search_docs, or for a page a rule links to). Returns one page of the ROOK docs as Markdown. Accepts a path ("/docs/QuickStart/"), a full docs URL, or a .md URL from search_docs.',
    inputSchema: {page: z.string().describe('Page path or URL, e.g. "/docs/rookconnect/data_delivery/".')},
    annotations: {readOnlyHint: true},
  },
  ({page}) => answer(() => readPage(buildDir, page)),
);

server.registerTool(
  'describe_api',
  {
    title: 'Describe an API operation, schema or webhook payload',
    description:
      'Use before writing a request or parsing a payload, so names, types and status codes come from the contract rather than memory. Describes one operation (by operationId, e.g. "getSleepSummary"), schema (by name, e.g. "SleepSummary") or webhook payload (by its page slug, e.g. "sleep-summary" or "notification-webhook") of the ROOK API contract: method, path, parameters, request body, responses with fields and examples, code samples; for a webhook payload, when it is sent, its headers, fields, example, retries and how to verify its signature.',
    inputSchema: {name: z.string().describe('An operationId, a schema name or a webhook payload slug.')},
    annotations: {readOnlyHint: true},
  },
  ({name}) =>
    answer(async () => {
      contract ??= loadContract();
      return describeApi((await contract).model, name);
    }),
);

server.registerTool(
  'call_sandbox',
  {
    title: 'Call the ROOK sandbox',
    description: `Use to try a ROOK API operation or a sandbox control operation (paths under /_sandbox, such as setting webhook URLs or advancing the clock) and see the real answer before or while writing code. Sends one request to the ROOK API sandbox at ${sandbox.baseUrl} (ROOK_SANDBOX_URL, else SANDBOX_URL, else the hosted sandbox the built site names, else the sandbox npm start serves) with basic auth (the client create_sandbox_client made in this session, else ROOK_CLIENT_UUID / ROOK_SECRET_KEY, else the client it saved for this sandbox at an earlier start, else the demo pair) and returns the status, content type and body.`,
    inputSchema: {
      method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).default('GET'),
      path: z.string().describe('API path as in the reference, e.g. "/api/v1/user_id/demoUserId/data_sources/authorized".'),
      query: z.record(z.string()).optional().describe('Query parameters, e.g. {"user_id": "demoUserId", "date": "2022-10-28"}.'),
      // Typed, or clients send the JSON as a string; a string is still accepted and parsed (tools.ts).
      body: z
        .union([z.record(z.unknown()), z.string()])
        .optional()
        .describe('JSON body for POST, PUT or PATCH, as an object, e.g. {"time_zone": "America/Mexico_City", "offset": "-06:00"}.'),
    },
  },
  ({method, path: apiPath, query, body}) => sandboxAnswer(() => callSandbox({...sandbox, method, path: apiPath, query, body})),
);

// --- Webhook operations: test a receiver with any webhook, and send a past delivery again ---

server.registerTool(
  'send_test_webhook',
  {
    title: 'Send a test webhook from the sandbox',
    description: `Use to test a webhook receiver you are building (its verification, its answer of 200, 201 or 202 within the time limit, its handling of each document type) without waiting for data to appear. Makes the ROOK sandbox at ${sandbox.baseUrl} send, now, one webhook of the chosen type for one of the client's users: a health document (the Data Webhook) or a notice (the Notification Webhook), signed with the client's hash key (X-ROOK-HASH) exactly like a real delivery and retried like one, to the client's webhook URL of that kind or to url. Returns the delivery (its id, request headers and body); read its attempts later with call_sandbox GET /_sandbox/deliveries.`,
    inputSchema: {
      type: z
        .enum(testWebhookTypes())
        .describe("A document's data_structure (e.g. sleep_summary) or a notice's notification_type (e.g. user_created)."),
      user_id: z.string().describe('One of the client\'s users, e.g. "demoUserId"; create one first with call_sandbox if needed.'),
      pillar: z
        .enum(['physical_health', 'body_health'])
        .optional()
        .describe('For heart_rate_event and oxygenation_event only: the physical or the body document (default physical_health).'),
      data_source: z
        .string()
        .optional()
        .describe('For data_source_linked, data_source_unlinked and failed_extraction notices only: the source (default Garmin).'),
      url: z.string().optional().describe("Where to send it instead of the client's webhook URL, e.g. your receiver's URL."),
    },
  },
  (input) => sandboxAnswer(() => sendTestWebhook(sandbox, input)),
);

server.registerTool(
  'resend_webhook_delivery',
  {
    title: 'Send a past webhook delivery again',
    description: `Use after fixing a receiver that refused or missed a delivery, to check the fix with the very request that failed. Makes the ROOK sandbox at ${sandbox.baseUrl} send one of the client's past deliveries again, now, as a new attempt of the same delivery (same body, same X-ROOK-HASH) to the webhook URL as it is now. Returns the delivery with its earlier attempts; a refused try starts the 2, 24 and 48 hour retries again.`,
    inputSchema: {
      delivery_id: z
        .number()
        .int()
        .min(1)
        .describe("The delivery's id, from send_test_webhook or from call_sandbox GET /_sandbox/deliveries."),
    },
  },
  ({delivery_id: deliveryId}) => sandboxAnswer(() => resendWebhookDelivery(sandbox, deliveryId)),
);

server.registerTool(
  'list_requests',
  {
    title: 'List the requests the sandbox saw',
    description: `Use when a sandbox call failed or returned something unexpected, to read what the ROOK sandbox at ${sandbox.baseUrl} saw: the client's newest requests (ROOK's API and the control API, from any tool, curl or the docs' pages), each with its status, duration, both bodies (secrets removed), and for a refused call the rule that refused it and the docs page that explains it. Only the session's client's requests; requests whose credentials failed are not logged.`,
    inputSchema: {
      operation_id: z.string().optional().describe('Only this operation, e.g. "getSleepSummary".'),
      status: z.enum(['2xx', '4xx', '5xx']).optional().describe('Only answers of this class, e.g. "4xx" for refused calls.'),
      user_id: z.string().optional().describe('Only requests about this user.'),
      limit: z.number().int().min(1).max(300).optional().describe('At most this many (default 50).'),
    },
    annotations: {readOnlyHint: true},
  },
  (query) => sandboxAnswer(() => listRequests(sandbox, query)),
);

/** `coverage`: which source delivers which structure and field, from the module every coverage page reads. */
function registerCoverageTool(): void {
  server.registerTool(
    'coverage',
    {
      title: 'Which sources deliver a field or structure',
      description:
        'Use before relying on a field or structure, or to explain why a field is null for a source. States and reasons from the ROOK docs’ coverage module: for a field (e.g. "hr_avg_bpm_int"), a source (slug or name, e.g. "garmin", "Apple Health") and/or a data structure (e.g. "sleep_summary"), whether each source delivers it, only through the SDK, not at all (and why), only in the sandbox’s model, or whether ROOK has published nothing, with the page each statement rests on. Give at least one of the three.',
      inputSchema: {
        field: z.string().optional().describe('A field name or dotted path, e.g. "hr_avg_bpm_int" or "heart_rate.hr_avg_bpm_int".'),
        source: z.string().optional().describe('A source slug or name, e.g. "withings" or "Health Connect".'),
        structure: z.string().optional().describe('A data structure, e.g. "physical_summary" or "hydration_event".'),
      },
      annotations: {readOnlyHint: true},
    },
    (query) =>
      answer(async () => {
        contract ??= loadContract();
        return coverage(contractCoverageFields((await contract).model), query);
      }),
  );
}
registerCoverageTool();

server.registerTool(
  'summary_day',
  {
    title: 'Which day a sleep or event is filed under, and when it is delivered',
    description:
      'Use to know which date to query for a sleep or an event, and when its documents arrive. For a sleep (start and end) or an event (time) of a user in an IANA time zone, from one source: the date ROOK files it under (the date to query), when its partial and final documents are delivered (local time and UTC), daylight-saving notes, and, with new_time_zone, how a change of the user’s time zone moves it. Each rule says whether ROOK published it or the sandbox models it. The same rules as the sandbox and the /docs/tools/summary-day/ page.',
    inputSchema: {
      start: z
        .string()
        .optional()
        .describe('Sleep start, the user’s local time ("2026-03-07T23:00") or an instant with an offset ("2026-03-08T04:00Z").'),
      end: z.string().optional().describe('Sleep end (wake-up), written like start.'),
      time: z.string().optional().describe('Instead of start and end: an event’s time, written like start.'),
      time_zone: z.string().describe('The user’s IANA time zone, e.g. "America/New_York".'),
      source: z.string().describe('The data source as ROOK names it, e.g. "Oura", "Garmin", "Apple Health", "Health Connect".'),
      new_time_zone: z.string().optional().describe('Optional: the zone the user changed to before ROOK filed it, e.g. "Asia/Tokyo".'),
    },
    annotations: {readOnlyHint: true},
  },
  (args) => answer(() => summaryDay(args)),
);

server.registerTool(
  'convert_payload',
  {
    title: 'Convert another platform’s payload to a ROOK document',
    description:
      'Use when moving an integration to ROOK from Terra, Junction (formerly Vital) or Open Wearables: converts one of their documented payloads (Terra sleep, daily, body or activity records, as a webhook event or one record; Junction sleep, activity, body or workout summaries; Open Wearables sleep.created, workout.created or heart_rate.created events) into the ROOK document it corresponds to, with each field mapped (ROOK field and unit conversion) or dropped (with the reason), and marks the mappings that are a judgement. The same tables as the /docs/migrate/ pages. Needs neither the build nor a sandbox.',
    inputSchema: {
      platform: z.enum(platformIds as [PlatformId, ...PlatformId[]]).describe('The platform the payload comes from.'),
      payload: z.string().describe('One payload as JSON text: the record, or the whole webhook with its envelope.'),
      user_id: z.string().optional().describe('Your own ID for the user, used as ROOK’s user_id; the platform’s user ID otherwise.'),
      client_uuid: z.string().optional().describe('Your ROOK client UUID; the API reference’s example one otherwise.'),
    },
    annotations: {readOnlyHint: true},
  },
  (args) => answer(() => convertPayload(args)),
);

server.registerTool(
  'plan_onboarding',
  {
    title: 'Plan a launch: what ROOK sends and what the webhook receiver must take',
    description:
      'Use when planning how many users to connect and when, or sizing a webhook receiver. From users per source, users linked per day and a time-zone mix: the history each new user brings (days and documents), when the first complete summaries land, documents per user per day by structure, and for the receiver the documents per day, the busiest hour, the first-link burst and the worst hour after an hour of downtime (ROOK retries 2, 24 and 48 hours after the first attempt). Each figure says whether ROOK confirmed it, only its integration guides say it, or it is the sandbox’s model. The same module as the /docs/tools/planner/ page and the sandbox. Needs neither the build nor a sandbox.',
    inputSchema: {
      users: z
        .array(z.object({source: z.string(), users: z.number()}))
        .describe(
          'Users per source, in the order they are onboarded, e.g. [{"source": "Garmin", "users": 500}, {"source": "Apple Health", "users": 300}].',
        ),
      users_per_day: z.number().describe('Users linked per day, e.g. 50.'),
      time_zones: z
        .array(z.object({time_zone: z.string(), percent: z.number()}))
        .describe(
          'The users’ IANA time zones and the percentage in each, adding up to 100, e.g. [{"time_zone": "America/New_York", "percent": 100}].',
        ),
      start_date: z.string().optional().describe('The first day of onboarding, YYYY-MM-DD; today (UTC) otherwise.'),
      link_time: z.string().optional().describe('The users’ local time of linking, HH:MM; 10:00 otherwise.'),
    },
    annotations: {readOnlyHint: true},
  },
  (args) => answer(() => planOnboardingTool(args)),
);
registerBuildTools();

/** The tools for building and testing an integration: a client, users, and what changed at ROOK. */
function registerBuildTools(): void {
  server.registerTool(
    'create_sandbox_client',
    {
      title: 'Create a sandbox client',
      description:
        "Use at the start of building an integration, before setting webhook URLs or creating users: creates a sandbox client of your own (client_uuid, secret_key, and the hash_key that signs its webhooks), whose users and deliveries nobody else sees. The demo pair is shared, and read-only in a hosted sandbox. By default the other sandbox tools of this session then call as the new client, and it is saved for this server's next start (one client per sandbox, in a file of your own outside the repository; ROOK_CLIENT_UUID / ROOK_SECRET_KEY win over it); the answer says where.",
      inputSchema: {
        use: z
          .boolean()
          .default(true)
          .describe(
            'Whether the other sandbox tools of this session call as the new client from now on, and later starts too (it is saved).',
          ),
      },
    },
    ({use}) => sandboxAnswer(() => createSandboxClient(sandbox, use, keeping)),
  );

  server.registerTool(
    'create_sandbox_user',
    {
      title: 'Create a sandbox user',
      description: `Use when a test needs a user: creates one the way ROOK does. With an SDK source (${sdkSourceNames.join(', ')}) it links the source as the mobile SDK would, and the last 29 days of data become available; with an API source (${apiSourceNames.join(', ')}) it asks the authorizer, which answers an authorization_url a person opens to Allow or Deny; with no source it sends the user's information. Returns the user as the sandbox lists it, with its connections page.`,
      inputSchema: {
        user_id: z.string().describe('Your identifier for the user: 1 to 50 letters, digits or hyphens, e.g. "user-0001".'),
        data_source: z
          .enum([...apiSourceNames, ...sdkSourceNames] as [string, ...string[]])
          .optional()
          .describe('The source to link or authorize; leave out for a user with no source.'),
      },
    },
    ({user_id: userId, data_source: dataSource}) => sandboxAnswer(() => createSandboxUser(sandbox, {userId, dataSource})),
  );

  server.registerTool(
    'list_changes',
    {
      title: 'List what changed at ROOK',
      description:
        'Use before relying on an SDK version, a data source or an endpoint, and when updating an existing integration: the ROOK changelog entries (releases, deprecations, ended support) dated on or after a day, newest first, with their text and page; then, apart, the entries ROOK gave no date for, which may be older or newer.',
      inputSchema: {
        since: z.string().optional().describe('The first day to include, YYYY-MM-DD, e.g. "2026-01-01"; leave out for every entry.'),
      },
      annotations: {readOnlyHint: true},
    },
    ({since}) => answer(async () => listChanges(await readChangelog(path.join(root, 'changelog')), since)),
  );
}

loadSavedPair()
  .then(() => server.connect(new StdioServerTransport()))
  .then(() => console.error(`[mcp] ROOK docs MCP server on stdio (site: ${buildDir}, sandbox: ${sandbox.baseUrl} as ${startingPair})`))
  .catch((error) => {
    console.error('[mcp] could not start:', error);
    process.exit(1);
  });
