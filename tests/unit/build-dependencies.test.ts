import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';

/**
 * `npm install --omit=dev && npm run build` must work, so every package the
 * build loads at run time is a dependency. This follows the build's imports
 * from its entry points through local modules and names every bare package
 * found only in devDependencies. Type-only imports are erased and skipped.
 */
const root = path.resolve(__dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

const ENTRY_FILES = ['docusaurus.config.ts', 'sidebars.ts', 'scripts/postbuild.mjs', 'scripts/serve.mjs'];
const ENTRY_DIRS = ['sidebars', 'core', 'ui', 'plugins', 'src', 'docs'];
const CODE = /\.(ts|tsx|mjs|js)$/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.js'];
/** Module names the bundler provides: theme components, site files, generated data. */
const VIRTUAL = /^@(theme|theme-original|theme-init|generated)\//;
const builtins = new Set(builtinModules);

function listFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return CODE.test(entry.name) || entry.name.endsWith('.mdx') ? [full] : [];
  });
}

/** Runtime import specifiers of a TypeScript or JavaScript module. */
function codeImports(file: string, text: string): string[] {
  if (file.endsWith('.d.ts') || /\.test\.tsx?$/.test(file)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      // `import {type A, type B} from 'x'` is erased too.
      const bindings = node.importClause?.namedBindings;
      const allTypes = !node.importClause?.name && bindings && ts.isNamedImports(bindings) && bindings.elements.every((e) => e.isTypeOnly);
      if (!allTypes) found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteral(node.arguments[0]!)) {
      const callee = node.expression.getText(source);
      if (callee === 'require' || callee === 'require.resolve' || node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        found.push(node.arguments[0].text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** MDX `import` lines outside fenced code (code samples import the SDKs). */
function mdxImports(text: string): string[] {
  const found: string[] = [];
  let fence: string | null = null;
  for (const line of text.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) fence = fence === null ? marker : null;
    else if (fence === null) {
      const match = /^import\s[^'"]*['"]([^'"]+)['"]/.exec(line);
      if (match) found.push(match[1]!);
    }
  }
  return found;
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@site/')
    ? path.join(root, specifier.slice('@site/'.length))
    : path.resolve(path.dirname(from), specifier);
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The package a bare specifier loads. `@docusaurus/Link` and the like are
 * client modules of @docusaurus/core, which the bundler maps by name.
 */
function packageOf(specifier: string): string {
  const parts = specifier.split('?')[0]!.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  const coreExport = path.join(root, 'node_modules/@docusaurus/core/lib/client/exports', `${parts[1]}.js`);
  if (name.startsWith('@docusaurus/') && !existsSync(path.join(root, 'node_modules', name)) && existsSync(coreExport)) {
    return '@docusaurus/core';
  }
  return name;
}

/** Presets, themes and plugins that Docusaurus loads by name from the config. */
function configPackages(): string[] {
  const declared = {...pkg.dependencies, ...pkg.devDependencies};
  const names = [...(config.presets ?? []), ...(config.themes ?? []), ...(config.plugins ?? [])].flatMap((entry) => {
    const name = Array.isArray(entry) ? entry[0] : entry;
    return typeof name === 'string' ? [name] : [];
  });
  return names.map((name) => {
    if (name.startsWith('@') || name in declared) return packageOf(name);
    // Docusaurus expands shorthands such as 'classic' to @docusaurus/preset-classic.
    const expanded = ['preset', 'theme', 'plugin'].map((kind) => `@docusaurus/${kind}-${name}`).find((full) => full in declared);
    if (!expanded) throw new Error(`docusaurus.config.ts loads "${name}", which no package in package.json provides`);
    return expanded;
  });
}

/** Every bare package the build imports, with the first file that imports it. */
function buildPackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const queue = [...ENTRY_FILES.map((file) => path.join(root, file)), ...ENTRY_DIRS.flatMap((dir) => listFiles(path.join(root, dir)))];
  const seen = new Set<string>();
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const specifier of file.endsWith('.mdx') ? mdxImports(text) : codeImports(file, text)) {
      if (specifier.startsWith('node:') || builtins.has(specifier) || VIRTUAL.test(specifier)) continue;
      if (specifier.startsWith('.') || specifier.startsWith('@site/')) {
        const local = resolveLocal(file, specifier);
        if (local && CODE.test(local)) queue.push(local);
        continue;
      }
      const name = packageOf(specifier);
      if (!packages.has(name)) packages.set(name, path.relative(root, file));
    }
  }
  for (const name of configPackages()) if (!packages.has(name)) packages.set(name, 'docusaurus.config.ts');
  return packages;
}

describe('build-time dependencies', () => {
  const packages = buildPackages();

  it('finds the imports it is meant to check', () => {
    // Guards the scanner itself: a value import, a require.resolve, a config name and a core client module.
    expect(packages.has('yaml')).toBe(true);
    expect(packages.has('@docusaurus/theme-classic')).toBe(true);
    expect(packages.has('@docusaurus/preset-classic')).toBe(true);
    expect(packages.has('@docusaurus/core')).toBe(true);
    expect(packages.has('sirv')).toBe(true);
    expect(packages.has('@docusaurus/types')).toBe(false);
  });

  it('keeps every package the build loads in dependencies', () => {
    const devOnly = [...packages]
      .filter(([name]) => name in pkg.devDependencies && !(name in pkg.dependencies))
      .map(([name, file]) => `${name} (imported by ${file})`);
    expect(devOnly, `move these from devDependencies to dependencies so a production-only install can build`).toEqual([]);
  });
});
