/**
 * Showcase-only facts about how individual sources disconnect. Kept apart
 * from dataSources.ts, which holds the contract-level fields.
 */
import {withingsUnlinkDelay, type DataSourceSlug} from './dataSources';

/**
 * API sources for which ROOK's Pre-Existing Data add-on (on by default)
 * fetches the last 7 days of summaries when the user first links.
 */
export const historyOnLink: readonly DataSourceSlug[] = ['fitbit', 'garmin', 'oura', 'polar', 'whoop', 'withings'];

/** Sources whose disconnect reaches the provider later than ROOK, and how much later, as ROOK says it. */
export const revokeDelays: Partial<Record<DataSourceSlug, string>> = {
  withings: `${withingsUnlinkDelay.supportArticle} (${withingsUnlinkDelay.documentation}, says ROOK’s documentation)`,
};

/**
 * How to explain disconnecting for each connectable source that the revoke
 * endpoint does not accept (revokeName: null).
 */
export const disconnectWithoutRevoke: Partial<Record<DataSourceSlug, {summary: string; steps: readonly string[]}>> = {
  dexcom: {
    summary: 'ROOK’s revoke endpoint does not accept Dexcom, so this app cannot end the Dexcom link with one tap.',
    steps: [
      'The app tells the user that Dexcom stays linked and that the app cannot end the link by itself.',
      'How a Dexcom link is ended for a user is to be confirmed with ROOK support.',
    ],
  },
  'samsung-health': {
    summary: 'ROOK’s revoke endpoint does not accept Samsung Health: the link lives in the app, through the ROOK Samsung Health SDK.',
    steps: [
      'The app stops syncing: it cancels the SDK’s background sync and removes the user from the SDK.',
      'The user withdraws the app’s access in Samsung Health’s own settings; the app cannot do that for them.',
    ],
  },
};
