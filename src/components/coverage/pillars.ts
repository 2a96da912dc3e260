import type {Pillar} from '@site/core/data/dataSources';

/**
 * The pillars in the explorer's order, with their names: the filter's options and each section's title.
 * Apart from core/data/dataSources.ts (whose type it takes) so the explorer's browser bundle carries no source data.
 */
export const pillars: readonly Pillar[] = ['physical', 'sleep', 'body'];
export const pillarLabels: Record<Pillar, string> = {physical: 'Physical', sleep: 'Sleep', body: 'Body'};
