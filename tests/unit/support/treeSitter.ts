import {createRequire} from 'node:module';
import {Language, Parser, type Node} from 'web-tree-sitter';

/**
 * The maintained tree-sitter grammars (web-tree-sitter plus the .wasm
 * grammars shipped in tree-sitter-wasms, loaded from node_modules, so no
 * network is needed) for the languages whose samples cannot be compiled here.
 */

const require = createRequire(import.meta.url);

export type GrammarLanguage = 'swift' | 'dart';

export async function loadParser(lang: GrammarLanguage): Promise<Parser> {
  await Parser.init();
  const grammar = await Language.load(require.resolve(`tree-sitter-wasms/out/tree-sitter-${lang}.wasm`));
  const parser = new Parser();
  parser.setLanguage(grammar);
  return parser;
}

export function* walk(node: Node): Generator<Node> {
  yield node;
  for (const child of node.children) if (child) yield* walk(child);
}

/** Syntax errors of `code` as { row (0-based), what }. */
export function parseErrors(parser: Parser, code: string): {row: number; what: string}[] {
  const tree = parser.parse(code)!;
  const errors: {row: number; what: string}[] = [];
  for (const node of walk(tree.rootNode)) {
    if (node.type === 'ERROR' || node.isMissing)
      errors.push({row: node.startPosition.row, what: node.isMissing ? `missing ${node.type}` : `unexpected "${node.text.slice(0, 40)}"`});
  }
  return errors;
}
