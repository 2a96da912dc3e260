// The order of the checkout, bottom to top; a file may import only from its own tier or a lower one:
//   0 core/   1 ui/   2 sandbox/ | plugins/   3 src/, sidebars/, sidebars.ts, docusaurus.config.ts, docs/
//   4 mcp/ | scripts/ | bench/ (scripts/lib/ shared by scripts/ and bench/)
// Places at one tier (|) sit side by side and do not import one another. Tests and the root's
// configuration files stand outside the order. Inside sandbox/: contract, model, state, delivery,
// domain, http, http/handlers, then the entry (the files directly in sandbox/).
// The figures (files, imports, longest chain, cycles, casts, any) of a folder or of the whole checkout:
//   node --import tsx tests/unit/support/import-graph.ts [folder]
import {describe, expect, it} from 'vitest';
import {
  CHECKOUT_ORDER,
  SANDBOX_ORDER,
  importCycles,
  readGraph,
  sandboxScriptImports,
  unplacedModules,
  upTierImports,
  type Import,
  type Order,
  type Violation,
} from './support/import-graph';

const graph = readGraph();

function imports(from: string, to: string | RegExp): boolean {
  return graph.imports.some((edge) => edge.from === from && (typeof to === 'string' ? edge.to === to : to.test(edge.to)));
}

/** Each violation in plain words: the rule, the file and the import. */
const report = (violations: Violation[]): string[] => violations.map((v) => `[${v.rule}] ${v.message}`);

describe('the import graph', () => {
  it('reads the files of the checkout and their imports, every way they are written', () => {
    expect(graph.modules.length).toBeGreaterThan(400);
    expect(graph.modules).toEqual(expect.arrayContaining(['sandbox/app.ts', 'docusaurus.config.ts', 'bench/search.mjs']));
    expect(graph.imports.length).toBeGreaterThan(1000);
    expect(imports('sandbox/app.ts', /^sandbox\/state\//), 'a relative import').toBe(true);
    expect(imports('sandbox/app.ts', 'sandbox/http/handlers/context.ts'), 'a type-only import').toBe(true);
    expect(imports('docs/rookconnect/sdk/capacitor/manual-sync.mdx', 'core/data/sdk.ts'), 'an @site/ import in an MDX page').toBe(true);
    expect(imports('ui/prism/Highlight.tsx', 'ui/prism/engine.client.ts'), "a package.json '#' import").toBe(true);
    expect(imports('tests/unit/prism.test.ts', 'ui/prism/engine.client.ts'), 'a dynamic import in an array').toBe(true);
    expect(imports('bench/search.mjs', 'core/search/types.ts'), 'a JSDoc import type').toBe(true);
    expect(imports('docusaurus.config.ts', 'src/client/idle-prefetch.ts'), 'require.resolve').toBe(true);
  });

  it('resolves every relative, @site/ and # import to a file of the checkout', () => {
    expect(graph.unresolved.map(({from, specifier}) => `${from} imports '${specifier}', which names no file of the checkout.`)).toEqual([]);
  });

  it('places every module the orders cover, so that no import goes unchecked', () => {
    const gaps = (order: Order): string[] =>
      unplacedModules(graph, order).map((file) => `${file} has no place in the ${order.name}'s order.`);
    expect([...gaps(CHECKOUT_ORDER), ...gaps(SANDBOX_ORDER)]).toEqual([]);
  });

  it('finds what the rules forbid in a made-up graph, and lets pass what they allow', () => {
    const edge = (from: string, to: string): Import => ({from, specifier: to, to});
    const made = [
      edge('core/a.ts', 'ui/b.tsx'), // up a tier
      edge('plugins/p.ts', 'sandbox/app.ts'), // side by side
      edge('bench/run.mjs', 'scripts/lib/free-port.mjs'), // allowed
      edge('mcp/server.ts', 'scripts/serve.mjs'), // side by side
      edge('sandbox/state/db.ts', 'sandbox/app.ts'), // up a tier of the sandbox
      edge('sandbox/http/limits.ts', 'sandbox/http/handlers/control.ts'), // up a tier of the sandbox
      edge('sandbox/http/routes.ts', 'sandbox/http/handlers/rook.ts'), // allowed: the route plugins stand above the handlers
      edge('sandbox/http/handlers/rook.ts', 'sandbox/http/limits.ts'), // allowed
      edge('sandbox/app.ts', 'scripts/lib/free-port.mjs'), // up a tier, and the sandbox imports scripts/
      edge('src/x.ts', 'src/y.ts'),
      edge('src/y.ts', 'src/x.ts'), // a cycle
      edge('tests/t.ts', 'core/a.ts'), // outside the order
    ];
    const fake = {files: [...new Set(made.flatMap((e) => [e.from, e.to]))], imports: made};
    const files = (violations: Violation[]): string[] => violations.map((v) => v.file);
    expect(files(upTierImports(fake, CHECKOUT_ORDER))).toEqual(['core/a.ts', 'plugins/p.ts', 'mcp/server.ts', 'sandbox/app.ts']);
    expect(files(upTierImports(fake, SANDBOX_ORDER))).toEqual(['sandbox/state/db.ts', 'sandbox/http/limits.ts']);
    expect(files(sandboxScriptImports(fake))).toEqual(['sandbox/app.ts']);
    expect(report(importCycles(fake))).toEqual([
      "[no import cycle among files] src/x.ts imports 'src/y.ts', which imports 'src/x.ts': an import cycle; files may not import one another in a circle.",
    ]);
  });
});

describe('the import order', () => {
  it('(1) no import points up a tier of the checkout, nor across to a place beside it', () => {
    expect(report(upTierImports(graph, CHECKOUT_ORDER))).toEqual([]);
  });

  it('(1) no import points up a tier inside the sandbox', () => {
    expect(report(upTierImports(graph, SANDBOX_ORDER))).toEqual([]);
  });

  it('(2) no import cycle among files, type-only imports included', () => {
    expect(report(importCycles(graph))).toEqual([]);
  });

  it('(3) the sandbox imports nothing from scripts/', () => {
    expect(report(sandboxScriptImports(graph))).toEqual([]);
  });
});
