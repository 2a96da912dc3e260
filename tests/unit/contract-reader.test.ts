/**
 * Exactly one module reads the API contracts: core/contract/load.ts.
 * Everything else (reference pages, guide tables, tests, tools) takes the
 * model or the documents it returns, so the contract has one parse and one
 * meaning. This test lists every code file of the repository that imports a
 * YAML or OpenAPI parser, or names a contract file's path.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const READER = 'core/contract/load.ts';
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report', 'bench-results']);

function codeFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.sandbox')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Packages that parse YAML or OpenAPI documents. */
const PARSERS = [
  'yaml',
  'js-yaml',
  '@apidevtools/swagger-parser',
  '@apidevtools/json-schema-ref-parser',
  '@readme/openapi-parser',
  '@redocly/openapi-core',
];
const importPattern = new RegExp(
  String.raw`(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](${PARSERS.map((p) => p.replace(/[/.]/g, '\\$&')).join('|')})(?:/[^'"]*)?['"]`,
  'g',
);
/** A path to a contract file, as code would spell it to open it. */
const contractPathPattern = /openapi\/[\w.-]+\.(?:ya?ml|json)/g;

/**
 * Modules that parse YAML that is not a contract: Markdown front matter. They may import a YAML
 * parser; the contract-path check below still keeps them away from the contracts.
 */
const FRONT_MATTER_READERS = new Set([
  // The changelog entries' front matter, for the MCP server's list_changes.
  'mcp/build-tools.ts',
  // SKILL.md's front matter, checked against the Agent Skills format.
  'tests/built/skill.test.ts',
]);

/** Comments may name a contract file; code may not. (A `//` after a colon is a URL, not a comment.) */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1');

function offenders(files: string[], pattern: RegExp, allowed: ReadonlySet<string> = new Set()): string[] {
  return files.flatMap((file) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    // The reader itself, and this file, which spells out what it looks for.
    if (relative === READER || file === __filename || allowed.has(relative)) return [];
    return [...withoutComments(readFileSync(file, 'utf8')).matchAll(pattern)].map((m) => `${relative}: ${m[0]}`);
  });
}

describe('one reader of the contract', () => {
  const files = codeFiles(root);

  it('scans the whole repository', () => {
    expect(files.map((f) => path.relative(root, f))).toEqual(expect.arrayContaining([READER, 'docusaurus.config.ts']));
    expect(files.length).toBeGreaterThan(100);
  });

  it('no module but the reader imports a YAML or OpenAPI parser', () => {
    expect(offenders(files, importPattern, FRONT_MATTER_READERS)).toEqual([]);
  });

  it('no module but the reader names a contract file', () => {
    expect(offenders(files, contractPathPattern)).toEqual([]);
  });

  it('the patterns catch the ways code reads a contract, and skip comments', () => {
    const text = [
      "import YAML from 'yaml';",
      "const SwaggerParser = require('@apidevtools/swagger-parser');",
      "const {parse} = await import('js-yaml');",
      "const file = path.join(root, 'openapi/sandbox.yaml');",
      '// openapi/rook-api.yaml is read by the loader',
    ].join('\n');
    expect([...text.matchAll(importPattern)].map((m) => m[1])).toEqual(['yaml', '@apidevtools/swagger-parser', 'js-yaml']);
    expect([...withoutComments(text).matchAll(contractPathPattern)].map((m) => m[0])).toEqual(['openapi/sandbox.yaml']);
  });
});
