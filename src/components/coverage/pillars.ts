import type {Pillar} from '@site/src/data/dataSources';

/** The pillars in the explorer's order, with their names: the filter's options and each section's title. */
export const pillars: readonly Pillar[] = ['physical', 'sleep', 'body'];
export const pillarLabels: Record<Pillar, string> = {physical: 'Physical', sleep: 'Sleep', body: 'Body'};
