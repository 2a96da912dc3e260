import path from 'node:path';
import {sdkItems} from '../../../sidebars/sdk';
import {mdxFiles, sdkDocsDir} from './sdkSamples';

/** URL paths the SDK guides build: one per doc (none sets a custom slug) and one per category index. */

type Item = string | {type: string; link?: {slug?: string}; items?: Item[]};

function categorySlugs(items: readonly Item[]): string[] {
  return items.flatMap((item) =>
    typeof item === 'string' ? [] : [...(item.link?.slug ? [item.link.slug] : []), ...categorySlugs(item.items ?? [])],
  );
}

const docsRoot = path.resolve(sdkDocsDir, '../../..', 'docs');

function docUrl(file: string): string {
  const id = path.relative(docsRoot, file).replace(/\.mdx?$/, '');
  return `/docs/${id.replace(/(^|\/)index$/, '')}/`.replace(/\/\/$/, '/');
}

export function sdkRoutes(): Set<string> {
  return new Set([...mdxFiles().map(docUrl), ...categorySlugs(sdkItems as readonly Item[]).map((slug) => `/docs${slug}/`)]);
}
