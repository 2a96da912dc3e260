import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Code} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Language, Parser, type Node} from 'web-tree-sitter';
import {kotlinErrors} from './support/kotlin';

/**
 * The webhook recipes of /docs/webhooks/verify/ that cannot run in the test
 * suite (the JavaScript and Python ones run against the sandbox in
 * tests/samples): the Spring Boot controller is compiled by kotlinc against
 * stubs of the Spring and Jackson API it uses (tests/unit/webhook-recipes/),
 * and the ASP.NET Core program is parsed with tree-sitter's C# grammar.
 */

const page = path.resolve(__dirname, '../../docs/webhooks/verify.mdx');
const stubDir = path.resolve(__dirname, 'webhook-recipes');
const require = createRequire(import.meta.url);

interface Fence {
  lang: string;
  code: string;
  line: number;
}

function fences(lang: string): Fence[] {
  const found: Fence[] = [];
  const walk = (node: {type: string; children?: unknown[]}) => {
    if (node.type === 'code' && (node as Code).lang === lang) {
      const code = node as Code;
      found.push({lang, code: code.value, line: (code.position?.start.line ?? 0) + 1});
    }
    for (const child of (node.children ?? []) as {type: string}[]) walk(child);
  };
  walk(fromMarkdown(readFileSync(page, 'utf8')));
  return found;
}

/** kotlinc's errors for these Kotlin sources, compiled with the Spring and Jackson stubs; mapped to the page's lines. */
async function recipeErrors(samples: Fence[], work: string): Promise<string[]> {
  const stubs = readdirSync(stubDir).map((name) => path.join(stubDir, name));
  const errors = await kotlinErrors(
    samples.map((sample) => sample.code),
    work,
    {stubs, flags: ['-nowarn']},
  );
  return errors.map((line) => {
    const match = /Sample(\d+)\.kt:(\d+):\d+: error: (.*)/.exec(line);
    return match ? `docs/webhooks/verify.mdx:${samples[Number(match[1])]!.line + Number(match[2]) - 1}: ${match[3]}` : line;
  });
}

let csharp: Parser;
beforeAll(async () => {
  await Parser.init();
  csharp = new Parser();
  csharp.setLanguage(await Language.load(require.resolve('tree-sitter-wasms/out/tree-sitter-c_sharp.wasm')));
});

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const child of node.children) if (child) yield* walk(child);
}

function csharpErrors(sample: Fence): string[] {
  const tree = csharp.parse(sample.code)!;
  return [...walk(tree.rootNode)]
    .filter((node) => node.type === 'ERROR' || node.isMissing)
    .map((node) => `docs/webhooks/verify.mdx:${sample.line + node.startPosition.row}: C# syntax error near "${node.text.slice(0, 40)}"`);
}

/**
 * The signed-message rule the recipes that run share (core/contract/model/signature.ts): a notice's
 * own top-level `datetime`, else the structure's `metadata.datetime_string`. True when the recipe's
 * datetime function reads `datetime` from the document itself, before it looks for a structure.
 */
function readsNoticeDatetime(code: string, fn: RegExp, ownDatetime: string): boolean {
  const start = code.search(fn);
  if (start < 0) return false;
  const body = code.slice(start, code.indexOf('\n}\n', start));
  const own = body.indexOf(ownDatetime);
  return own >= 0 && own < body.indexOf('datetime_string');
}

const work = mkdtempSync(path.join(tmpdir(), 'webhook-recipes-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

describe('the webhook recipes that are not run', () => {
  it('Spring Boot (Kotlin) compiles against the Spring and Jackson API it uses', async () => {
    const samples = fences('kotlin');
    expect(samples).toHaveLength(1);
    expect(samples[0]!.code).toContain('MessageDigest.isEqual');
    const errors = await recipeErrors(samples, work);
    expect(errors, errors.join('\n')).toEqual([]);
  }, 240_000);

  it('Spring Boot (Kotlin) and ASP.NET Core (C#) sign a notice with its own datetime, as the receivers that run do', () => {
    const [kotlin] = fences('kotlin');
    const [cs] = fences('csharp');
    const rules = [
      {code: kotlin!.code, fn: /fun datetimeOf\(/, own: 'doc.path("datetime")'},
      {code: cs!.code, fn: /string DatetimeOf\(/, own: 'doc.TryGetProperty("datetime",'},
    ];
    for (const {code, fn, own} of rules) {
      expect(readsNoticeDatetime(code, fn, own), `${fn.source}`).toBe(true);
      // Without that line the same function fails the check.
      const without = code
        .split('\n')
        .filter((line) => !line.includes(own))
        .join('\n');
      expect(readsNoticeDatetime(without, fn, own)).toBe(false);
    }
  });

  it('a Kotlin recipe that calls what the API lacks fails, with its page line', async () => {
    const errors = await recipeErrors(
      [{lang: 'kotlin', line: 10, code: 'fun f(m: com.fasterxml.jackson.databind.ObjectMapper) = m.readValue()'}],
      work,
    );
    expect(errors.join('\n')).toMatch(/^docs\/webhooks\/verify\.mdx:10: /);
  }, 240_000);

  it('ASP.NET Core (C#) parses, and compares the signature in constant time', () => {
    const samples = fences('csharp');
    expect(samples).toHaveLength(1);
    expect(samples[0]!.code).toContain('CryptographicOperations.FixedTimeEquals');
    expect(csharpErrors(samples[0]!)).toEqual([]);
    expect(
      csharpErrors({lang: 'csharp', line: 1, code: 'app.MapPost("/x", async (HttpRequest r) => { return Results.Ok( });'}),
    ).not.toEqual([]);
  });
});
