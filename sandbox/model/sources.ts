// How the sandbox simulates data sources. The sources themselves (names, kinds,
// enums, structures, pre-existing days) come from the site's single list; how far back a
// first link reaches is core/rules/documents.ts (historyDays), shared with the onboarding planner.
import {dataSources, type DataSource, type Pillar} from '../../core/data/dataSources';

/** Sources a user can link in the sandbox: every API or SDK source (via-hub ones go through a hub). */
export const linkableSources: readonly DataSource[] = dataSources.filter((source) => source.kind !== 'via-hub');

export const sourceByName = new Map(linkableSources.map((source) => [source.name, source]));

export const authorizerSources = linkableSources.filter((source) => source.authorizerName);

/** Data structures the sandbox generates for a source: exactly those the site lists for it. */
export function generatedStructures(source: DataSource): Set<string> {
  return new Set(source.structures.map((coverage) => coverage.structure as string));
}

/**
 * Merge priority per pillar, highest first. ROOK has confirmed that wearable data ranks
 * above SDK data and names Garmin as preferred for physical data and Oura for sleep; the
 * order among the other sources is the sandbox's own. Unlisted sources rank last.
 */
const priority: Record<Pillar, readonly string[]> = {
  physical: ['Garmin', 'Polar', 'Fitbit', 'Whoop', 'Oura', 'Withings', 'Apple Health', 'Health Connect', 'Samsung Health', 'Android'],
  sleep: ['Oura', 'Whoop', 'Garmin', 'Polar', 'Fitbit', 'Withings', 'Apple Health', 'Health Connect', 'Samsung Health'],
  body: ['Withings', 'Dexcom', 'Polar', 'Garmin', 'Fitbit', 'Oura', 'Whoop', 'Apple Health', 'Health Connect', 'Samsung Health'],
};

export function rank(pillar: Pillar, source: string): number {
  const index = priority[pillar].indexOf(source);
  return index === -1 ? priority[pillar].length : index;
}
