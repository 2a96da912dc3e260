import {permissionSheetFor} from '../../../../core/data/showcasePermissions';
import {grantedCount, type Connection} from '../state/showcaseReducer';
import type {ShowcaseSource} from '../state/connections';

/** One-line status of a source, as the list rows show it. */
export function statusText(source: ShowcaseSource, connection: Connection): string {
  if (source.kind === 'api') return connection.linked ? 'Connected' : 'Not connected';
  const total = permissionSheetFor(source.slug)?.types.length ?? 0;
  const granted = grantedCount(connection);
  if (connection.linked) return `Linked, ${granted} of ${total} data types allowed`;
  return granted > 0 ? `Not linked, ${granted} data types still allowed on the phone` : 'Not linked';
}
