/**
 * The ROOK agent skill as the site publishes it (/skills/rook/ and
 * /skills/rook.zip): valid Agent Skills front matter, every link resolving on
 * the served site (anchors included), the archive holding exactly the served
 * files, llms.txt pointing at it, and every code block either one of the
 * guides' samples (which tests/samples/ runs) or run here like them.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, Link, Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {unzipSync} from 'fflate';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {parse as parseYaml} from 'yaml';
import config from '../../docusaurus.config';
import {agentSkill} from '../../plugins/agent-skill/paths';
import {guideSamples, samplesOfMarkdown} from '../samples/extract';
import {SampleHarness, syntaxCheck} from '../samples/harness';
import {buildDir} from './support/dom';
import {startServer} from './support/server';

const folder = path.join(buildDir, agentSkill.folder);

function filesUnder(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(path.join(dir, prefix), {withFileTypes: true}).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesUnder(dir, relative);
    // The server's precompressed copies (scripts/postbuild.mjs) are not files of the skill.
    return /\.(br|gz)$/.test(entry.name) ? [] : [relative];
  });
}

const files = filesUnder(folder).sort();
const read = (relative: string) => readFileSync(path.join(folder, relative), 'utf8');
const tree = (relative: string) => fromMarkdown(read(relative), {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});

function nodesOf<T extends Nodes>(node: Nodes, type: T['type'], out: T[] = []): T[] {
  if (node.type === type) out.push(node as T);
  if ('children' in node) for (const child of node.children) nodesOf(child, type, out);
  return out;
}

let origin: string;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({origin, stop} = await startServer());
});
afterAll(() => stop());

describe('the agent skill', () => {
  test('is published with its reference files, the generated operation list among them', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'SKILL.md',
        'references/authorization.md',
        'references/operations.md',
        'references/reading.md',
        'references/sandbox.md',
        'references/webhooks.md',
      ]),
    );
    expect(read('references/operations.md')).toContain('[`getSleepSummary`](');
    expect(read('references/operations.md')).toContain('[`createSandboxClient`](');
  });

  test('has front matter in the Agent Skills format: a valid name matching its folder, and a description', () => {
    const match = /^---\n([\s\S]*?)\n---\n/.exec(read('SKILL.md'));
    expect(match, 'SKILL.md starts with YAML front matter').not.toBeNull();
    const meta = parseYaml(match![1]!) as Record<string, unknown>;
    expect(
      Object.keys(meta).filter((key) => !['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'].includes(key)),
    ).toEqual([]);
    const name = meta.name as string;
    // 1 to 64 lowercase letters, digits and single hyphens, not at either end; the folder's name.
    expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(name.length).toBeLessThanOrEqual(64);
    expect(name).toBe(agentSkill.name);
    expect(path.basename(folder)).toBe(name);
    const description = meta.description as string;
    expect(typeof description).toBe('string');
    expect(description.trim().length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(1024);
    expect(description).toMatch(/Use when /);
    for (const value of Object.values((meta.metadata ?? {}) as Record<string, unknown>)) expect(typeof value).toBe('string');
  });

  test('every link resolves: reference files beside it, and pages and anchors of the served site', async () => {
    const broken: string[] = [];
    const pages = new Map<string, string>();
    for (const file of files.filter((f) => f.endsWith('.md'))) {
      for (const {url} of nodesOf<Link>(tree(file), 'link')) {
        if (!url.startsWith('http')) {
          if (!files.includes(path.posix.join(path.posix.dirname(file), url))) broken.push(`${file}: ${url}`);
          continue;
        }
        // Every absolute link is to this site: the skill is traced to its pages.
        if (!url.startsWith(`${config.url}/`)) {
          broken.push(`${file}: ${url} is not a page of ${config.url}`);
          continue;
        }
        const {pathname, hash} = new URL(url);
        if (!pages.has(pathname)) {
          const response = await fetch(origin + pathname, {redirect: 'manual'});
          pages.set(pathname, response.status === 200 ? await response.text() : '');
        }
        const html = pages.get(pathname)!;
        if (!html) broken.push(`${file}: ${url} does not answer 200`);
        // The built HTML is minified: an attribute value may come without quotes.
        else if (hash && !new RegExp(`\\sid=["']?${hash.slice(1)}(["'\\s>])`).test(html)) broken.push(`${file}: ${url} has no such anchor`);
      }
    }
    expect(pages.size).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });

  test('is served as Markdown, and as one archive holding exactly the same files in a folder named after it', async () => {
    const entry = await fetch(origin + agentSkill.entry);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const archive = await fetch(origin + agentSkill.archive);
    expect(archive.status).toBe(200);
    const unzipped = unzipSync(new Uint8Array(await archive.arrayBuffer()));
    expect(Object.keys(unzipped).sort()).toEqual(files.map((f) => `${agentSkill.name}/${f}`));
    for (const file of files) expect(new TextDecoder().decode(unzipped[`${agentSkill.name}/${file}`]), file).toBe(read(file));
  });

  test('llms.txt links the skill and its archive', () => {
    const llms = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
    expect(llms).toContain(`(${config.url}${agentSkill.entry})`);
    expect(llms).toContain(`(${config.url}${agentSkill.archive})`);
  });
});

describe("the skill's code blocks", () => {
  const blocks = files.filter((f) => f.endsWith('.md')).flatMap((file) => nodesOf<Code>(tree(file), 'code').map((node) => ({file, node})));
  const samples = files.filter((f) => f.endsWith('.md')).flatMap((file) => samplesOfMarkdown(`skills/rook/${file}`, read(file)));
  // A block copied from a guide is run where it lives (tests/samples/samples.test.ts).
  const guideCode = new Set(guideSamples().map((sample) => sample.code));
  const own = samples.filter((sample) => !guideCode.has(sample.code));

  let harness: SampleHarness;
  beforeAll(async () => {
    harness = await SampleHarness.start();
  });
  afterAll(() => harness?.close());

  test('are all in a language the samples run: curl (bash), JavaScript or Python', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    expect(
      blocks.filter(({node}) => !['bash', 'js', 'python'].includes(node.lang ?? '')).map(({file, node}) => `${file}: ${node.lang}`),
    ).toEqual([]);
    expect(samples).toHaveLength(blocks.length);
    // The receivers and the store come from the guides, so the tests that run those run these.
    expect(samples.filter((s) => s.receiver).every((s) => guideCode.has(s.code))).toBe(true);
    expect(samples.length - own.length).toBeGreaterThanOrEqual(3);
  });

  test.each(own.filter((s) => s.fragment).map((s) => [s.where, s] as const))('fragment %s parses', async (_where, sample) => {
    expect(await syntaxCheck(sample)).toBeNull();
  });

  test.each(own.filter((s) => !s.fragment && !s.receiver).map((s) => [s.where, s] as const))(
    '%s runs against the sandbox and gets answers the contract allows',
    async (_where, sample) => {
      await harness.reset();
      const outcome = await harness.runSample(sample);
      expect(outcome.problems).toEqual([]);
    },
  );
});
