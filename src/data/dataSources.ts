/**
 * The data sources ROOK reads: the one list that the data-source pages, the
 * index and comparison matrix, guides and the Showcase prototypes are built
 * from. Tests check it against the OpenAPI contract's enums.
 */

/** How a source reaches ROOK. */
export type SourceKind =
  /** The user grants OAuth consent on the provider's site; ROOK reads the provider's API. */
  | 'api'
  /** A ROOK SDK in the client's app reads the data on the device. */
  | 'sdk'
  /** No direct link: the user routes the app's data through Apple Health or Health Connect. */
  | 'via-hub';

export interface DataSource {
  /** Route segment under /data-sources/. */
  slug: string;
  /** Display name. */
  name: string;
  kind: SourceKind;
  /** Value of the authorizer endpoint's data_source path parameter, when the source has one. */
  authorizerName: string | null;
  /** Value accepted by the revoke endpoint's data_source body field, when revocable there. */
  revokeName: string | null;
  /** Key of the source in the v1 authorized-sources map, when it appears there. */
  authorizedV1Key: string | null;
  /** Hubs a via-hub source's data travels through. */
  via?: readonly string[];
}

export const dataSources = [
  {slug: 'dexcom', name: 'Dexcom', kind: 'api', authorizerName: 'Dexcom', revokeName: null, authorizedV1Key: null},
  {slug: 'fitbit', name: 'Fitbit', kind: 'api', authorizerName: 'Fitbit', revokeName: 'Fitbit', authorizedV1Key: 'fitbit'},
  {slug: 'garmin', name: 'Garmin', kind: 'api', authorizerName: 'Garmin', revokeName: 'Garmin', authorizedV1Key: 'garmin'},
  {slug: 'oura', name: 'Oura', kind: 'api', authorizerName: 'Oura', revokeName: 'Oura', authorizedV1Key: 'oura'},
  {slug: 'polar', name: 'Polar', kind: 'api', authorizerName: 'Polar', revokeName: 'Polar', authorizedV1Key: 'polar'},
  {slug: 'whoop', name: 'Whoop', kind: 'api', authorizerName: 'Whoop', revokeName: 'Whoop', authorizedV1Key: 'whoop'},
  {slug: 'withings', name: 'Withings', kind: 'api', authorizerName: 'Withings', revokeName: 'Withings', authorizedV1Key: 'withings'},
  {slug: 'xiaomi', name: 'Xiaomi (Mi Fitness)', kind: 'via-hub', authorizerName: null, revokeName: null, authorizedV1Key: null, via: ['apple-health', 'health-connect']},
  {slug: 'zepp', name: 'Zepp', kind: 'via-hub', authorizerName: null, revokeName: null, authorizedV1Key: null, via: ['apple-health', 'health-connect']},
  {slug: 'android', name: 'Android', kind: 'sdk', authorizerName: null, revokeName: 'Android', authorizedV1Key: 'android'},
  {slug: 'apple-health', name: 'Apple Health', kind: 'sdk', authorizerName: null, revokeName: 'Apple Health', authorizedV1Key: 'apple_health'},
  {slug: 'health-connect', name: 'Health Connect', kind: 'sdk', authorizerName: null, revokeName: 'Health Connect', authorizedV1Key: 'health_connect'},
  {slug: 'samsung-health', name: 'Samsung Health', kind: 'sdk', authorizerName: null, revokeName: null, authorizedV1Key: null},
] as const satisfies readonly DataSource[];

export type DataSourceSlug = (typeof dataSources)[number]['slug'];

/** Values of the authorizer endpoint's data_source enum, in contract order. */
export const authorizerNames = dataSources.flatMap((s) => (s.authorizerName ? [s.authorizerName] : []));

/** Values of the revoke endpoint's data_source enum. */
export const revokeNames = dataSources.flatMap((s) => (s.revokeName ? [s.revokeName] : []));

/** Keys of the v1 authorized-sources map, plus google_fit, kept for old integrations. */
export const authorizedV1Keys = [
  ...dataSources.flatMap((s) => (s.authorizedV1Key ? [s.authorizedV1Key] : [])),
  'google_fit',
];

export function dataSourceBySlug(slug: string): DataSource | undefined {
  return dataSources.find((s) => s.slug === slug);
}
