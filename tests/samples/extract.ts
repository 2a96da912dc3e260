// Finds the code samples of the guides and of the API reference, so the
// harness can run them. Guides are read with mdast (a fence inside a list item
// or a tab is still a `code` node); the reference's samples come from the model.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Code, Root} from 'mdast';
import {loadContract} from '../../core/contract/load';

export type Runtime = 'bash' | 'node' | 'python';

export interface Sample {
  /** Where it comes from: `docs/x.mdx:12` or `reference:operationId:language`. */
  where: string;
  /** Samples that build on each other (a page, an operation); the sandbox is reset between groups. */
  group: string;
  runtime: Runtime;
  code: string;
  /** Illustration only (`fragment` in the fence's meta): syntax-checked, not run. */
  fragment: boolean;
  /** A webhook receiver (`receiver` in the meta): started, sent deliveries, stopped. */
  receiver: boolean;
  /** A Next.js route handler (`next-route` in the meta): a module exporting `POST(request)`, which the harness serves as Next does. */
  nextRoute?: boolean;
  /** The file name the page gives it (`title="store.js"`), if any. */
  title?: string;
  /** A module the page's other samples import (`module` in the meta): run through them, not by itself. */
  module?: boolean;
  /** The page's modules this sample imports (`./rook-sandbox.mjs`), by file name: written beside it. */
  modules?: Record<string, string>;
}

const runtimes: Record<string, Runtime> = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  js: 'node',
  javascript: 'node',
  python: 'python',
  py: 'python',
};

const root = path.resolve(__dirname, '../..');
/** SDK guides belong to the SDK samples' own checks (tests/unit/sdk-samples.test.ts). */
const excluded = [path.join('docs', 'rookconnect', 'sdk')];

function docFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (excluded.some((prefix) => path.relative(root, full).startsWith(prefix))) return [];
    if (entry.isDirectory()) return docFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

function codeNodes(tree: Root): Code[] {
  const out: Code[] = [];
  const walk = (node: {type: string; children?: unknown[]}) => {
    if (node.type === 'code') out.push(node as Code);
    for (const child of (node.children ?? []) as {type: string}[]) walk(child);
  };
  walk(tree);
  return out;
}

const metaWords = (meta: string | null | undefined) => new Set((meta ?? '').split(/\s+/).filter((word) => !word.includes('=')));

export function samplesOfMarkdown(where: string, text: string): Sample[] {
  const samples = fencesOf(where, text);
  const modules = new Map(samples.filter((s) => s.module && s.title).map((s) => [s.title!, s.code]));
  return samples.map((sample) => {
    const imported = [...modules].filter(([title]) => sample.code.includes(`from './${title}'`));
    return imported.length ? {...sample, modules: Object.fromEntries(imported)} : sample;
  });
}

function fencesOf(where: string, text: string): Sample[] {
  return codeNodes(fromMarkdown(text)).flatMap((node) => {
    const runtime = runtimes[node.lang ?? ''];
    if (!runtime) return [];
    const words = metaWords(node.meta);
    const title = /(?:^|\s)title="([^"]+)"/.exec(node.meta ?? '')?.[1];
    return [
      {
        where: `${where}:${node.position?.start.line}`,
        group: where,
        runtime,
        code: node.value,
        fragment: words.has('fragment'),
        receiver: words.has('receiver'),
        ...(words.has('next-route') ? {nextRoute: true} : {}),
        ...(words.has('module') ? {module: true} : {}),
        ...(title ? {title} : {}),
      },
    ];
  });
}

export function guideSamples(): Sample[] {
  return docFiles(path.join(root, 'docs')).flatMap((file) => samplesOfMarkdown(path.relative(root, file), readFileSync(file, 'utf8')));
}

const referenceRuntimes: Record<string, Runtime> = {curl: 'bash', javascript: 'node', python: 'python'};

/** The reference's curl, JavaScript and Python samples of both contracts (ROOK's API, then the sandbox's control API). */
export async function referenceSamples(file?: string): Promise<Sample[]> {
  const {model} = await loadContract(file);
  return model.operations.flatMap((op) =>
    op.samples.flatMap((sample) => {
      const runtime = referenceRuntimes[sample.language];
      const where = `reference:${op.operationId}:${sample.language}`;
      return runtime
        ? [
            {
              where,
              group: `reference:${op.operationId}`,
              runtime,
              code: sample.code,
              fragment: op.samplesFragment !== undefined,
              receiver: false,
            },
          ]
        : [];
    }),
  );
}
