// What the summary-day calculator reads of each data source, derived from ./dataSources. The site's
// bundle gets this module's value alone: the data-sources plugin evaluates it at build time
// (plugins/data-sources/build-time-loader.mjs), so the page does not carry the whole source list.
import {dataSources, type DataSource, type SourceKind} from './dataSources';

export interface CalculatorSource {
  name: string;
  slug: string;
  kind: SourceKind;
  /** For a source that reaches ROOK through an SDK source: those sources' names. */
  hubs: string[];
  /** The data structures it provides (`data_structure`). */
  structures: string[];
}

export const calculatorSourceList: CalculatorSource[] = dataSources.map((source: DataSource) => ({
  name: source.name,
  slug: source.slug,
  kind: source.kind,
  hubs: (source.via ?? []).map((slug) => dataSources.find((hub) => hub.slug === slug)!.name),
  structures: source.structures.map((coverage) => coverage.structure),
}));
