import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ignore from 'ignore';
import type {Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {sourceFiles} from '../../plugins/source-archive/files';

/**
 * Every repository path that a README.md or UPGRADING.md names, in backticks
 * or as a relative Markdown link, exists: files move (src/data → core/data)
 * and a README that still points at the old place sends a newcomer nowhere.
 *
 * A backticked word is a path when it contains a `/` or ends in an extension
 * some repository file has. It resolves against the README's own folder or
 * the repository root; a bare file name may also sit anywhere below the
 * README's folder. A path in a section that names an installed package may be
 * a file of that package (UPGRADING.md's upstream files). Not paths: see
 * `notAPath`. Fenced code blocks are examples and code spans with markup
 * (`<Tag />`, `{slug}`) are templates, not statements: both are skipped.
 */

const root = path.resolve(__dirname, '../..');

// The files git would track, found without git (as the source archive does), so the test
// also runs in an unpacked archive.
const files = await sourceFiles(root);
const fileSet = new Set(files);
const folders = new Set(
  files.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
/** Extensions of repository files, after a name (`.gitignore` names no extension). */
const extensionOf = (name: string) => /[^/.]\.([a-z]+)$/.exec(name)?.[1];
const extensions = new Set(files.map(extensionOf).filter((ext) => ext !== undefined));
const outputs = ignore().add(readFileSync(path.join(root, '.gitignore'), 'utf8'));

/** Installed package names are module specifiers or, beside a path, that path's package. */
const isPackage = (name: string) =>
  /^(@[\w.-]+\/)?\w[\w.-]*$/.test(name) && existsSync(path.join(root, 'node_modules', name, 'package.json'));

/**
 * Words shaped like paths that name something else, each for a reason. Kept few:
 * a stale path must not slip through here.
 */
function notAPath(word: string, base: string): string | undefined {
  if (word.startsWith('/') || word.includes('://')) return 'a URL, a site or HTTP route, or a path outside the repository';
  if (/\*|\.\.\./.test(word)) return 'a glob or an elided path';
  if (/^[@#]/.test(word) || (isPackage(word.split('/')[0] ?? '') && !folders.has(word.split('/')[0] ?? ''))) {
    return 'a module specifier (a package, a Docusaurus alias or a package import)';
  }
  const resolved = [path.posix.join(base, word), word].map((candidate) => path.posix.normalize(candidate).replace(/\/$/, ''));
  if (resolved.some((candidate) => !candidate.startsWith('..') && (outputs.ignores(candidate) || outputs.ignores(`${candidate}/`)))) {
    return 'an output or installed file the root .gitignore excludes (build/, node_modules/, generated/)';
  }
  if (OTHER_NAMESPACES.has(word)) return 'a name from another namespace';
  return undefined;
}

/** A MIME type and MCP method names, which mcp/ and plugins/docs-as-data/ quote. */
const OTHER_NAMESPACES = new Set(['text/markdown', 'tools/list', 'tools/call']);

interface Named {
  /** The word as written. */
  path: string;
  line: number;
  /** A relative Markdown link resolves only against the README's folder. */
  link: boolean;
  /** Installed packages named in backticks in the same section (under the same heading). */
  packages: string[];
}

/** The words of a Markdown document that claim to be repository paths. */
function namedPaths(markdown: string): Named[] {
  const tree: Root = fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  const words: {word: string; line: number; section: number; link: boolean}[] = [];
  let section = 0;
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'heading') section += 1;
    if (node.type === 'inlineCode' && !/[<>{}]/.test(node.value)) {
      for (const word of node.value.split(/\s+/)) words.push({word, line, section, link: false});
    }
    if ((node.type === 'link' || node.type === 'definition') && !/^(#|[a-z]+:)/i.test(node.url)) {
      words.push({word: decodeURI(node.url.replace(/#.*$/, '')), line, section, link: true});
    }
  });
  const packagesIn = (at: number) => words.filter((word) => word.section === at && isPackage(word.word)).map((word) => word.word);
  return words
    .filter(
      ({word, link}) =>
        link || (/^[\w.@#*~-]+(\/[\w.@#*~-]*)*$/.test(word) && (word.includes('/') || extensions.has(extensionOf(word) ?? ''))),
    )
    .map(({word, line, section: at, link}) => ({path: word, line, link, packages: link ? [] : packagesIn(at)}));
}

/** Why a named path does not count, or undefined when it resolves. */
function unresolved(named: Named, doc: string): string | undefined {
  const base = path.posix.dirname(doc) === '.' ? '' : path.posix.dirname(doc);
  if (notAPath(named.path, base)) return undefined;
  const exists = (candidate: string) => {
    const normal = path.posix.normalize(candidate).replace(/\/$/, '');
    return fileSet.has(normal) || folders.has(normal);
  };
  const bases = named.link ? [base] : [base, ''];
  if (bases.some((at) => exists(path.posix.join(at, named.path)))) return undefined;
  if (
    !named.link &&
    !named.path.includes('/') &&
    files.some((file) => file.startsWith(base ? `${base}/` : '') && file.endsWith(`/${named.path}`))
  ) {
    return undefined;
  }
  if (named.packages.some((name) => existsSync(path.join(root, 'node_modules', name, named.path)))) return undefined;
  return `${doc}:${named.line}: \`${named.path}\` names no file or folder of the repository`;
}

const docs = files.filter((file) => file === 'UPGRADING.md' || path.posix.basename(file) === 'README.md');

describe('paths named by the READMEs and UPGRADING.md', () => {
  it('finds a named path, passes a real one and fails a made-up one', () => {
    const sample = [
      'The reader is `core/contract/load.ts`, beside [the model](model/) and `load-cache.ts`.',
      'It used to be `plugins/openapi-reference/load.ts`; see [the old notes](../old/NOTES.md).',
      'Not paths: `/api/webhooks/`, <https://example.com/a/b.ts>, `src/**/*.ts`, `docs/{slug}.mdx`, `build/llms.txt`,',
      '`node_modules/.cache/tsc/`, `@docusaurus/theme-classic`, `npm test`, version `3.10.2`.',
      '```bash',
      'npx vitest run tests/unit/gone.test.ts `fenced/gone.ts`',
      '```',
    ].join('\n');
    const named = namedPaths(sample);
    const problems = named.map((item) => unresolved(item, 'core/contract/README.md')).filter((problem) => problem !== undefined);
    expect(named.map((item) => item.path)).toEqual(
      expect.arrayContaining(['core/contract/load.ts', 'model/', 'load-cache.ts', 'plugins/openapi-reference/load.ts', '../old/NOTES.md']),
    );
    expect(named.map((item) => item.path)).not.toContain('npm');
    expect(problems).toEqual([
      'core/contract/README.md:2: `plugins/openapi-reference/load.ts` names no file or folder of the repository',
      'core/contract/README.md:2: `../old/NOTES.md` names no file or folder of the repository',
    ]);
  });

  it('skips what only looks like a path, each word for its reason', () => {
    const reasons = Object.fromEntries(
      [
        '/api/webhooks/',
        'https://example.com/a.ts',
        'src/**/*.ts',
        '@theme/Layout',
        'algoliasearch/lite',
        'build/llms.txt',
        'generated/',
        'tools/list',
      ].map((word) => [word, notAPath(word, 'core/contract')]),
    );
    expect(reasons).toEqual({
      '/api/webhooks/': 'a URL, a site or HTTP route, or a path outside the repository',
      'https://example.com/a.ts': 'a URL, a site or HTTP route, or a path outside the repository',
      'src/**/*.ts': 'a glob or an elided path',
      '@theme/Layout': 'a module specifier (a package, a Docusaurus alias or a package import)',
      'algoliasearch/lite': 'a module specifier (a package, a Docusaurus alias or a package import)',
      'build/llms.txt': 'an output or installed file the root .gitignore excludes (build/, node_modules/, generated/)',
      'generated/': 'an output or installed file the root .gitignore excludes (build/, node_modules/, generated/)',
      'tools/list': 'a name from another namespace',
    });
    expect(notAPath('core/contract/load.ts', 'core/contract')).toBeUndefined();
    expect(notAPath('model/made-up.ts', 'core/contract')).toBeUndefined();
  });

  it('resolves an upstream file against a package named in its section', () => {
    const text =
      '### ssr-template\n\n- **Upstream:** `@docusaurus/core` 3.10.2.\n- Diff `lib/ssg/ssgTemplate.html.js`.\n\n### next\n\nSee `lib/ssg/ssgTemplate.js`.';
    const [upstream, elsewhere] = namedPaths(text).filter((item) => item.path.startsWith('lib/'));
    expect(upstream && unresolved(upstream, 'UPGRADING.md')).toBeUndefined();
    expect(elsewhere && unresolved(elsewhere, 'UPGRADING.md')).toMatch(/names no file/);
  });

  it('reads every README and UPGRADING.md', () => {
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'UPGRADING.md', 'core/contract/README.md', 'sandbox/README.md']));
  });

  it.each(docs)('%s names only paths that exist', (doc) => {
    const named = namedPaths(readFileSync(path.join(root, doc), 'utf8'));
    expect(named.map((item) => unresolved(item, doc)).filter((problem) => problem !== undefined)).toEqual([]);
  });
});
