/**
 * The checkout's import graph, read with TypeScript's own parser, and the
 * order its files stand in (tests/unit/import-order.test.ts holds the code to
 * it).
 *
 * Files: every file git lists (tracked, or new and not ignored) plus the
 * generated contract and data types (git-ignored, written on install). A file
 * whose imports are read is a module: .ts .tsx .mts .cts .js .jsx .mjs .cjs
 * (.d.ts included) and .mdx. Imports of other files (CSS, JSON) are edges to
 * leaves.
 *
 * Imports, read from TypeScript's syntax tree: `import`, `export … from`,
 * `import x = require()`, `require()`, `require.resolve()`, dynamic
 * `import()`, `import('…')` types and, in JavaScript files, the `import('…')`
 * types and `@import` tags of JSDoc comments (the type system of a .mjs
 * file). An .mdx page's imports are those of its ESM blocks: top-level
 * paragraphs that start with `import` or `export`, outside front matter and
 * fenced code (what MDX itself reads as ESM). Type-only imports count: they
 * are dependencies of meaning. Not seen: a module loaded by a computed path
 * (jiti, `import(variable)`) unless a JSDoc type names it.
 *
 * Specifiers resolved to files: relative ones, `@site/…` (Docusaurus' alias
 * to the repository root) and `#…` (package.json "imports", every condition's
 * target), each as written or with a module extension or /index. Packages,
 * `node:` built-ins and the bundler's virtual modules (`@theme/…`,
 * `@docusaurus/…`, `@generated/…`) are not files of the checkout.
 *
 * Run it for the figures of a folder, or of the whole checkout:
 *   node --import tsx tests/unit/support/import-graph.ts [folder]
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../../..');

/** Git-ignored folders of generated modules that the code imports. */
const GENERATED_DIRS = ['core/contract/generated', 'core/data/generated'];
const MODULE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|mdx)$/;
const JAVASCRIPT_FILE = /\.(js|jsx|mjs|cjs)$/;
/** Tried after a specifier, in this order, then after `<specifier>/index`. */
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.mdx', '.json'];
/** A TypeScript module may be imported by the name of its JavaScript output. */
const OUTPUT_TO_SOURCE: Record<string, string[]> = {'.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts']};

export interface Import {
  /** Importing file, relative to the repository root (forward slashes). */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** Imported file, relative to the repository root. */
  to: string;
}

interface FileFacts {
  specifiers: string[];
  /** `as` type assertions, `as const` excluded. */
  asCasts: number;
  /** `any` written in a type: TypeScript's AnyKeyword nodes, outside JSDoc. */
  anys: number;
  /** `{any}` in the JSDoc types of a JavaScript file. */
  jsDocAnys: number;
}

interface Graph {
  /** Every file of the checkout (modules and leaves), sorted. */
  files: string[];
  /** Files whose imports were read (modules), sorted. */
  modules: string[];
  /** Resolved imports between files of the checkout, one per (from, specifier, to). */
  imports: Import[];
  /** Relative, `@site/` or `#` specifiers that name no file of the checkout. */
  unresolved: {from: string; specifier: string}[];
  facts: Map<string, FileFacts>;
}

function listFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root, encoding: 'utf8'})
    .split('\0')
    .filter(Boolean);
  const generated = GENERATED_DIRS.flatMap((dir) =>
    existsSync(path.join(root, dir)) ? readdirSync(path.join(root, dir)).map((name) => `${dir}/${name}`) : [],
  );
  return [...new Set([...listed, ...generated])]
    .filter((file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile())
    .sort();
}

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return JAVASCRIPT_FILE.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

/** An .mdx page's ESM: the top-level blocks that start with `import` or `export`, up to a blank line. */
function mdxEsm(text: string): string {
  const lines = text.split(/\r?\n/);
  const esm: string[] = [];
  let start = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
    if (end > 0) start = end + 1;
  }
  let fence: {char: string; length: number} | null = null;
  let inEsm = false;
  let previousBlank = true;
  for (const line of lines.slice(start)) {
    const blank = line.trim() === '';
    const marker = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      if (marker && marker[1]![0] === fence.char && marker[1]!.length >= fence.length && marker[2]!.trim() === '') fence = null;
    } else if (inEsm) {
      if (blank) inEsm = false;
      else esm.push(line);
    } else if (marker) {
      fence = {char: marker[1]![0]!, length: marker[1]!.length};
    } else if (previousBlank && /^(import|export)\b/.test(line)) {
      inEsm = true;
      esm.push(line);
    }
    previousBlank = blank;
  }
  return esm.join('\n');
}

/** The module a node names, if it is an import of one. */
function importedSpecifier(node: ts.Node): string | undefined {
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
    return node.moduleSpecifier.text;
  }
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
    const {expression} = node.moduleReference;
    return ts.isStringLiteral(expression) ? expression.text : undefined;
  }
  // `import('…')` and `typeof import('…')` in types, including those of JSDoc.
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
    return node.argument.literal.text;
  }
  if (ts.isJSDocImportTag(node) && ts.isStringLiteral(node.moduleSpecifier)) return node.moduleSpecifier.text;
  if (ts.isCallExpression(node) && node.arguments.length >= 1 && ts.isStringLiteralLike(node.arguments[0]!)) {
    const callee = node.expression;
    const isRequire = (e: ts.Expression): boolean => ts.isIdentifier(e) && e.text === 'require';
    if (
      callee.kind === ts.SyntaxKind.ImportKeyword ||
      isRequire(callee) ||
      (ts.isPropertyAccessExpression(callee) && isRequire(callee.expression) && callee.name.text === 'resolve')
    ) {
      return node.arguments[0].text;
    }
  }
  return undefined;
}

/**
 * A module's imports, `as` casts and `any`s, from its syntax tree. (The tree,
 * not `ts.preProcessFile`: that scanner misses an `import()` inside an array
 * literal, as in `Promise.all([import('./a'), import('./b')])`.)
 */
function readFacts(file: string, text: string): FileFacts {
  const mdx = file.endsWith('.mdx');
  const kind = mdx ? ts.ScriptKind.TSX : scriptKind(file);
  const source = ts.createSourceFile(file, mdx ? mdxEsm(text) : text, ts.ScriptTarget.Latest, true, kind);
  const specifiers: string[] = [];
  let asCasts = 0;
  let anys = 0;
  const visit = (node: ts.Node): void => {
    const specifier = importedSpecifier(node);
    if (specifier !== undefined) specifiers.push(specifier);
    if (ts.isAsExpression(node)) {
      const constCast = ts.isTypeReferenceNode(node.type) && ts.isIdentifier(node.type.typeName) && node.type.typeName.text === 'const';
      if (!constCast) asCasts++;
    } else if (node.kind === ts.SyntaxKind.AnyKeyword) {
      anys++;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // JSDoc is the type system of a JavaScript file (in TypeScript it carries no types). forEachChild
  // skips JSDoc comments; getChildren lists them, every comment before a node and not only the last.
  let jsDocAnys = 0;
  const visitJsDoc = (node: ts.Node): void => {
    const specifier = importedSpecifier(node);
    if (specifier !== undefined) specifiers.push(specifier);
    if (node.kind === ts.SyntaxKind.AnyKeyword) jsDocAnys++;
    ts.forEachChild(node, visitJsDoc);
  };
  const findJsDoc = (node: ts.Node): void => {
    if (ts.isJSDoc(node)) visitJsDoc(node);
    else for (const child of node.getChildren(source)) findJsDoc(child);
  };
  if (JAVASCRIPT_FILE.test(file)) findJsDoc(source);
  return mdx ? {specifiers, asCasts: 0, anys: 0, jsDocAnys: 0} : {specifiers, asCasts, anys, jsDocAnys};
}

/** The targets of a `#name` specifier in the nearest package.json's "imports". */
function subpathTargets(from: string, specifier: string, known: Set<string>): string[] | null {
  for (let dir = path.posix.dirname(from); ; dir = path.posix.dirname(dir)) {
    const manifest = dir === '.' ? 'package.json' : `${dir}/package.json`;
    if (known.has(manifest)) {
      const imports: unknown = JSON.parse(readFileSync(path.join(root, manifest), 'utf8')).imports;
      const entry: unknown =
        imports && typeof imports === 'object' ? Object.entries(imports).find(([key]) => key === specifier)?.[1] : undefined;
      const targets: string[] = [];
      const collect = (value: unknown): void => {
        if (typeof value === 'string') targets.push(path.posix.join(dir, value));
        else if (value && typeof value === 'object') Object.values(value).forEach(collect);
      };
      collect(entry);
      return targets.length > 0 ? targets : null;
    }
    if (dir === '.') return null;
  }
}

/** The file a base path (repository-relative, no extension needed) names, if any. */
function resolveBase(base: string, known: Set<string>): string | null {
  const normal = path.posix.normalize(base).replace(/\/$/, '');
  if (normal.startsWith('../')) return null;
  if (known.has(normal)) return normal;
  const extension = path.posix.extname(normal);
  for (const swap of OUTPUT_TO_SOURCE[extension] ?? []) {
    const candidate = normal.slice(0, -extension.length) + swap;
    if (known.has(candidate)) return candidate;
  }
  for (const stem of [normal, `${normal}/index`]) {
    for (const ext of EXTENSIONS) if (known.has(stem + ext)) return stem + ext;
  }
  return null;
}

/**
 * The files a specifier names: one for a path, one or more for a `#` import
 * (one per condition), none for a package or virtual module; null when it is
 * a path that names no file of the checkout.
 */
function resolveSpecifier(from: string, specifier: string, known: Set<string>): string[] | null {
  const bare = specifier.replace(/[?#].*$/, '');
  let bases: string[];
  if (specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../')) {
    bases = [path.posix.join(path.posix.dirname(from), bare)];
  } else if (specifier.startsWith('@site/')) {
    bases = [bare.slice('@site/'.length)];
  } else if (specifier.startsWith('#')) {
    const targets = subpathTargets(from, specifier, known);
    if (!targets) return null;
    bases = targets;
  } else {
    return [];
  }
  const files = bases.map((base) => resolveBase(base, known));
  return files.every((file): file is string => file !== null) ? files : null;
}

export function readGraph(): Graph {
  const files = listFiles();
  const known = new Set(files);
  const modules = files.filter((file) => MODULE_FILE.test(file));
  const imports: Import[] = [];
  const unresolved: Graph['unresolved'] = [];
  const facts = new Map<string, FileFacts>();
  for (const from of modules) {
    const fileFacts = readFacts(from, readFileSync(path.join(root, from), 'utf8'));
    facts.set(from, fileFacts);
    const seen = new Set<string>();
    for (const specifier of fileFacts.specifiers) {
      const targets = resolveSpecifier(from, specifier, known);
      if (targets === null) {
        unresolved.push({from, specifier});
        continue;
      }
      for (const to of targets) {
        const key = `${specifier}\0${to}`;
        if (seen.has(key)) continue;
        seen.add(key);
        imports.push({from, specifier, to});
      }
    }
  }
  return {files, modules, imports, unresolved, facts};
}

// --- The order -------------------------------------------------------------

/**
 * A place in an order: the files its patterns match (`*` stands for any part
 * of a name, `**` for any path; the longest matching pattern wins). A file may
 * import from its own place and from places of a lower tier; places of one
 * tier sit side by side and do not import one another, except from the places
 * named in `openTo`.
 */
interface Place {
  name: string;
  tier: number;
  patterns: string[];
  /** Places of the same tier that may import this one. */
  openTo?: string[];
}

export interface Order {
  name: string;
  places: Place[];
  /** The modules the order must place: one that matches none of its places is a gap in it. */
  covers: string[];
  /** Modules left out of the order. */
  leavesOut: string[];
}

/** The whole checkout, bottom to top. */
export const CHECKOUT_ORDER: Order = {
  name: 'checkout',
  places: [
    {name: 'core', tier: 0, patterns: ['core/**']},
    {name: 'ui', tier: 1, patterns: ['ui/**']},
    {name: 'sandbox', tier: 2, patterns: ['sandbox/**']},
    {name: 'plugins', tier: 2, patterns: ['plugins/**']},
    {name: 'the site', tier: 3, patterns: ['src/**', 'sidebars/**', 'sidebars.ts', 'docusaurus.config.ts', 'docs/**']},
    {name: 'mcp', tier: 4, patterns: ['mcp/**']},
    {name: 'scripts', tier: 4, patterns: ['scripts/**']},
    // The one exception among the tops, stated with the order: scripts/lib/ is the library the scripts and the benchmarks share.
    {name: 'scripts/lib', tier: 4, patterns: ['scripts/lib/**'], openTo: ['scripts', 'bench']},
    {name: 'bench', tier: 4, patterns: ['bench/**']},
  ],
  covers: ['**'],
  leavesOut: ['tests/**', 'playwright.config.ts', 'vitest*.config.ts', 'eslint.config.mjs'],
};

/** Inside sandbox/, bottom to top; its files' imports of files outside it answer to the checkout's order. */
export const SANDBOX_ORDER: Order = {
  name: 'sandbox',
  places: [
    {name: 'sandbox/contract', tier: 0, patterns: ['sandbox/contract/**']},
    {name: 'sandbox/model', tier: 1, patterns: ['sandbox/model/**']},
    {name: 'sandbox/state', tier: 2, patterns: ['sandbox/state/**']},
    {name: 'sandbox/delivery', tier: 3, patterns: ['sandbox/delivery/**']},
    {name: 'sandbox/domain', tier: 4, patterns: ['sandbox/domain/**']},
    // The handlers stand above the rest of sandbox/http/: they may import its plumbing, not the reverse.
    {name: 'sandbox/http', tier: 5, patterns: ['sandbox/http/**']},
    {name: 'sandbox/http/handlers', tier: 6, patterns: ['sandbox/http/handlers/**']},
    // The contracts' route plugins stand above the handlers they resolve operations to.
    {name: 'sandbox/http/routes.ts', tier: 7, patterns: ['sandbox/http/routes.ts']},
    {name: 'the entry (files directly in sandbox/)', tier: 8, patterns: ['sandbox/*']},
  ],
  covers: ['sandbox/**'],
  leavesOut: [],
};

function matches(pattern: string, file: string): boolean {
  const source = pattern
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`).test(file);
}

function placeOf(order: Order, file: string): Place | undefined {
  let best: {place: Place; length: number} | undefined;
  for (const place of order.places) {
    for (const pattern of place.patterns) {
      if (matches(pattern, file) && (!best || pattern.length > best.length)) best = {place, length: pattern.length};
    }
  }
  return best?.place;
}

/** Modules the order should place but does not (a new folder, say): their imports would go unchecked. */
export function unplacedModules(graph: Pick<Graph, 'modules'>, order: Order): string[] {
  return graph.modules.filter(
    (file) =>
      order.covers.some((pattern) => matches(pattern, file)) &&
      !order.leavesOut.some((pattern) => matches(pattern, file)) &&
      !placeOf(order, file),
  );
}

export interface Violation {
  rule: string;
  /** The importing file (for a cycle, its first file). */
  file: string;
  message: string;
}

function describeImport(edge: Import): string {
  const target = edge.specifier.endsWith(edge.to) ? '' : ` (${edge.to})`;
  return `${edge.from} imports '${edge.specifier}'${target}`;
}

/** The graph a rule reads: the tests check the rules on made-up ones too. */
type Imports = Pick<Graph, 'files' | 'imports'>;

/** Imports that point up a tier of `order`, or across to a place of the same tier. */
export function upTierImports(graph: Imports, order: Order): Violation[] {
  const rule = `no import points up a tier (the ${order.name}'s order)`;
  const found: Violation[] = [];
  for (const edge of graph.imports) {
    const from = placeOf(order, edge.from);
    const to = placeOf(order, edge.to);
    if (!from || !to || from === to) continue;
    if (to.tier > from.tier) {
      found.push({
        rule,
        file: edge.from,
        message: `${describeImport(edge)}: ${edge.from} is in ${from.name} (tier ${from.tier} of the ${order.name}), ${edge.to} in ${to.name} (tier ${to.tier}), above it; a file may import only from its own tier or a lower one.`,
      });
    } else if (to.tier === from.tier && !to.openTo?.includes(from.name)) {
      found.push({
        rule,
        file: edge.from,
        message: `${describeImport(edge)}: ${from.name} and ${to.name} sit side by side (tier ${from.tier} of the ${order.name}); neither may import the other.`,
      });
    }
  }
  return found;
}

/** Imports by the sandbox of anything in scripts/. */
export function sandboxScriptImports(graph: Imports): Violation[] {
  return graph.imports
    .filter((edge) => edge.from.startsWith('sandbox/') && edge.to.startsWith('scripts/'))
    .map((edge) => ({
      rule: 'the sandbox imports nothing from scripts/',
      file: edge.from,
      message: `${describeImport(edge)}: the sandbox imports nothing from scripts/.`,
    }));
}

function adjacency(imports: Import[]): Map<string, Set<string>> {
  const next = new Map<string, Set<string>>();
  for (const edge of imports) {
    if (!next.has(edge.from)) next.set(edge.from, new Set());
    next.get(edge.from)!.add(edge.to);
  }
  return next;
}

/** The files that import one another in a circle: strongly connected components (Tarjan) of more than one file, or a file importing itself. */
function cycleGroups(graph: Imports): string[][] {
  const next = adjacency(graph.imports);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || next.get(file)?.has(file)) groups.push(group.sort());
    }
  };
  for (const file of graph.files) if (!index.has(file)) connect(file);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** A shortest import cycle through `start` within `group`, as its imports. */
function shortestCycle(graph: Imports, group: string[], start: string): Import[] {
  const members = new Set(group);
  const inGroup = graph.imports.filter((edge) => members.has(edge.from) && members.has(edge.to));
  const via = new Map<string, Import>();
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const edge of inGroup) {
      if (edge.from !== file) continue;
      if (edge.to === start) {
        const cycle = [edge];
        for (let at = file; at !== start; at = via.get(at)!.from) cycle.unshift(via.get(at)!);
        return cycle;
      }
      if (!via.has(edge.to)) {
        via.set(edge.to, edge);
        queue.push(edge.to);
      }
    }
  }
  return [];
}

/** One violation per circle of files, naming a shortest cycle through its first file and, if it is larger, every file in it. */
export function importCycles(graph: Imports): Violation[] {
  return cycleGroups(graph).map((group) => {
    const cycle = shortestCycle(graph, group, group[0]!);
    const steps = cycle.map((edge, i) => (i === 0 ? describeImport(edge) : `which ${describeImport(edge).slice(edge.from.length + 1)}`));
    const larger = group.length > cycle.length ? ` The circle holds ${group.length} files: ${group.join(', ')}.` : '';
    return {
      rule: 'no import cycle among files',
      file: group[0]!,
      message: `${steps.join(', ')}: an import cycle; files may not import one another in a circle.${larger}`,
    };
  });
}

// --- Figures ---------------------------------------------------------------

/** The longest chain of imports within `files`, as its levels; the files of a circle make one level. */
function longestChain(graph: Graph, files: Set<string>, cycles: string[][]): string[][] {
  const groupOf = new Map<string, string[]>();
  for (const file of files) groupOf.set(file, [file]);
  for (const group of cycles) {
    const inside = group.filter((file) => files.has(file));
    for (const file of inside) groupOf.set(file, inside);
  }
  const next = adjacency(graph.imports.filter((edge) => files.has(edge.from) && files.has(edge.to)));
  const memo = new Map<string[], string[][]>();
  const chainFrom = (group: string[]): string[][] => {
    const known = memo.get(group);
    if (known) return known;
    let longest: string[][] = [];
    for (const file of group) {
      for (const to of next.get(file) ?? []) {
        const target = groupOf.get(to)!;
        if (target === group) continue;
        const chain = chainFrom(target);
        if (chain.length > longest.length) longest = chain;
      }
    }
    const chain = [group, ...longest];
    memo.set(group, chain);
    return chain;
  };
  let longest: string[][] = [];
  for (const group of new Set(groupOf.values())) {
    const chain = chainFrom(group);
    if (chain.length > longest.length) longest = chain;
  }
  return longest;
}

function figures(graph: Graph, modules: string[], label: string): string[] {
  const moduleSet = new Set(modules);
  const byExtension = new Map<string, number>();
  for (const file of modules) {
    const extension = file.endsWith('.d.ts') ? '.d.ts' : path.posix.extname(file);
    byExtension.set(extension, (byExtension.get(extension) ?? 0) + 1);
  }
  const pairs = (edges: Import[]): number => new Set(edges.map((edge) => `${edge.from}\0${edge.to}`)).size;
  const outgoing = graph.imports.filter((edge) => moduleSet.has(edge.from));
  const between = outgoing.filter((edge) => moduleSet.has(edge.to));
  const toModules = outgoing.filter((edge) => !moduleSet.has(edge.to) && MODULE_FILE.test(edge.to));
  const toOthers = outgoing.filter((edge) => !moduleSet.has(edge.to) && !MODULE_FILE.test(edge.to));
  const cycles = cycleGroups(graph).filter((group) => group.some((file) => moduleSet.has(file)));
  const chain = longestChain(graph, moduleSet, cycles);
  const checkoutUp = upTierImports(graph, CHECKOUT_ORDER).filter((v) => moduleSet.has(v.file));
  const sandboxUp = upTierImports(graph, SANDBOX_ORDER).filter((v) => moduleSet.has(v.file));
  const handWritten = modules.filter((file) => !GENERATED_DIRS.some((dir) => file.startsWith(`${dir}/`)));
  const generated = modules.length - handWritten.length;
  const sum = (key: 'asCasts' | 'anys' | 'jsDocAnys'): number =>
    handWritten.reduce((total, file) => total + graph.facts.get(file)![key], 0);
  const notCounted = generated > 0 ? ` (in ${handWritten.length} files: the ${generated} generated ones not counted)` : '';
  return [
    `Import figures for ${label}`,
    `files: ${modules.length} (${[...byExtension].map(([ext, n]) => `${n} ${ext}`).join(', ')})`,
    `imports between them: ${pairs(between)} (importing file to imported file)`,
    `imports of other modules: ${pairs(toModules)}; of CSS, JSON and other files: ${pairs(toOthers)}`,
    `longest import chain: ${chain.length} levels${chain.some((group) => group.length > 1) ? ' (the files of a circle make one level)' : ''}`,
    ...chain.map((group, level) => `  ${level + 1}. ${group.join(' + ')}`),
    `cycles: ${cycles.length}${cycles.length > 0 ? ` (${cycles.reduce((n, group) => n + group.length, 0)} files)` : ''}`,
    ...cycles.map((group) => `  ${group.join(' + ')}`),
    `up-tier imports: ${checkoutUp.length + sandboxUp.length} (checkout's order ${checkoutUp.length}, sandbox's order ${sandboxUp.length})`,
    ...[...checkoutUp, ...sandboxUp].map((v) => `  ${v.message}`),
    `as casts (as const excluded): ${sum('asCasts')}${notCounted}`,
    `explicit any: ${sum('anys')}${notCounted}; and in JSDoc types of JavaScript files: ${sum('jsDocAnys')}`,
    `unresolved local imports: ${graph.unresolved.filter((u) => moduleSet.has(u.from)).length}`,
  ];
}

function printFigures(scope: string): void {
  const graph = readGraph();
  if (scope === '') {
    const ordered = graph.modules.filter((file) => !CHECKOUT_ORDER.leavesOut.some((pattern) => matches(pattern, file)));
    console.log(figures(graph, graph.modules, 'the whole checkout').join('\n'));
    console.log();
    console.log(figures(graph, ordered, `the ordered files (${CHECKOUT_ORDER.leavesOut.join(', ')} left out)`).join('\n'));
    return;
  }
  const modules = graph.modules.filter((file) => file === scope || file.startsWith(`${scope}/`));
  if (modules.length === 0) throw new Error(`No modules in ${scope}.`);
  console.log(figures(graph, modules, `${scope}/`).join('\n'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const scope = path.posix.normalize(process.argv[2] ?? '.').replace(/\/+$/, '');
  printFigures(scope === '.' ? '' : scope);
}
