import {routes} from '../config/routes';

/**
 * Which changelog entry explains each deprecation. The entries themselves are
 * the Markdown files in `changelog/` (their `slug` front matter is the URL);
 * this module only points at them, so the API reference can link a
 * deprecation notice to its dated entry.
 */

/** The changelog's title: its page heading, browser title and feed name. */
export const changelogTitle = 'Changelog';

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
 * contract but the facts give no date for it, so it has no entry (yet).
 */
export const deprecationChangelog = {
  getAuthorizedDataSourcesV1: changelogUrl('googleFitSupportEnded'),
  googleFit: changelogUrl('googleFitSupportEnded'),
} as const satisfies Record<string, string>;
