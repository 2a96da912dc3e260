// Handlers of the pages an end user opens (openapi/sandbox.yaml, tag Pages): the consent page behind
// an authorization URL and its answer, the connections page, and the sources' logos. They need no
// client: a page's token (or, for logos, nothing) is what lets its reader in.
import {timingSafeEqual} from 'node:crypto';
import {dataSources, withingsUnlinkDelay} from '../../../core/data/dataSources';
import {connectionsPage, consentPage, invalidLinkPage, logoSvg} from '../pages';
import {authorizerSources} from '../../model/sources';
import {answerConsent} from '../../domain/users';
import {connectionsPath, connectionsToken, withingsDelayMinutes} from '../../domain/connections';
import {notFound} from './control';
import type {ControlOperations, PublicHandlerTable} from './context';

export const pageHandlers: PublicHandlerTable<ControlOperations> = {
  showConsentPage: (services) => async (request, reply) => {
    const {token} = request.params;
    const consent = await services.store.users.waitingConsent(token);
    reply.type('text/html; charset=utf-8');
    if (!consent) return reply.code(404).send(invalidLinkPage());
    return consentPage({source: consent.data_source, userId: consent.user_id, action: `${services.prefix}/connect/${token}`});
  },
  decideConsent: (services) => async (request, reply) => {
    const {token} = request.params;
    const {decision} = request.body;
    // The hosted sandbox's demo client is read-only: a link of its users made earlier is not valid there.
    const result = await answerConsent(services, token, decision, services.publicMode !== null);
    if (!result) return reply.code(404).type('text/html; charset=utf-8').send(invalidLinkPage());
    // Like ROOK, the client_uuid and user_id are appended to redirect_url as path segments.
    const target = result.redirect_url
      ? new URL(`${result.redirect_url.replace(/\/$/, '')}/${result.client_uuid}/${encodeURIComponent(result.user_id)}`).href
      : connectionsPath(services.prefix, (await services.store.clients.pageKey(result.client_uuid))!, result.client_uuid, result.user_id);
    return reply.code(303).header('Location', target).send();
  },
  showConnectionsPage: (services) => async (request, reply) => {
    const {client_uuid: clientUuid, user_id: userId, token} = request.params;
    reply.type('text/html; charset=utf-8');
    // The same answer for an unknown client, an unknown user and a wrong token: nothing says which ids exist.
    const pageKey = await services.store.clients.pageKey(clientUuid);
    const expected = Buffer.from(pageKey ? connectionsToken(pageKey, clientUuid, userId) : '');
    const given = Buffer.from(token);
    const valid = Boolean(pageKey) && expected.length === given.length && timingSafeEqual(expected, given);
    const user = valid ? await services.store.users.userContext(services.store.db, clientUuid, userId) : null;
    // A user a revoke deleted (Withings) keeps a page that says so while Withings itself lists the link.
    const deletion = valid && !user ? await services.store.users.deletion(clientUuid, userId) : null;
    if (!user && !deletion) return reply.code(404).send(invalidLinkPage('This connections page link is not valid.'));
    const client = await services.store.clients.client(clientUuid);
    const now = services.store.clients.now(client);
    const links = user?.links ?? (deletion ? [{source: deletion.source, linkedAt: deletion.deletedAt, revokedAt: deletion.deletedAt}] : []);
    const open = new Set(links.filter((link) => link.revokedAt === null).map((link) => link.source));
    const rows = [];
    for (const source of [...authorizerSources, ...dataSources.filter((s) => s.kind === 'sdk')]) {
      let connectUrl: string | null = null;
      // The hosted sandbox's demo client is read-only: its page offers no Connect links.
      const readOnly = services.publicMode !== null && clientUuid === services.contracts.demo.clientUuid;
      if (user && !open.has(source.name) && source.authorizerName && !readOnly) {
        const token = await services.store.users.consentToken(clientUuid, userId, source.name, null);
        connectUrl = `${services.prefix}/connect/${token}`;
      }
      let note: string | null = null;
      const lastRevoke = links.filter((l) => l.source === source.name && l.revokedAt !== null).at(-1);
      if (source.name === 'Withings' && !open.has('Withings') && lastRevoke) {
        const shownAt = lastRevoke.revokedAt! + withingsDelayMinutes(clientUuid, userId) * 60_000;
        if (shownAt > now)
          note = `Unlinked at ROOK. Withings itself still lists the link until ${new Date(shownAt).toISOString()} (sandbox time). ROOK says Withings takes ${withingsUnlinkDelay.supportArticle} (its support article) or ${withingsUnlinkDelay.documentation} (its documentation); the sandbox models the first.`;
      }
      rows.push({source: source.name, authorized: open.has(source.name), connectUrl, note});
    }
    const deleted = deletion ? {source: deletion.source, at: new Date(deletion.deletedAt).toISOString()} : undefined;
    return connectionsPage(userId, rows, deleted);
  },
  getSourceLogo: (services) => async (request, reply) => {
    const {file} = request.params;
    const source = dataSources.find((s) => `${s.slug}.svg` === file);
    if (!source) notFound(services, request);
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(logoSvg(source.name));
  },
};
