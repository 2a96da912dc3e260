// A user's connections page: the token that opens it, and how long Withings itself keeps
// showing a link ROOK has already revoked.
import {createHmac} from 'node:crypto';
import {withingsUnlinkDelay} from '../../core/data/dataSources';

/**
 * The token that opens a user's connections page: an HMAC of client and user keyed with the
 * client's server-side page key, so only whoever got the URL from the sandbox can act there.
 */
export function connectionsToken(pageKey: string, clientUuid: string, userId: string): string {
  return createHmac('sha256', pageKey).update(`connections/${clientUuid}/${userId}`).digest('hex').slice(0, 32);
}

export function connectionsPath(prefix: string, pageKey: string, clientUuid: string, userId: string): string {
  return `${prefix}/connections/${clientUuid}/${encodeURIComponent(userId)}/${connectionsToken(pageKey, clientUuid, userId)}`;
}

/**
 * Minutes until Withings itself shows an unlink. ROOK gives two spans (core/data/dataSources.ts);
 * the sandbox models its support article's, fixed per user so a page and a test agree.
 */
export function withingsDelayMinutes(clientUuid: string, userId: string): number {
  const {min, max} = withingsUnlinkDelay.sandboxMinutes;
  let hash = 0;
  for (const char of `${clientUuid}/${userId}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return min + (hash % (max - min + 1));
}
