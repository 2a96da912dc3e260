// The outage recipe of docs/webhooks/recover.mdx against a sandbox outage: the receiver-down scenario
// runs, the receiver's store is filled with what its inbox accepted, then the page's JavaScript and
// Python recipes run on copies of that store. Each copy must end with every document the sandbox made
// for the outage's days (the API's structures), each once, at its newest version.
import {execFile} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Loose} from '../support/loose';
import {dataOf, startSandbox, type TestSandbox} from '../sandbox/support';
import {samplesOfMarkdown, type Sample} from './extract';
import {writeSample} from './harness';

const page = 'docs/webhooks/recover.mdx';
const samples = samplesOfMarkdown(page, readFileSync(new URL(`../../${page}`, import.meta.url), 'utf8'));
const byTitle = (title: string): Sample => samples.find((s) => s.title === title)!;
/** Structures no processed-data read serves: they come by Data Webhook only. */
const webhookOnly = new Set(['steps_event', 'health_score']);
const CONTAINERS = ['physical_health', 'sleep_health', 'body_health', 'user_information', 'health_score_data'];

let s: TestSandbox;
beforeAll(async () => {
  s = await startSandbox({startAt: '2026-03-01T09:00:00Z'});
});
afterAll(() => s?.close());

/** Each structure of a document under the page's key, with the document's version. */
function keyed(doc: Loose): {key: string; version: number; day: string}[] {
  const container = CONTAINERS.find((name) => doc[name])!;
  const holder = doc[container].summary ?? doc[container].events;
  const value = holder ? holder[doc.data_structure] : doc[container];
  return (Array.isArray(value) ? value : [value]).map((structure: Loose) => ({
    key: [container, doc.data_structure, doc.user_id, structure.metadata.datetime_string].join('|'),
    version: doc.document_version,
    day: structure.metadata.datetime_string.slice(0, 10),
  }));
}

/** Runs a program to its end (asynchronously: the sandbox answers it from this process). */
function run(command: string, file: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, [file], {env, cwd: path.dirname(file), timeout: 60_000}, (error, stdout, stderr) =>
      error ? reject(new Error(`${path.basename(file)} failed: ${stderr || error.message}\n${stdout}`)) : resolve(stdout),
    );
  });
}

function storeEntries(dir: string): {key: string; document_version: number; day: string; user_id: string}[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
}

describe('recover after an outage (docs/webhooks/recover.mdx)', () => {
  it('the JavaScript and Python recipes leave every document of the outage days in the store, each once', async () => {
    const created = dataOf(await s.control().POST('/_sandbox/clients'));
    const auth = {username: created.client_uuid, password: created.secret_key};
    const control = s.control(auth);
    const run0 = dataOf(await control.POST('/_sandbox/scenarios/{scenario_id}', {params: {path: {scenario_id: 'receiver-down'}}}));
    for (const call of run0.calls) {
      await s.drain();
      const answer = await s.call(call.operation_id, call.path, {method: call.method, auth, body: call.body});
      expect(answer.status, `${call.operation_id} ${answer.text}`).toBeLessThan(300);
    }
    await s.drain();
    const [user] = run0.user_ids;
    const {down_from: from, back_on: to} = run0.dates;

    // What the sandbox made for the user on the outage's days: every data delivery, whatever became of it.
    const {deliveries} = dataOf(await control.GET('/_sandbox/deliveries', {params: {query: {kind: 'data', limit: 500}}}));
    expect(deliveries.length).toBeLessThan(500);
    const made = new Map<string, number>();
    for (const delivery of deliveries.filter((d) => d.user_id === user && !webhookOnly.has((d.payload as Loose).data_structure)))
      for (const {key, version, day} of keyed(delivery.payload as Loose))
        if (day >= from! && day <= to!) made.set(key, Math.max(version, made.get(key) ?? 0));
    expect(deliveries.some((d) => d.user_id === user && d.status === 'rejected')).toBe(true);
    expect(made.size).toBeGreaterThan(0);

    // The receiver's store: what its inbox accepted, stored through the page's own store module.
    const receiverDir = mkdtempSync(path.join(tmpdir(), 'rook-receiver-'));
    const storeFile = writeSample(byTitle('rook-store.mjs'));
    const {openStore} = await import(storeFile);
    const receiver = openStore(receiverDir);
    const {messages} = dataOf(
      await control.GET('/_sandbox/inbox/{name}', {params: {path: {name: `${created.client_uuid}-receiver-down`}}}),
    );
    const accepted = messages.filter((m) => m.status === 200).map((m) => m.body as Loose);
    for (const doc of accepted) receiver.upsert(doc);
    const missingBefore = [...made.keys()].filter((key) => !storeEntries(receiverDir).some((entry) => entry.key === key));
    expect(missingBefore.length, 'the outage left documents missing').toBeGreaterThan(0);

    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ROOK_API_URL: s.base,
      ROOK_CLIENT_UUID: created.client_uuid,
      ROOK_SECRET_KEY: created.secret_key,
      OUTAGE_FROM: from,
      OUTAGE_TO: to,
    };
    const recipes: [string, string, string][] = [
      ['JavaScript', process.execPath, 'recover.mjs'],
      ['Python', '/usr/bin/python3', 'recover.py'],
    ];
    for (const [language, command, title] of recipes) {
      const dir = mkdtempSync(path.join(tmpdir(), 'rook-recover-'));
      cpSync(receiverDir, path.join(dir, 'rook-store'), {recursive: true});
      const file = path.join(dir, title);
      writeFileSync(file, byTitle(title).code);
      if (title.endsWith('.mjs')) writeFileSync(path.join(dir, 'rook-store.mjs'), byTitle('rook-store.mjs').code);
      const output = await run(command, file, env);
      expect(output, language).toMatch(/rejected documents from .* are on their way again/);
      const entries = storeEntries(path.join(dir, 'rook-store')).filter((e) => e.user_id === user && e.day >= from! && e.day <= to!);
      // Each once: one entry per key, and exactly the keys the sandbox made, each at its newest version or later.
      expect(new Set(entries.map((e) => e.key)).size, language).toBe(entries.length);
      expect(entries.map((e) => e.key).sort(), language).toEqual([...made.keys()].sort());
      for (const entry of entries) expect(entry.document_version, `${language} ${entry.key}`).toBeGreaterThanOrEqual(made.get(entry.key)!);
      // A second run stores nothing new.
      expect(await run(command, file, env), `${language} again`).toMatch(/\n0 structures stored or updated\n$/);
    }
  });
});
