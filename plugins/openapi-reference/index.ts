import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {routePaths} from './build';
import {loadContract, type LoadedContract} from './load';

export interface OpenApiReferenceOptions {
  /** Contract file, relative to the site directory. */
  specPath?: string;
  /** Where the reference lives; trailing slash included. */
  routeBasePath?: string;
}

/** Options come from docusaurus.config.ts; a typo there should stop the build. */
export function readOptions(raw: unknown): OpenApiReferenceOptions {
  if (raw === undefined) return {};
  if (!raw || typeof raw !== 'object') throw new Error('[openapi-reference] options must be an object');
  const {specPath, routeBasePath, ...rest} = raw as Record<string, unknown>;
  const unknown = Object.keys(rest).filter((key) => key !== 'id');
  if (unknown.length) throw new Error(`[openapi-reference] unknown option(s): ${unknown.join(', ')}`);
  if (specPath !== undefined && (typeof specPath !== 'string' || !specPath)) {
    throw new Error('[openapi-reference] specPath must be a non-empty path to the OpenAPI file');
  }
  if (routeBasePath !== undefined && (typeof routeBasePath !== 'string' || !/^\/(.+\/)?$/.test(routeBasePath))) {
    throw new Error('[openapi-reference] routeBasePath must start and end with "/", e.g. "/api/"');
  }
  return {specPath, routeBasePath} as OpenApiReferenceOptions;
}

const COMPONENTS = '@site/src/components/api';

/**
 * Builds the API reference from the OpenAPI contract: an overview, one page
 * per operation and one per component schema, all server-rendered. Each
 * route gets only its own model (plus the small shared navigation), so no
 * page ships the whole contract to the browser.
 */
export default function openApiReference(rawOptions: OpenApiReferenceOptions = {}) {
  const options = readOptions(rawOptions);
  return (context: LoadContext) => referencePlugin(context, options);
}

// Docusaurus types the plugin list as Plugin<unknown>; the content is ours.
function referencePlugin(context: LoadContext, options: OpenApiReferenceOptions): Plugin<unknown> {
  const specPath = path.resolve(context.siteDir, options.specPath ?? 'openapi/rook-api.yaml');
  const routeBasePath = options.routeBasePath ?? '/api/';
  const routes = routePaths(routeBasePath);

  return {
    name: 'rook-openapi-reference',

    getPathsToWatch() {
      return [specPath];
    },

    loadContent() {
      return loadContract(specPath, {routeBasePath});
    },

    async contentLoaded({content, actions}) {
      const {model} = content as LoadedContract;
      const nav = await actions.createData('nav.json', JSON.stringify(model.nav));
      actions.addRoute({
        path: routes.overview,
        exact: true,
        component: `${COMPONENTS}/OverviewPage`,
        modules: {nav, overview: await actions.createData('overview.json', JSON.stringify(model.overview))},
      });
      for (const operation of model.operations) {
        actions.addRoute({
          path: operation.permalink,
          exact: true,
          component: `${COMPONENTS}/OperationPage`,
          modules: {
            nav,
            operation: await actions.createData(`operation-${operation.operationId}.json`, JSON.stringify(operation)),
          },
        });
      }
      for (const schema of model.schemas) {
        actions.addRoute({
          path: schema.permalink,
          exact: true,
          component: `${COMPONENTS}/SchemaPage`,
          modules: {
            nav,
            schema: await actions.createData(`schema-${schema.name.replace(/[^\w.-]/g, '_')}.json`, JSON.stringify(schema)),
          },
        });
      }
    },

    // The downloads are written from the validated contract at build time, so
    // they can never drift from the pages (no committed copies).
    async postBuild({outDir, content: loaded}) {
      const content = loaded as LoadedContract;
      const dir = path.join(outDir, routes.overview);
      await mkdir(dir, {recursive: true});
      await writeFile(path.join(outDir, routes.yaml), content.text);
      await writeFile(path.join(outDir, routes.json), `${JSON.stringify(content.bundled, null, 2)}\n`);
    },
  };
}
