// Executable documentation: every curl, JavaScript and Python sample of the
// guides and of the API reference runs against a real sandbox, and every
// answer it gets is checked against the contract. Fragments (marked
// `fragment` in the fence's meta) are only syntax-checked.
import {spawnSync} from 'node:child_process';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {contractFiles, loadContract} from '../../core/contract/load';
import {sampleEnv} from '../../core/contract/model/samples';
import {testWebhookTypes} from '../../core/data/generated/webhookTypes';
import {loadContracts} from '../../sandbox/contract/operations';
import {exampleDate} from '../../sandbox/model/generator';
import {rulebookOutputs, scenarioOf} from './rulebook-outputs';
import {guideSamples, referenceSamples, samplesOfMarkdown, type Sample} from './extract';
import {ENFORCE_SIGNATURE, READER_USER_ID, SampleHarness, syntaxCheck, writeSample, type Delivery} from './harness';

const guides = guideSamples();
const reference = [...(await referenceSamples(contractFiles.rook)), ...(await referenceSamples(contractFiles.sandbox))];
const all = [...guides, ...reference];
const runnable = all.filter((s) => !s.fragment && !s.receiver && !s.module);
const receivers = all.filter((s) => s.receiver);
const fragments = all.filter((s) => s.fragment);
const operations =
  (await loadContract(contractFiles.rook)).model.operations.length + (await loadContract(contractFiles.sandbox)).model.operations.length;

let harness: SampleHarness;
const ran: string[] = [];

beforeAll(async () => {
  harness = await SampleHarness.start();
});

afterAll(async () => {
  await harness?.close();
  console.log(
    `documentation samples: ${ran.length} ran against the sandbox (${receivers.length} of them webhook receivers), ${fragments.length} fragments syntax-checked`,
  );
});

describe('documentation samples', () => {
  it('are found in the guides and the reference, and fragments stay few', () => {
    expect(guides.filter((s) => !s.fragment).length).toBeGreaterThanOrEqual(25);
    // curl, JavaScript and Python for every operation of both contracts.
    expect(reference.length).toBe(3 * operations);
    expect(receivers.length).toBeGreaterThanOrEqual(2);
    expect(fragments.length).toBeLessThanOrEqual(Math.ceil(all.length * 0.1));
  });

  it("name the reader's user through ROOK_USER_ID when they run with the reader's credentials, never the demo user", () => {
    // The local sandbox's walk-through (docs/sandbox.mdx) is written for the demo pair and may name its user.
    const withReaderCredentials = guides.filter((s) => s.code.includes(sampleEnv.user) && !s.where.startsWith('docs/sandbox.mdx'));
    expect(withReaderCredentials.length).toBeGreaterThan(10);
    expect(withReaderCredentials.filter((s) => s.code.includes('demoUserId')).map((s) => s.where)).toEqual([]);
    expect(guides.filter((s) => s.code.includes(READER_USER_ID)).length).toBeGreaterThanOrEqual(9);
  });

  it('hold every rulebook sample to what it prints, one check per scenario', () => {
    const rulebook = guides.filter((s) => s.where.startsWith('docs/data-behaviour.mdx') && !s.fragment && !s.module);
    // Each imports the page's one helper rather than repeating it.
    expect(rulebook.every((s) => s.modules?.['rook-sandbox.mjs'])).toBe(true);
    expect(rulebook.map((s) => scenarioOf(s.code)).sort()).toEqual(Object.keys(rulebookOutputs).sort());
  });

  it("name the reader's own user, client and a recent date in every reference sample that runs with the reader's credentials", async () => {
    const {demo} = await loadContracts();
    const withCredentials = reference.filter((s) => s.code.includes(sampleEnv.password));
    expect(withCredentials.length).toBeGreaterThan(60);
    const demoValues = [demo.userId, demo.clientUuid];
    const naming = withCredentials.filter((s) => demoValues.some((value) => s.code.includes(value)));
    expect(naming.map((s) => `${s.where}: ${demoValues.filter((value) => s.code.includes(value)).join(', ')}`)).toEqual([]);
    // A day to read is computed when the sample runs; the example day has data only for the demo user.
    const reads = withCredentials.filter((s) => /[?&]date=|'date'|"date"/.test(s.code));
    expect(reads.length).toBeGreaterThan(30);
    expect(reads.filter((s) => s.code.includes(exampleDate)).map((s) => s.where)).toEqual([]);
    expect(withCredentials.filter((s) => s.code.includes(sampleEnv.userId)).length).toBeGreaterThan(60);
  });

  it.each(fragments.map((s) => [s.where, s] as const))('fragment %s parses', async (_where, sample) => {
    expect(await syntaxCheck(sample)).toBeNull();
  });

  // One after another, in page order: a page's later samples build on its earlier ones; each page
  // (and each reference operation) starts from the demo client's first state.
  let group = '';
  it.each(runnable.map((s) => [s.where, s] as const))(
    '%s runs and gets answers the contract allows',
    async (_where, sample: Sample) => {
      if (sample.group !== group) {
        await harness.reset();
        // The reference's samples run as a stranger's own client; the guides are written for the demo pair.
        if (sample.where.startsWith('reference:')) await harness.useReaderClient();
        else harness.useDemoClient();
      }
      group = sample.group;
      const outcome = await harness.runSample(sample);
      expect(outcome.problems).toEqual([]);
      // A rulebook sample prints what it shows the reader: its output is held to what the scenario does.
      const scenario = sample.where.startsWith('docs/data-behaviour.mdx') ? scenarioOf(sample.code) : undefined;
      if (scenario) rulebookOutputs[scenario]!(outcome.output);
      ran.push(sample.where);
    },
    120_000,
  );
});

describe('webhook helpers and receivers on the pages', () => {
  let deliveries: Delivery[];
  let notices: Delivery[];
  let client: {uuid: string; secret: string; hashKey: string};
  const parsed = (list: Delivery[]) => list.map((d) => ({label: d.label, doc: JSON.parse(d.body), hash: d.headers['x-rook-hash']!}));
  const documents = () => parsed(deliveries);
  /** What a receiver or a verifier must accept: every health document and every notice. */
  const everything = () => [...deliveries, ...notices];
  const bySample = (title: string) => {
    const found = guides.filter((s) => s.title === title);
    expect(found, `one sample titled ${title}`).toHaveLength(1);
    return found[0]!;
  };

  beforeAll(async () => {
    ({deliveries, client} = await harness.collectDeliveries());
    notices = await harness.collectNotices(client, JSON.parse(deliveries[0]!.body).user_id);
  });

  it('cover every notice type the sandbox sends', () => {
    expect(notices.map((n) => n.label).sort()).toEqual(testWebhookTypes.notices.map((type) => `notice.${type}`).sort());
  });

  it('cover every document type the sandbox sends, steps events, user information and health score included', () => {
    const labels = deliveries.map((d) => d.label);
    for (const label of [
      'user_information.user_info',
      'health_score_data.health_score',
      'physical_health.steps_event',
      'physical_health.heart_rate_event',
      'body_health.heart_rate_event',
      'sleep_health.sleep_summary',
    ]) {
      expect(labels).toContain(label);
    }
  });

  it('data_processing store.js keeps one entry per structure of every document, physical and body events apart', async () => {
    const store = await import(writeSample(bySample('store.js')));
    const kept = new Map<string, {document_version: number}>();
    for (const {label, doc} of documents()) {
      const structures = store.structuresOf(doc) as {metadata: {datetime_string: string}}[];
      expect(structures.length, label).toBeGreaterThan(0);
      for (const structure of structures) expect(structure.metadata.datetime_string, label).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      store.upsert(kept, doc);
    }
    const keys = [...kept.keys()];
    const heartRate = (container: string) => keys.filter((key) => key.startsWith(`${container}|heart_rate_event|`));
    expect(heartRate('physical_health').length).toBeGreaterThan(0);
    expect(heartRate('body_health').length).toBeGreaterThan(0);
    // The same event twice, in the physical and the body pillar at the same time, stays two entries.
    const physical = documents().find((d) => d.label === 'physical_health.heart_rate_event')!.doc;
    const body = structuredClone(documents().find((d) => d.label === 'body_health.heart_rate_event')!.doc);
    body.body_health.events.heart_rate_event[0].metadata.datetime_string =
      physical.physical_health.events.heart_rate_event[0].metadata.datetime_string;
    const pair = new Map();
    store.upsert(pair, physical);
    store.upsert(pair, body);
    expect(pair.size).toBe(physical.physical_health.events.heart_rate_event.length + body.body_health.events.heart_rate_event.length);
    // A newer version replaces, an older one does not.
    const again = new Map();
    store.upsert(again, {...physical, document_version: 5});
    store.upsert(again, {...physical, document_version: 2});
    expect([...again.values()].every((entry: {document_version: number}) => entry.document_version === 5)).toBe(true);
  });

  it('data_delivery verify-rook.mjs accepts every signed document and notice and refuses a tampered one', async () => {
    const verify = await import(writeSample(bySample('verify-rook.mjs')));
    for (const {label, doc, hash} of parsed(everything())) {
      expect(verify.isFromRook(doc, hash, client.hashKey), label).toBe(true);
      expect(verify.isFromRook({...doc, user_id: 'someone-else'}, hash, client.hashKey), label).toBe(false);
    }
  });

  it('data_delivery verify_rook.py accepts every signed document and notice and refuses a tampered one', async () => {
    const module = writeSample(bySample('verify_rook.py'));
    const driver = [
      'import importlib.util, json, sys',
      `spec = importlib.util.spec_from_file_location("verify_rook", ${JSON.stringify(module)})`,
      'verify = importlib.util.module_from_spec(spec)',
      'spec.loader.exec_module(verify)',
      'for item in json.load(sys.stdin):',
      '    doc, tampered = item["doc"], dict(item["doc"], user_id="someone-else")',
      '    print(item["label"], verify.is_from_rook(doc, item["hash"], item["key"]), verify.is_from_rook(tampered, item["hash"], item["key"]))',
    ].join('\n');
    const input = JSON.stringify(parsed(everything()).map((d) => ({...d, key: client.hashKey})));
    const result = spawnSync('/usr/bin/python3', ['-c', driver], {input, encoding: 'utf8'});
    expect(result.stderr).toBe('');
    expect(result.stdout.trim().split('\n')).toEqual(everything().map((d) => `${d.label} True False`));
  });

  it.each(receivers.map((s) => [s.where, s] as const))(
    '%s accepts every signed document and notice the sandbox sends, refuses a malformed POST, logs and accepts a forged one of each, and keeps serving',
    async (_where, sample) => {
      expect(deliveries.length).toBeGreaterThanOrEqual(10);
      expect(await harness.runReceiver(sample, everything(), client.hashKey, {enforce: false})).toEqual([]);
      ran.push(sample.where);
    },
  );

  it.each(receivers.map((s) => [s.where, s] as const))(
    `%s with ${ENFORCE_SIGNATURE}=1 accepts every signed document and notice, and logs and refuses a forged one of each`,
    async (_where, sample) => {
      expect(await harness.runReceiver(sample, everything(), client.hashKey, {enforce: true})).toEqual([]);
    },
  );
});

describe('the harness itself', () => {
  it('reads fences anywhere in a page, with their meta', () => {
    const found = samplesOfMarkdown(
      'x.mdx',
      '1. Step\n\n   ```bash\n   curl x\n   ```\n\n<Tabs>\n\n```python fragment\nprint(1)\n```\n\n</Tabs>\n\n```js receiver\nx\n```\n',
    );
    expect(found.map((s) => [s.where, s.runtime, s.fragment, s.receiver, s.code])).toEqual([
      ['x.mdx:3', 'bash', false, false, 'curl x'],
      ['x.mdx:9', 'python', true, false, 'print(1)'],
      ['x.mdx:15', 'node', false, true, 'x'],
    ]);
  });

  it('fails a sample whose request the sandbox refuses, or that breaks the contract', async () => {
    const refused = await harness.runSample({
      runtime: 'bash',
      code: 'curl -s --user "$ROOK_CLIENT_UUID:wrong" "$ROOK_API_URL/api/v2/user_id/demoUserId/data_sources/authorized"',
    });
    expect(refused.problems.join('\n')).toContain('→ 401: a sample must succeed');
    expect(
      harness.check({
        method: 'GET',
        path: '/sandbox/api/v2/user_id/demoUserId/data_sources/authorized',
        status: 200,
        body: '[{"data_source": 1}]',
      })[0],
    ).toContain('answer breaks the contract');
    const crashed = await harness.runSample({runtime: 'python', code: 'raise SystemExit(3)'});
    expect(crashed.problems[0]).toContain('exited with 3');
  });

  it('fails a receiver that refuses a forged delivery without logging it', async () => {
    const signed = 'a'.repeat(64);
    const silent = [
      "import {createServer} from 'node:http';",
      'createServer((req, res) => {',
      "  let body = '';",
      "  req.on('data', (chunk) => (body += chunk));",
      "  req.on('end', () => {",
      '    try {',
      '      JSON.parse(body);',
      '    } catch {',
      '      return res.writeHead(400).end();',
      '    }',
      `    res.writeHead(req.headers['x-rook-hash'] === '${signed}' ? 200 : 401).end();`,
      '  });',
      '}).listen(Number(process.env.PORT));',
    ].join('\n');
    const delivery = {label: 'one', body: JSON.stringify({user_id: 'user-in-the-log'}), headers: {'x-rook-hash': signed}};
    const problems = (await harness.runReceiver({runtime: 'node', code: silent}, [delivery], 'key', {enforce: false})).join('\n');
    expect(problems).toContain('expected it logged and accepted');
    expect(problems).toContain('the log lacks the header, expected, body');
  });

  it('syntax-checks fragments in each language', async () => {
    expect(await syntaxCheck({runtime: 'bash', code: 'if then'})).not.toBeNull();
    expect(await syntaxCheck({runtime: 'node', code: 'const = 1'})).not.toBeNull();
    expect(await syntaxCheck({runtime: 'python', code: 'def f(:'})).not.toBeNull();
    expect(await syntaxCheck({runtime: 'node', code: 'const a = await Promise.resolve(1);'})).toBeNull();
  });
});
