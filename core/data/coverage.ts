/**
 * Coverage: for every data structure, every field of the contract and every
 * source, whether ROOK delivers it, and why. The one place the site answers
 * "will this source fill this field": the comparison matrix, the data-source
 * pages, the data-types pages, the coverage explorer, their Markdown copies
 * and the MCP server all read it.
 *
 * Nothing here is typed a second time: a cell is derived from the source
 * list (`dataSources.ts`: `structures`, `notProvided`, `preExistingDays`),
 * the SDK event types (`sdk.ts`) and the contract's field provenance
 * (`x-rook-published`, read through the one contract reader and passed in as
 * `ContractField`s). Browser-safe: no file is read here.
 */
import {
  apiPreExisting,
  confidenceMark,
  dataSources,
  dataStructures,
  sdkPreExisting,
  type Confidence,
  type DataSource,
  type DataStructureName,
  type Fact,
  type NotProvidedWhy,
  type Pillar,
} from './dataSources';
import {markLabel, marks} from './marks';
import {sdk} from './sdk';
import {dataSourcePath, routes} from '../config/routes';
import {fieldRows, hasChildren, sharedRefOf, withoutSharedFields} from '../contract/model/fields';
import type {ReferenceModel} from '../contract/model/types';

export type CoverageState = 'delivered' | 'sdk-only' | 'not-provided' | 'sandbox-model' | 'not-published';

/** States in the order the explorer's filter and legends list them. */
export const coverageStates = [
  'delivered',
  'sdk-only',
  'sandbox-model',
  'not-provided',
  'not-published',
] as const satisfies readonly CoverageState[];

/** How each state reads: a symbol (never shown alone) and words; the two states that are marks read as the marks (core/data/marks.ts). */
export const stateLabels: Record<CoverageState, {symbol: string; label: string; meaning: string}> = {
  delivered: {symbol: '✓', label: 'Delivered', meaning: 'ROOK delivers it from this source'},
  'sdk-only': {symbol: '◐', label: 'SDK only', meaning: 'the ROOK SDK uploads it, but ROOK’s coverage for the source does not list it'},
  'sandbox-model': {
    symbol: marks['sandbox-model'].symbol,
    label: markLabel('sandbox-model', true),
    meaning: 'ROOK has not published this field; the sandbox models it',
  },
  'not-provided': {symbol: '✗', label: 'Not provided', meaning: 'ROOK says this source does not provide it'},
  'not-published': {
    symbol: marks['not-published'].symbol,
    label: markLabel('not-published', true),
    meaning: 'ROOK has published nothing either way',
  },
};

/** Why a source lacks a structure, in words. */
const notProvidedWhyLabels: Record<NotProvidedWhy, string> = {
  'no-sensor': 'the source has no such sensor',
  'no-api': 'the source has no API for it',
  device: 'the user’s device lacks it',
};

export interface CoverageCell {
  state: CoverageState;
  /** How sure the statement is; only for delivered and SDK-only cells. */
  confidence?: Confidence;
  /** Why, in one or two sentences for readers (inline code in backticks). */
  reason: string;
  /** Where the statement is published on this site. */
  truth: {label: string; href: string};
}

/** A field of a structure's contract schema, as the coverage reads it. */
export interface ContractField {
  /** Dotted path from the structure's root (`heart_rate.hr_avg_bpm_int`). */
  path: string;
  /** From the contract's `x-rook-published`: named by ROOK (a shared object: some field of it), or modelled. */
  provenance: 'published' | 'modelled';
}

export interface StructureFields {
  structure: DataStructureName;
  fields: readonly ContractField[];
}

type Structure = (typeof dataStructures)[number];

const iosManualSync = '/docs/rookconnect/sdk/iOS/apple-health/manual-sync/';

/**
 * The SDK event types that stand for each structure, per source whose SDK
 * lists its event types (`EventTypeToUpload` on iOS). Types with no
 * structure of their own (calories, ECG) are left out.
 */
const sdkEventTypes: Partial<
  Record<string, {sdkName: string; href: string; confidence: Confidence; types: Partial<Record<DataStructureName, string>>}>
> = {
  'apple-health': {
    sdkName: 'ROOK SDK for iOS',
    href: iosManualSync,
    confidence: 'confirmed',
    types: eventTypeMap(sdk.ios.appleHealth.eventTypes, {
      activityEvent: 'activity_event',
      heartRate: 'heart_rate_event',
      oxygenation: 'oxygenation_event',
      temperature: 'temperature_event',
      bloodPressure: 'blood_pressure_event',
      bloodGlucose: 'blood_glucose_event',
      bodyMetrics: 'body_metrics_event',
      nutrition: 'nutrition_event',
      hydration: 'hydration_event',
      steps: 'steps_event',
    }),
  },
};

/** The structure each listed SDK event type stands for, keyed by structure; a mapping the SDK lacks is a type error. */
function eventTypeMap<T extends string>(
  types: readonly T[],
  structures: Partial<Record<T, DataStructureName>>,
): Partial<Record<DataStructureName, string>> {
  const out: Partial<Record<DataStructureName, string>> = {};
  for (const type of types) {
    const structure = structures[type];
    if (structure) out[structure] = type;
  }
  return out;
}

function structureOf(name: DataStructureName): Structure {
  return dataStructures.find((d) => d.name === name)!;
}

const sourcePage = (source: DataSource) => ({label: `${source.name} data source`, href: `${dataSourcePath(source.slug)}#data-structures`});

/** The Pre-Existing Data fact a listed source's summaries rest on. */
function preExistingFact(source: DataSource): Fact | undefined {
  if (source.preExistingDays === null) return undefined;
  return source.kind === 'api' ? apiPreExisting : sdkPreExisting;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function deliveredCell(source: DataSource, structure: Structure): CoverageCell | undefined {
  const listed = source.structures.find((c) => c.structure === structure.name);
  if (!listed) return undefined;
  const preExisting = structure.kind === 'summary' ? preExistingFact(source) : undefined;
  const sdkType = sdkEventTypes[source.slug]?.types[structure.name];
  const parts = [
    preExisting
      ? `ROOK’s Pre-Existing Data lists ${source.name}. ${preExisting.text}`
      : `ROOK lists ${structure.label.toLowerCase()}s among the data ${source.name} provides.`,
    listed.note ?? '',
    listed.fields?.length ? `It includes ${listed.fields.map((f) => `\`${f}\``).join(', ')}.` : '',
    sdkType ? `The ${sdkEventTypes[source.slug]!.sdkName} uploads it as \`${sdkType}\`.` : '',
  ];
  return {
    state: 'delivered',
    // Being on ROOK's Pre-Existing Data list is a published statement that the source's summaries are read.
    confidence: preExisting ? 'confirmed' : listed.confidence,
    reason: parts.filter(Boolean).map(sentence).join(' '),
    truth: sourcePage(source),
  };
}

/** One source and one data structure: the cell of the comparison matrix. */
export function structureCoverage(source: DataSource, name: DataStructureName): CoverageCell {
  const structure = structureOf(name);
  if (source.kind === 'via-hub') {
    const hubs = (source.via ?? []).map((slug) => dataSources.find((s) => s.slug === slug)?.name ?? slug).join(' or ');
    return {
      state: 'not-published',
      reason: `${source.name} has no direct link: you receive what its app writes to ${hubs}, and ROOK has not published which structures that covers.`,
      truth: sourcePage(source),
    };
  }
  const delivered = deliveredCell(source, structure);
  if (delivered) return delivered;
  if (source.notProvided?.structures.includes(name)) {
    const {why, fact} = source.notProvided;
    return {
      state: 'not-provided',
      reason: `Not provided: ${notProvidedWhyLabels[why]}. ${sentence(fact.text)}`,
      truth: {label: `${source.name} data source`, href: `${dataSourcePath(source.slug)}#caveats`},
    };
  }
  const sdkEvents = sdkEventTypes[source.slug];
  const sdkType = sdkEvents?.types[name];
  if (sdkEvents && sdkType) {
    return {
      state: 'sdk-only',
      confidence: sdkEvents.confidence,
      reason: `The ${sdkEvents.sdkName} uploads it as the event type \`${sdkType}\` when your app syncs events, but ROOK’s ${source.name} coverage does not list it, so the sandbox does not generate it.`,
      truth: {label: `${sdkEvents.sdkName}: manual sync`, href: sdkEvents.href},
    };
  }
  return {
    state: 'not-published',
    reason: `ROOK has published nothing either way about ${structure.label.toLowerCase()}s from ${source.name}; the source may still send them, and the sandbox does not generate them.`,
    truth: sourcePage(source),
  };
}

/**
 * One source and one field of a structure: a cell of the coverage explorer.
 * Its reason never names the field, so the cells of one structure and
 * source share a reason (the explorer lists each once).
 */
export function fieldCoverage(source: DataSource, structure: DataStructureName, field: ContractField): CoverageCell {
  const cell = structureCoverage(source, structure);
  if (cell.state !== 'delivered' && cell.state !== 'sdk-only') return cell;
  const name = field.path.split('.').at(-1)!.replace(/\[\]$/, '');
  const structureReason = sentence(cell.reason);
  // A field the source's own entry names is published for that source, whatever the contract marks.
  if (source.structures.find((c) => c.structure === structure)?.fields?.includes(name)) {
    return {...cell, reason: `${structureReason} ROOK names this field for ${source.name}.`};
  }
  if (field.provenance === 'modelled') {
    const modelled = `ROOK has not published this field: its name and type come from the sandbox’s model of the structure, so confirm it on a real document before you rely on it.`;
    // "SDK only" says more than "modelled" about whether anything arrives, so it stays; a delivered structure's modelled field is the model's.
    if (cell.state === 'sdk-only') return {...cell, reason: `${structureReason} ${modelled}`};
    return {
      state: 'sandbox-model',
      reason: `${structureReason} ${modelled}`,
      truth: {label: `${structureOf(structure).label} fields`, href: `${routes.dataTypes}${structure}/`},
    };
  }
  return {
    ...cell,
    reason: `${structureReason} ROOK names this field in its published material; it is null on a day the source measured nothing for it.`,
  };
}

/**
 * The fields of every structure's contract schema, in the reference's order,
 * from the model of the one contract reader (`loadContract().model`). Shared
 * objects (`metadata`, granular samples) are one field each; objects that
 * only group fields are left out.
 */
export function contractCoverageFields(model: Pick<ReferenceModel, 'schemas'>): StructureFields[] {
  return dataStructures.map((d) => {
    const page = model.schemas.find((s) => s.name === d.schema);
    if (!page) throw new Error(`coverage: the contract has no schema "${d.schema}" for ${d.name}.`);
    const all = fieldRows(page.schema);
    // A structure whose schema names no published field (no `x-rook-published`) is modelled as a whole, as the data-type pages say.
    const marked = all.some((row) => row.schema.provenance !== undefined);
    const publishedBelow = (path: string) =>
      all.some((row) => row.schema.provenance === 'published' && (row.path.startsWith(`${path}.`) || row.path.startsWith(`${path}[]`)));
    const fields = withoutSharedFields(all)
      // A value (or a shared object standing for one), never an object that only groups others.
      .filter((row) => sharedRefOf(row) !== undefined || !hasChildren(row.schema))
      .map((row): ContractField => {
        const own = row.schema.provenance ?? (publishedBelow(row.path) ? 'published' : 'modelled');
        return {path: row.path, provenance: marked ? own : 'modelled'};
      });
    return {structure: d.name, fields};
  });
}

/** One field of one structure, with one cell per source. */
export interface CoverageRow {
  structure: DataStructureName;
  pillar: Pillar;
  field: ContractField;
  cells: {source: string; cell: CoverageCell}[];
}

/** Every field of every structure, with one cell per source: the explorer's table and the MCP tool's answers. */
export function coverageRows(fields: readonly StructureFields[], sources: readonly DataSource[] = dataSources): CoverageRow[] {
  return fields.flatMap(({structure, fields: list}) =>
    list.map((field) => ({
      structure,
      pillar: structureOf(structure).pillar,
      field,
      cells: sources.map((source) => ({source: source.slug, cell: fieldCoverage(source, structure, field)})),
    })),
  );
}

/** The words of a cell, with the mark of a statement that is not confirmed: "Delivered", "Delivered (integration guides only)". */
export function cellWords(cell: CoverageCell): string {
  const {label} = stateLabels[cell.state];
  if (!cell.confidence || cell.confidence === 'confirmed') return label;
  return `${label} (${markLabel(confidenceMark[cell.confidence])})`;
}

/** The symbol of a cell, followed by its mark’s symbol when the statement is not confirmed: "✓", "✓†". */
export function cellSymbol(cell: CoverageCell): string {
  const {symbol} = stateLabels[cell.state];
  return cell.confidence && cell.confidence !== 'confirmed' ? `${symbol}${marks[confidenceMark[cell.confidence]].symbol}` : symbol;
}

/** What the marks after a symbol mean, for legends: "† integration guides only; ? not published". */
export const confidenceMarks = (['secondary', 'unconfirmed'] as const)
  .map((confidence) => `${marks[confidenceMark[confidence]].symbol} ${markLabel(confidenceMark[confidence])}`)
  .join('; ');

/** How much history a source brings on first link, in one answer for every page. */
export function firstLinkHistory(source: DataSource): string {
  if (source.preExistingDays === null) {
    return source.kind === 'via-hub' ? 'Through its hub' : 'None listed by ROOK';
  }
  const sendsSummaries = source.structures.some((c) => structureOf(c.structure).kind === 'summary');
  return sendsSummaries
    ? `Up to ${source.preExistingDays} days`
    : `Listed for ${source.preExistingDays} days of summaries, which it does not send`;
}
