import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {dataSourcePath, routes} from '../../core/config/routes';
import {dataSources, dataStructures, type DataSource} from '../../core/data/dataSources';
import {richText} from '../../core/markdown/parse';
import type {RichText} from '../../core/markdown/types';

/** What one source page receives: its entry plus the hubs it travels through. */
export interface SourcePageData {
  source: DataSource;
  hubs: {slug: string; name: string}[];
  structures: typeof dataStructures;
  others: {slug: string; name: string}[];
  /** Each Markdown string of the entry (steps, facts, notes), rendered at build time, keyed by the string itself. */
  text: Record<string, RichText>;
}

export interface IndexPageData {
  sources: readonly DataSource[];
  structures: typeof dataStructures;
}

export interface DataSourceRoute {
  path: string;
  /** null for the index page. */
  slug: string | null;
  component: string;
}

/** Bundled as their build-time values (build-time-loader.mjs): the calculator's and the planner's sources. */
const buildTimeModules = ['calculatorSources.ts', 'planSources.ts'].map((file) => path.resolve(__dirname, '../../core/data', file));

/** Route components, from this plugin's own theme folder (see getThemePath). */
const componentDir = '@theme/DataSources';

/** Every route this plugin adds: the index, then one page per source. Tests read it. */
export function dataSourceRoutes(): DataSourceRoute[] {
  return [
    {path: routes.dataSources, slug: null, component: `${componentDir}/IndexPage`},
    ...dataSources.map((s) => ({path: dataSourcePath(s.slug), slug: s.slug, component: `${componentDir}/SourcePage`})),
  ];
}

/** Fails the build with a precise message instead of rendering a broken page. */
export function validateDataSources(sources: readonly DataSource[]): void {
  const seen = new Set<string>();
  const structureNames = new Set<string>(dataStructures.map((d) => d.name));
  for (const s of sources) {
    for (const key of [s.slug, s.name]) {
      if (seen.has(key)) throw new Error(`data-sources: "${key}" is used by more than one data source.`);
      seen.add(key);
    }
    if (!/^[a-z0-9-]+$/.test(s.slug)) throw new Error(`data-sources: slug "${s.slug}" must be lowercase letters, digits and hyphens.`);
    if (s.connection.length === 0) throw new Error(`data-sources: ${s.slug} has no connection steps.`);
    if (s.revoke.length === 0) throw new Error(`data-sources: ${s.slug} does not say how access is revoked.`);
    if (s.kind === 'via-hub' ? !s.via?.length : s.structures.length === 0) {
      throw new Error(
        `data-sources: ${s.slug} must list ${s.kind === 'via-hub' ? 'the hubs it goes through (via)' : 'the data structures it provides'}.`,
      );
    }
    for (const hub of s.via ?? []) {
      if (!sources.some((o) => o.slug === hub && o.kind === 'sdk')) {
        throw new Error(`data-sources: ${s.slug} goes through "${hub}", which is not an SDK-based source.`);
      }
    }
    for (const c of s.structures) {
      if (!structureNames.has(c.structure)) throw new Error(`data-sources: ${s.slug} lists unknown structure "${c.structure}".`);
    }
  }
}

/** The entry's Markdown strings (structure notes reach the page through the coverage module's reasons), rendered once with the site's one Markdown pipeline. */
export function markdownOf(source: DataSource): Record<string, RichText> {
  const strings = [...source.connection, ...[...source.timing, ...source.caveats, ...source.revoke].map((f) => f.text)];
  const text: Record<string, RichText> = {};
  for (const value of strings) {
    const rendered = richText(value, `data-sources: ${source.slug}`);
    if (rendered) text[value] = rendered;
  }
  return text;
}

export default function dataSourcesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'rook-data-sources',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack() {
      // The summary-day calculator's and the onboarding planner's sources reach the browser as their values, not as the source list they come from.
      return {
        module: {
          rules: [{test: buildTimeModules, enforce: 'pre', use: [{loader: path.join(__dirname, 'build-time-loader.mjs')}]}],
        },
      };
    },
    async loadContent(): Promise<IndexPageData> {
      validateDataSources(dataSources);
      return {sources: dataSources, structures: dataStructures};
    },
    async contentLoaded({content: loaded, actions}) {
      const content = loaded as IndexPageData;
      const {createData, addRoute} = actions;
      const [index, ...pages] = dataSourceRoutes();
      const indexData = await createData('index.json', JSON.stringify(content));
      addRoute({path: index!.path, component: index!.component, exact: true, modules: {data: indexData}});

      for (const route of pages) {
        const source = content.sources.find((s) => s.slug === route.slug)!;
        const page: SourcePageData = {
          source,
          hubs: (source.via ?? []).map((slug) => {
            const hub = content.sources.find((s) => s.slug === slug)!;
            return {slug: hub.slug, name: hub.name};
          }),
          structures: content.structures,
          others: content.sources.filter((s) => s.slug !== source.slug).map((s) => ({slug: s.slug, name: s.name})),
          text: markdownOf(source),
        };
        const dataPath = await createData(`${source.slug}.json`, JSON.stringify(page));
        addRoute({path: route.path, component: route.component, exact: true, modules: {data: dataPath}});
      }
    },
  };
}
