/**
 * The contract downloads beside each API reference work on their own: a
 * reader's tool gets only the file it downloaded. Each download (YAML and
 * JSON, both contracts), written alone in an empty folder, loads with the
 * project's reader (parsed, validated as OpenAPI by swagger-parser, every
 * $ref resolved), refers to no other file and says what the contract says.
 */
import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isLocalSandboxServer, localSandbox} from '../../core/config/site-sandbox';
import {contractDownloads, contractFiles, contractForSite, externalRefs, loadContract} from '../../core/contract/load';

const root = path.resolve(__dirname, '../..');
/** A fixed place per worktree, so the reader's disk cache keeps one entry per download, not one per run. */
const scratch = path.join(root, 'node_modules/.cache/contract-downloads');

/** Writes `text` as `name`, alone in its own empty folder. */
async function alone(folder: string, name: string, text: string): Promise<string> {
  const dir = path.join(scratch, folder);
  await rm(dir, {recursive: true, force: true});
  await mkdir(dir, {recursive: true});
  const file = path.join(dir, name);
  await writeFile(file, text);
  return file;
}

describe.each(Object.entries(contractFiles))('the %s contract downloads', (name, file) => {
  it.each(['yaml', 'json'] as const)('as %s: self-contained, valid OpenAPI, the same document', async (format) => {
    const contract = await loadContract(file);
    const text = (await contractDownloads(contract))[format];
    const downloaded = await loadContract(await alone(`${name}-${format}`, path.basename(contract.model.overview.downloads[format]), text));
    expect(externalRefs(downloaded.raw)).toEqual([]);
    expect(downloaded.bundled).toEqual(contract.bundled);
    expect(downloaded.model.operations.map((op) => op.operationId)).toEqual(contract.model.operations.map((op) => op.operationId));
  });
});

it("the control API as written borrows ROOK's schemas from another file, which a download alone cannot resolve", async () => {
  const sandbox = await loadContract(contractFiles.sandbox);
  expect(externalRefs(sandbox.raw).length).toBeGreaterThan(0);
  const file = await alone('sandbox-as-written', path.basename(sandbox.model.overview.downloads.yaml), sandbox.text);
  await expect(loadContract(file)).rejects.toThrow(/invalid OpenAPI/);
});

it('the ROOK contract, which refers to no other file, downloads as written, comments and all', async () => {
  const rook = await loadContract(contractFiles.rook);
  expect((await contractDownloads(rook)).yaml).toBe(rook.text);
});

describe.each(Object.entries(contractFiles))('the %s contract downloads of a site with a hosted sandbox', (name, file) => {
  const hosted = 'https://sandbox.example.com/sandbox';

  it.each(['yaml', 'json'] as const)('as %s: name the hosted sandbox first and no local one', async (format) => {
    const contract = await contractForSite(await loadContract(file), hosted);
    const text = (await contractDownloads(contract))[format];
    const downloaded = await loadContract(
      await alone(`${name}-hosted-${format}`, path.basename(contract.model.overview.downloads[format]), text),
    );
    const servers = downloaded.raw.servers as {url: string; description: string}[];
    expect(servers[0]).toEqual({url: hosted, description: 'Hosted sandbox'});
    expect(servers.filter((s) => isLocalSandboxServer(s) || /local/i.test(s.description))).toEqual([]);
    expect(servers.length).toBe(((await loadContract(file)).raw.servers as unknown[]).length);
  });

  it('its pages list the same servers, the hosted one flagged as the site’s sandbox', async () => {
    const {model} = await contractForSite(await loadContract(file), hosted);
    for (const servers of [model.overview.servers, ...model.operations.map((op) => op.servers)]) {
      expect(servers[0]).toEqual({url: hosted, description: 'Hosted sandbox', sandbox: true});
      expect(servers.filter((s) => isLocalSandboxServer(s))).toEqual([]);
    }
  });
});

it('a hosted site’s ROOK contract download keeps the file’s comments: only its servers change', async () => {
  const rook = await loadContract(contractFiles.rook);
  const yaml = (await contractDownloads(await contractForSite(rook, 'https://sandbox.example.com/sandbox'))).yaml;
  const comments = (text: string) => text.split('\n').filter((line) => line.trim().startsWith('#'));
  expect(comments(yaml)).toEqual(comments(rook.text));
  expect(yaml).not.toContain(localSandbox.url);
});

it('a site with the local sandbox downloads the contract as written, its sandbox flagged on the pages', async () => {
  const rook = await loadContract(contractFiles.rook);
  const site = await contractForSite(rook, null);
  expect(site.text).toBe(rook.text);
  expect(site.bundled).toEqual(rook.bundled);
  expect(site.model.overview.servers.filter((s) => s.sandbox)).toEqual([
    {url: localSandbox.url, description: 'Local sandbox', sandbox: true},
  ]);
});
