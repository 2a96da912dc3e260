import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

/**
 * Fenced code samples of the SDK guides, read with the same Markdown + MDX
 * parser family Docusaurus uses (remark), so fences inside JSX such as
 * <TabItem> are found and nothing that merely looks like a fence is.
 */

export const sdkDocsDir = path.resolve(__dirname, '../../../docs/rookconnect/sdk');

export interface Sample {
  /** Path relative to the repository root. */
  file: string;
  /** 1-based line of the first code line in the MDX file. */
  line: number;
  lang: string;
  code: string;
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);

export function mdxFiles(dir: string = sdkDocsDir): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return mdxFiles(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** Every fenced code block of one MDX source. Throws with the file and line on MDX that does not parse. */
function extractSamples(file: string, source: string): Sample[] {
  let tree: Root;
  try {
    tree = parser.parse(source) as Root;
  } catch (error) {
    const where = (error as {line?: number}).line;
    throw new Error(`${file}:${where ?? '?'}: MDX does not parse: ${(error as Error).message}`);
  }
  const samples: Sample[] = [];
  visit(tree, 'code', (node: Code) => {
    samples.push({file, line: (node.position?.start.line ?? 0) + 1, lang: node.lang ?? '', code: node.value});
  });
  return samples;
}

const root = path.resolve(__dirname, '../../..');

/** All samples of the SDK guides, optionally only those in the given languages. */
export function sdkSamples(langs?: readonly string[]): Sample[] {
  return mdxFiles()
    .flatMap((file) => extractSamples(path.relative(root, file), readFileSync(file, 'utf8')))
    .filter((s) => !langs || langs.includes(s.lang));
}
