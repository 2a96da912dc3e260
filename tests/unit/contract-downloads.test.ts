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
import {contractDownloads, contractFiles, externalRefs, loadContract} from '../../core/contract/load';

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
