import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContract} from '../../core/contract/load';
import {routes} from '../../core/config/routes';
import {brand} from '../../core/config/site';
import {contractCoverageFields, coverageRows} from '../../core/data/coverage';
import {apiMarkdownPages} from './api-markdown';
import {coverageMarkdown} from './coverage-markdown';
import {llmsFullTxt, llmsTxt, readingSections} from './llms';
import {writeMarkdownPages} from './pages';
import {postmanDownloads} from './paths';
import {postmanCollection, postmanEnvironment, postmanEnvironments} from './postman';
import {readingOrder} from './reading-order';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The Postman collection and environments, beside the contract downloads; returns the bytes written. */
async function writePostman(outDir: string, contract: LoadedContract): Promise<number> {
  const dir = path.join(outDir, routes.apiReference);
  await mkdir(dir, {recursive: true});
  const files: [string, string][] = [
    [postmanDownloads.collection, json(await postmanCollection(contract.bundled))],
    ...postmanEnvironments(contract.bundled, contract.model.overview.servers).map((env): [string, string] => [
      postmanDownloads.environment(env.slug),
      json(postmanEnvironment(env)),
    ]),
  ];
  await Promise.all(files.map(([name, body]) => writeFile(path.join(dir, name), body)));
  return files.reduce((sum, [, body]) => sum + Buffer.byteLength(body), 0);
}

/** Written beside the build's output; read by bench/docs-as-data.mjs. */
export const STATS_FILE = '.docs-as-data.json';

export interface DocsAsDataStats {
  markdown: {pages: number; bytes: number};
  llms: {bytes: number};
  llmsFull: {bytes: number};
  postman: {bytes: number; ms: number};
  totalMs: number;
}

export interface DocsAsDataOptions {
  /** The id of the blog plugin instance that holds the changelog. */
  changelogPluginId: string;
  /** The name of the plugin whose content is the loaded contract (`loadContract`'s result). */
  contractPluginName: string;
}

/**
 * Docs as data: after every production build, writes each page's Markdown
 * copy at its URL + `.md`, llms.txt and llms-full.txt at the site root, and
 * the Postman collection and environments under the API reference.
 * The page components add the matching `<link rel="alternate"
 * type="text/markdown">` and the copy button (src/theme/Layout).
 */
export default function docsAsData(options: DocsAsDataOptions) {
  return (context: LoadContext): Plugin => ({
    name: 'rook-docs-as-data',
    async postBuild({outDir, routesPaths, plugins}) {
      const contractPlugin = plugins.find((plugin) => plugin.name === options.contractPluginName);
      if (!contractPlugin) throw new Error(`[docs-as-data] no plugin named "${options.contractPluginName}"`);
      const started = Date.now();
      const contract = contractPlugin.content as LoadedContract;
      const postmanBytes = await writePostman(outDir, contract);
      const postmanMs = Date.now() - started;
      const apiPages = apiMarkdownPages(contract.model);
      const pages = await writeMarkdownPages({
        outDir,
        routesPaths,
        siteTitle: context.siteConfig.title,
        render: (pagePath) => apiPages.get(pagePath) ?? null,
        parts: {'coverage-explorer': coverageMarkdown(coverageRows(contractCoverageFields(contract.model)))},
      });
      const site = {title: context.siteConfig.title, tagline: brand.tagline, url: context.siteConfig.url};
      const sections = readingSections(pages, readingOrder(plugins, options.changelogPluginId));
      const index = llmsTxt(sections, site);
      const full = llmsFullTxt(sections, site);
      await writeFile(path.join(outDir, 'llms.txt'), index);
      await writeFile(path.join(outDir, 'llms-full.txt'), full);
      const bytes = pages.reduce((sum, page) => sum + Buffer.byteLength(page.markdown), 0);
      // What these outputs cost, for `npm run bench` (a dot file: the server does not serve it).
      const stats: DocsAsDataStats = {
        markdown: {pages: pages.length, bytes},
        llms: {bytes: Buffer.byteLength(index)},
        llmsFull: {bytes: Buffer.byteLength(full)},
        postman: {bytes: postmanBytes, ms: postmanMs},
        totalMs: Date.now() - started,
      };
      await writeFile(path.join(outDir, STATS_FILE), `${JSON.stringify(stats)}\n`);
      const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
      console.log(
        `[docs-as-data] ${pages.length} Markdown pages (${kib(bytes)}), llms.txt (${kib(Buffer.byteLength(index))}), llms-full.txt (${kib(Buffer.byteLength(full))}) in ${Date.now() - started - postmanMs} ms; Postman collection and environments (${kib(postmanBytes)}) in ${postmanMs} ms`,
      );
    },
  });
}
