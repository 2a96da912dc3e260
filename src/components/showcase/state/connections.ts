/**
 * Which data sources the prototypes offer, and how each one connects and
 * disconnects. Derived from the typed data-source list so a source added
 * there appears here too.
 */
import {dataSources, type DataSourceSlug} from '../../../../core/data/dataSources';
import {permissionSheetFor} from '../../../../core/data/showcasePermissions';

export type ShowcaseSource = (typeof dataSources)[number];
export type ApiSource = Extract<ShowcaseSource, {kind: 'api'}>;
type SdkSource = Extract<ShowcaseSource, {kind: 'sdk'}>;
export type HubSource = Extract<ShowcaseSource, {kind: 'via-hub'}>;

export const apiSources = dataSources.filter((s): s is ApiSource => s.kind === 'api');
const sdkSources = dataSources.filter((s): s is SdkSource => s.kind === 'sdk');
export const hubSources = dataSources.filter((s): s is HubSource => s.kind === 'via-hub');

/** Sources the prototype can connect: API sources and SDK sources with a permission sheet. */
export const connectableSources = [...apiSources, ...sdkSources.filter((s) => permissionSheetFor(s.slug))];
export type ConnectableSlug = (typeof connectableSources)[number]['slug'];

export function sourceBySlug(slug: string): ShowcaseSource {
  const source = dataSources.find((s) => s.slug === slug);
  if (!source) throw new Error(`Showcase: unknown data source "${slug}".`);
  return source;
}

export function hubNames(source: HubSource): string {
  return source.via.map((slug) => sourceBySlug(slug as DataSourceSlug).name).join(' or ');
}
