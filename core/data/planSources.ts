// What the onboarding planner and the sandbox's generator read of each source and of the documents
// ROOK delivers, derived from ./dataSources. The site's bundle gets this module's values alone: the
// data-sources plugin evaluates it at build time (plugins/data-sources/build-time-loader.mjs), so the
// planner page does not carry the whole source list.
import {confidenceMark, dataSources, dataStructures, type Confidence, type Pillar} from './dataSources';
import type {MarkKind} from './marks';

/** A source a user links directly (API or SDK), with what a plan needs of it. */
export interface PlanSource {
  name: string;
  slug: string;
  kind: 'api' | 'sdk';
  /** Days of history on first link, when ROOK has published them for this source. */
  preExistingDays: number | null;
  /** The structures it sends, each with the mark its confidence carries (null when ROOK has confirmed it). */
  structures: {structure: string; confidence: Confidence; mark: MarkKind | null}[];
}

/** One kind of document ROOK delivers: a structure under one pillar, or user information, or ROOK Score. */
export interface DocumentType {
  structure: string;
  label: string;
  /** The pillar object it is delivered in; null for user information and ROOK Score. */
  pillar: Pillar | null;
  kind: 'summary' | 'event' | 'user_info' | 'score';
}

export const planSourceList: PlanSource[] = dataSources.flatMap((source) =>
  source.kind === 'via-hub'
    ? []
    : [
        {
          name: source.name,
          slug: source.slug,
          kind: source.kind,
          preExistingDays: source.preExistingDays,
          structures: source.structures.map(({structure, confidence}) => ({
            structure,
            confidence,
            mark: confidence === 'confirmed' ? null : confidenceMark[confidence],
          })),
        },
      ],
);

const pillarWords: Record<Pillar, string> = {physical: 'physical', sleep: 'sleep', body: 'body'};

/** Every document type, in the data module's order; a structure delivered under two pillars is two types. */
export const documentTypes: DocumentType[] = [
  ...dataStructures.flatMap((structure) => {
    const pillars: Pillar[] = 'alsoUnder' in structure ? [structure.pillar, structure.alsoUnder] : [structure.pillar];
    return pillars.map((pillar) => ({
      structure: structure.name,
      label: pillars.length > 1 ? `${structure.label} (${pillarWords[pillar]})` : structure.label,
      pillar,
      kind: structure.kind,
    }));
  }),
  {structure: 'health_score', label: 'ROOK Score', pillar: null, kind: 'score'},
  {structure: 'user_info', label: 'User information', pillar: null, kind: 'user_info'},
];
