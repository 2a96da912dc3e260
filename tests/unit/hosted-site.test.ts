/**
 * What a site built with SANDBOX_URL writes for readers and agents names the
 * hosted sandbox, never a local one, outside the sentences about running the
 * docs on your own machine: the Postman environments, the operations'
 * Markdown copies and the agent skill, each from the same contract the build
 * loads (`contractForSite`). The pages themselves are checked in a browser
 * (tests/e2e/hosted-sandbox.spec.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {localSandbox} from '../../core/config/site-sandbox';
import {contractFiles, contractForSite, loadContract, type LoadedContract} from '../../core/contract/load';
import {operationsReference, siteSandboxServer, withSiteSandbox} from '../../plugins/agent-skill/render';
import {apiMarkdownPages} from '../../plugins/docs-as-data/api-markdown';
import {postmanEnvironments} from '../../plugins/docs-as-data/postman';

const hosted = 'https://sandbox.example.com/sandbox';
const names = /local sandbox|localhost:3000\/sandbox/i;
let rook: LoadedContract;
let sandbox: LoadedContract;

beforeAll(async () => {
  rook = await contractForSite(await loadContract(contractFiles.rook), hosted);
  sandbox = await contractForSite(await loadContract(contractFiles.sandbox), hosted);
});

describe('a site with a hosted sandbox', () => {
  it('offers a Postman environment for it, first, with the demo client, and none for a local one', () => {
    const environments = postmanEnvironments(rook.bundled, rook.model.overview.servers);
    expect(environments[0]).toMatchObject({
      slug: 'hosted-sandbox',
      name: 'Hosted sandbox',
      baseUrl: hosted,
      secretKey: localSandbox.secretKey,
    });
    expect(environments[0]!.clientUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(environments.filter((env) => names.test(`${env.name} ${env.baseUrl}`))).toEqual([]);
    expect(environments.slice(1).every((env) => !env.clientUuid && !env.secretKey)).toBe(true);
  });

  it('names it in every operation’s Markdown copy, both APIs', () => {
    for (const model of [rook.model, sandbox.model]) {
      const pages = apiMarkdownPages(model);
      for (const operation of model.operations) {
        const markdown = pages.get(operation.permalink) ?? '';
        expect(markdown, operation.operationId).toContain(`- Hosted sandbox: \`${hosted}\``);
        expect(markdown, operation.operationId).toContain('sends this call to the hosted sandbox');
        expect(/local sandbox/i.test(markdown), operation.operationId).toBe(false);
      }
    }
  });

  it('sends agents there from the skill, and says the local one is the docs’ source on your machine', () => {
    const server = siteSandboxServer(sandbox.model);
    expect(server).toEqual({url: hosted, description: 'Hosted sandbox', sandbox: true});
    const source = (file: string) => readFileSync(path.join(__dirname, '../../skills/rook', file), 'utf8');
    const skill = withSiteSandbox(source('SKILL.md'), server);
    const reference = withSiteSandbox(source('references/sandbox.md'), server);
    expect(skill).toContain(`[docs sandbox](/docs/sandbox/) at \`${hosted}\``);
    expect(reference).toContain(`SANDBOX=${hosted}\n`);
    expect(reference).toContain(`hosted at \`${hosted}\` for everyone`);
    expect(`${skill}\n${reference}`).not.toMatch(/\{\{sandbox/);
    // The one local address left says how to run the same sandbox on your machine.
    expect(reference.match(/localhost:3000\/sandbox[^\n]*/g)).toEqual([expect.stringMatching(/^localhost:3000\/sandbox`\)/)]);
    const operations = operationsReference(rook.model, sandbox.model);
    expect(operations).toContain(`Paths are relative to the sandbox: \`${hosted}\` (hosted sandbox).`);
    expect(names.test(operations)).toBe(false);
  });
});

describe('a site with the local sandbox', () => {
  it('fills the skill with the address npm start serves, and says so', async () => {
    const server = siteSandboxServer((await contractForSite(await loadContract(contractFiles.sandbox), null)).model);
    expect(server.url).toBe(localSandbox.url);
    const reference = withSiteSandbox('{{sandbox-where}}. SANDBOX={{sandbox}}', server);
    expect(reference).toContain(`\`npm start\` serves it at \`${localSandbox.url}\` beside the docs`);
    expect(reference).toContain(`SANDBOX=${localSandbox.url}`);
  });
});
