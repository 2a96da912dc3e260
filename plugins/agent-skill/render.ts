import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Code} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {localSandbox} from '../../core/config/site-sandbox';
import type {ReferenceModel, ServerModel} from '../../core/contract/model/types';
import {sourceArchive} from '../source-archive/paths';

/**
 * The skill's Markdown as published: code samples included from the guides
 * (so each sample lives, and is tested, in one place), links absolute (the
 * skill is read outside the site), and the operation list from the contracts.
 */

/** `<!-- include docs/QuickStart.mdx webhook.mjs -->`: the fence titled `webhook.mjs` of that page. */
const INCLUDE = /^<!-- include (\S+) (\S+) -->$/gm;

function codeNodes(node: {type: string; children?: unknown[]}, out: Code[] = []): Code[] {
  if (node.type === 'code') out.push(node as Code);
  for (const child of (node.children ?? []) as {type: string}[]) codeNodes(child, out);
  return out;
}

/** The fence of `page` whose meta has `title="<title>"`, as Markdown, with its language and meta. */
async function includedSample(siteDir: string, page: string, title: string): Promise<string> {
  const tree = fromMarkdown(await readFile(path.join(siteDir, page), 'utf8'));
  const found = codeNodes(tree).filter((node) => /(?:^|\s)title="([^"]+)"/.exec(node.meta ?? '')?.[1] === title);
  if (found.length !== 1)
    throw new Error(`[agent-skill] ${page} has ${found.length} code blocks titled "${title}"; the skill includes exactly one`);
  const node = found[0]!;
  return `\`\`\`${[node.lang, node.meta].filter(Boolean).join(' ')}\n${node.value}\n\`\`\``;
}

export async function expandIncludes(markdown: string, siteDir: string): Promise<string> {
  const includes = [...markdown.matchAll(INCLUDE)];
  const samples = await Promise.all(includes.map(([, page, title]) => includedSample(siteDir, page!, title!)));
  let index = 0;
  return markdown.replace(INCLUDE, () => samples[index++]!);
}

/** Site-relative link targets (`](/docs/…)`) made absolute, outside code blocks. */
export function absoluteLinks(markdown: string, siteUrl: string): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*```/.test(line)) inFence = !inFence;
      return inFence ? line : line.replace(/\]\((\/[^)\s]*)\)/g, `](${siteUrl}$1)`);
    })
    .join('\n');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');

function operationTable(model: ReferenceModel): string[] {
  return [
    '| Operation | Method and path | What it does |',
    '| --- | --- | --- |',
    ...model.operations.map(
      (op) =>
        `| [\`${op.operationId}\`](${op.permalink}) | \`${op.method.toUpperCase()} ${op.path}\` | ${cell(op.summary)}${op.deprecated ? ' (deprecated)' : ''} |`,
    ),
  ];
}

/** references/operations.md: every operation of both contracts and every webhook payload, each linked to its page. */
/** The site's sandbox, as its control API's reference lists it (`siteServers`): local or hosted. */
export function siteSandboxServer(sandbox: ReferenceModel): ServerModel {
  const server = sandbox.overview.servers.find((s) => s.sandbox);
  if (!server) throw new Error('[agent-skill] the control API lists no sandbox server');
  return server;
}

/**
 * Fills the skill's placeholders for the site's sandbox: `{{sandbox}}`, its
 * address, and `{{sandbox-where}}`, a sentence on where it runs. A site with
 * a hosted sandbox sends agents there; the local one is the docs' source.
 */
export function withSiteSandbox(markdown: string, server: ServerModel): string {
  const local = server.url === localSandbox.url;
  const archive = `the source of these docs ([\`rook-docs.zip\`](${sourceArchive.path}))`;
  const where = local
    ? `The docs sandbox is a sandbox of ROOK's API that ${archive} runs on your machine: \`npm start\` serves it at \`${server.url}\` beside the docs, \`npm run sandbox\` alone at \`http://localhost:4010/sandbox\``
    : `The docs sandbox is a sandbox of ROOK's API, hosted at \`${server.url}\` for everyone, no account needed; ${archive} runs the same sandbox on your machine (\`npm start\`, at \`${localSandbox.url}\`)`;
  return markdown.replaceAll('{{sandbox-where}}', where).replaceAll('{{sandbox}}', server.url);
}

export function operationsReference(rook: ReferenceModel, sandbox: ReferenceModel): string {
  return [
    '# Operations and webhook payloads',
    '',
    "Generated from the API contracts when the docs are built. Each link opens the operation's page: parameters, request and response schemas, examples and samples. The MCP tool `describe_api` answers the same for one name.",
    '',
    "## ROOK's API",
    '',
    "Paths are relative to the environment's host, for example `https://api.rook-connect.review` for the sandbox ([environments](/docs/api/#environments)).",
    '',
    ...operationTable(rook),
    '',
    '## Webhook payloads',
    '',
    'What ROOK POSTs to your webhook URLs, one page per payload, with its fields, example and signature.',
    '',
    ...rook.webhookPages.map((page) => `- [${page.title}](${page.permalink})`),
    '',
    "## The docs sandbox's control API",
    '',
    `Not part of ROOK's API: these drive the docs sandbox (clients, clock, SDK links, webhooks). Paths are relative to the sandbox: \`${siteSandboxServer(sandbox).url}\` (${siteSandboxServer(sandbox).description.toLowerCase()}).`,
    '',
    ...operationTable(sandbox),
    '',
  ].join('\n');
}
