import {routes} from '../config/routes';

/**
 * Which changelog entry explains each deprecation. The entries themselves are
 * the Markdown files in `changelog/` (their `slug` front matter is the URL);
 * this module only points at them, so the API reference can link a
 * deprecation notice to its dated entry.
 */

/** The changelog's title: its page heading, browser title and feed name. */
export const changelogTitle = 'Changelog';

/** An entry ROOK gave no date or period for: its date line says so, with no date. */
const undated = {shown: 'Undated', published: 'ROOK has not published when this changed', undated: true} as const;

/**
 * Entries whose day ROOK has not published: the date an entry shows instead
 * of its front-matter day (which only sorts it), and what ROOK published. The
 * entry's date line says it once (src/theme/BlogPostItem/Header/Info), and so
 * does its feed item; the entry's text never repeats it. An `undated` entry has
 * no date or period from ROOK at all, so its date line shows none. Keys are
 * front-matter slugs.
 */
export const changelogDatePrecision: Readonly<Record<string, {shown: string; published: string; undated?: true}>> = {
  'modular-sdk-packages-2023': {shown: '2023', published: 'ROOK published the year only'},
  'flutter-packages-october-2024': {shown: 'October 2024', published: 'ROOK published the month only'},
  'ios-sdk-1-8-2': {shown: 'November 2025', published: 'ROOK published the month only'},
  'sdk-4-0-lts': {shown: 'First quarter of 2026', published: 'ROOK published the quarter only'},
  'ios-sdk-4-0-0': {shown: 'March 2026', published: 'ROOK published the month only'},
  'ios-sdk-4-1-0': {shown: 'June 2026', published: 'ROOK published the month only'},
  'ios-sdk-4-1-1': {shown: 'July 2026', published: 'ROOK published the month only'},
  // No date at all: the front-matter day is the day the entry joined this changelog, and only sorts it.
  'signed-data-webhooks': undated,
  'steps-events': undated,
  'pre-existing-data-on-link': undated,
  'partial-summaries': undated,
  'rook-score-2-0': undated,
};

/** "November 2025 (ROOK published the month only)": an entry's date where its day is unknown. */
export function changelogDateLabel(slug: string): string | undefined {
  const precision = changelogDatePrecision[slug];
  return precision && `${precision.shown} (${precision.published})`;
}

/** Changelog entries that other pages link to, by their front-matter slug. */
const changelogEntries = {
  googleFitRemovedFromAuthorizedSources: 'google-fit-removed-from-authorized-sources',
  googleFitSupportEnded: 'google-fit-support-ended',
  sdk40Lts: 'sdk-4-0-lts',
  flutterLts120SupportEnds: 'flutter-lts-1-2-0-support-ends',
} as const;

type ChangelogEntryKey = keyof typeof changelogEntries;

function changelogUrl(key: ChangelogEntryKey): string {
  return `${routes.changelog}${changelogEntries[key]}/`;
}

/**
 * Deprecated things in the API reference and the dated entry that explains
 * them. Keys are operationIds from the contract, plus `googleFit` for the
 * `google_fit` data source. `getAllDataSourceAuthorizers` is deprecated in the
 * contract but ROOK has published no date for it, so it has no entry (yet).
 */
export const deprecationChangelog = {
  getAuthorizedDataSourcesV1: changelogUrl('googleFitSupportEnded'),
  googleFit: changelogUrl('googleFitSupportEnded'),
} as const satisfies Record<string, string>;
