import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contractDownloads, contractFiles, contractForSite, loadContract, type LoadedContract} from '../../core/contract/load';
import {contractValidators} from './validators';

export type ContractName = keyof typeof contractFiles;

export interface OpenApiReferenceOptions {
  /** Contract file, relative to the site directory. */
  specPath?: string;
  /** One of the repository's own contracts (default `rook`); its routes come from `core/config/routes.ts`. */
  contract?: ContractName;
  /** The hosted sandbox the site uses (SANDBOX_URL, checked by `readSandboxUrl`); unset or null, the local one. */
  sandboxUrl?: string | null;
}

/** Options come from docusaurus.config.ts; a typo there should stop the build. */
export function readOptions(raw: unknown): OpenApiReferenceOptions {
  if (raw === undefined) return {};
  if (!raw || typeof raw !== 'object') throw new Error('[openapi-reference] options must be an object');
  const {specPath, contract, sandboxUrl, ...rest} = raw as Record<string, unknown>;
  const unknown = Object.keys(rest).filter((key) => key !== 'id');
  if (unknown.length) throw new Error(`[openapi-reference] unknown option(s): ${unknown.join(', ')}`);
  if (specPath !== undefined && (typeof specPath !== 'string' || !specPath)) {
    throw new Error('[openapi-reference] specPath must be a non-empty path to the OpenAPI file');
  }
  if (contract !== undefined && !Object.hasOwn(contractFiles, String(contract))) {
    throw new Error(`[openapi-reference] contract must be one of ${Object.keys(contractFiles).join(', ')}`);
  }
  if (contract !== undefined && specPath !== undefined) throw new Error('[openapi-reference] give either contract or specPath, not both');
  if (sandboxUrl !== undefined && sandboxUrl !== null && (typeof sandboxUrl !== 'string' || !URL.canParse(sandboxUrl))) {
    throw new Error('[openapi-reference] sandboxUrl must be an absolute URL or null');
  }
  return {
    ...(specPath === undefined ? {} : {specPath}),
    ...(contract === undefined ? {} : {contract: contract as ContractName}),
    ...(typeof sandboxUrl === 'string' ? {sandboxUrl} : {}),
  };
}

/** Route components, from this plugin's own theme folder (see getThemePath). */
const VIEWS = '@theme/ApiReference';

/**
 * Builds the API reference from the OpenAPI contract: an overview, one page
 * per operation, one per component schema and, when the contract has
 * webhooks, their overview and one page per payload, all server-rendered. Each
 * route gets only its own model (plus the small shared navigation), so no
 * page ships the whole contract to the browser.
 */
export default function openApiReference(rawOptions: OpenApiReferenceOptions = {}) {
  const options = readOptions(rawOptions);
  return (context: LoadContext) => referencePlugin(context, options);
}

// Docusaurus types the plugin list as Plugin<unknown>; the content is ours.
function referencePlugin(context: LoadContext, options: OpenApiReferenceOptions): Plugin<unknown> {
  const specPath = options.specPath ? path.resolve(context.siteDir, options.specPath) : contractFiles[options.contract ?? 'rook'];

  return {
    // One instance per contract: Docusaurus needs distinct names.
    name: options.contract && options.contract !== 'rook' ? `rook-openapi-reference-${options.contract}` : 'rook-openapi-reference',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [specPath];
    },

    // Every consumer of this content (pages, downloads, Postman, Markdown, the skill) names the site's sandbox.
    async loadContent() {
      return contractForSite(await loadContract(specPath), options.sandboxUrl ?? null);
    },

    async contentLoaded({content, actions}) {
      const {model, bundled} = content as LoadedContract;
      const data = (name: string, value: unknown) => actions.createData(name, JSON.stringify(value));
      // Imported by the try-it console only, never by a page (see validators.ts).
      await actions.createData('validators.js', contractValidators(bundled));
      const nav = await data('nav.json', model.nav);
      actions.addRoute({
        path: model.nav.overviewPermalink,
        exact: true,
        component: `${VIEWS}/OverviewPage`,
        modules: {nav, overview: await data('overview.json', model.overview)},
      });
      for (const operation of model.operations) {
        actions.addRoute({
          path: operation.permalink,
          exact: true,
          component: `${VIEWS}/OperationPage`,
          modules: {nav, operation: await data(`operation-${operation.operationId}.json`, operation)},
        });
      }
      for (const schema of model.schemas) {
        actions.addRoute({
          path: schema.permalink,
          exact: true,
          component: `${VIEWS}/SchemaPage`,
          modules: {nav, schema: await data(`schema-${schema.name.replace(/[^\w.-]/g, '_')}.json`, schema)},
        });
      }
      // Only contracts with top-level `webhooks` (ROOK's) get these pages.
      if (model.webhooks) {
        actions.addRoute({
          path: model.webhooks.permalink,
          exact: true,
          component: `${VIEWS}/WebhooksPage`,
          modules: {nav, webhooks: await data('webhooks.json', model.webhooks)},
        });
      }
      for (const page of model.webhookPages) {
        actions.addRoute({
          path: page.permalink,
          exact: true,
          component: `${VIEWS}/WebhookPage`,
          modules: {nav, webhook: await data(`webhook-${page.slug}.json`, page)},
        });
      }
    },

    // The downloads are written from the validated contract at build time, so
    // they can never drift from the pages (no committed copies).
    async postBuild({outDir, content: loaded}) {
      const content = loaded as LoadedContract;
      const {downloads} = content.model.overview;
      const {yaml, json} = await contractDownloads(content);
      await mkdir(path.join(outDir, content.model.nav.overviewPermalink), {recursive: true});
      await writeFile(path.join(outDir, downloads.yaml), yaml);
      await writeFile(path.join(outDir, downloads.json), json);
    },
  };
}
