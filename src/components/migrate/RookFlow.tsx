import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Mark from '@site/ui/Mark';
import {dataSources} from '@site/core/data/dataSources';
import {dataWebhookDelivery} from '@site/core/data/webhooks';

/**
 * ROOK's side of a migration page's "How the flows differ" table: one cell per
 * flow, written once for every platform's page. Source names, pre-existing
 * days and the webhook's answers and retries come from the shared data
 * modules, so a change there reaches every page.
 */

/** `a, b and c` (or `a, b or c`), the site's way of writing a list in a sentence. */
const list = (names: readonly (string | number)[], word = 'and'): string =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${word} ${names.at(-1)}`;
const namesOf = (kind: 'api' | 'sdk') => dataSources.filter((s) => s.kind === kind).map((s) => s.name);
const daysOf = (kind: 'api' | 'sdk') =>
  Math.max(...dataSources.flatMap((s) => (s.kind === kind && s.preExistingDays ? [s.preExistingDays] : [])));

const operation = (id: string): ReactNode => (
  <Link to={`/api/operations/${id}/`}>
    <code>{id}</code>
  </Link>
);

function Connect(): ReactNode {
  return (
    <>
      For API sources ({list(namesOf('api'))}) the user gives consent on the provider’s page: {operation('getDataSourceAuthorizer')} returns
      the user’s authorization URL for one source ({operation('getAllDataSourceAuthorizers')}, every enabled source at once, is deprecated).
      An optional <code>redirect_url</code> (https, 1 to 50 characters) brings the user back. {list(namesOf('sdk'))} connect through ROOK’s
      mobile SDKs, with the permission given on the device. See <Link to="/docs/rookconnect/data-authorization/">data authorization</Link>.
    </>
  );
}

function Webhooks(): ReactNode {
  const {acceptedStatuses, retryAfterHours} = dataWebhookDelivery;
  return (
    <>
      One Data Webhook URL per environment, registered in the ROOK Portal. It receives every document; an update comes as the same document
      with a higher <code>document_version</code>. Your endpoint takes a POST with no Authorization header and answers{' '}
      {list(acceptedStatuses, 'or')}; ROOK retries after {list(retryAfterHours)} hours.
    </>
  );
}

function Verify(): ReactNode {
  return (
    <>
      The <code>X-ROOK-HASH</code> header: HMAC-SHA256, keyed with the secret hash key ROOK gives you, of <code>client_uuid</code>,{' '}
      <code>user_id</code> and a datetime joined with no separator.{' '}
      <Mark of="not-published" detail="ROOK has not published which datetime value it signs." /> See{' '}
      <Link to="/docs/webhooks/verify/">verify a webhook</Link>.
    </>
  );
}

function History({reads}: {reads: string[]}): ReactNode {
  return (
    <>
      On a user’s first link, ROOK fetches up to {daysOf('api')} days (API sources) or {daysOf('sdk')} days (SDK sources) of physical, sleep
      and body summaries and delivers them like any other document. The API reads one structure for one user and date:{' '}
      {reads.map((id, i) => (
        <span key={id}>
          {i > 0 && ', '}
          {operation(id)}
        </span>
      ))}
      . See <Link to="/docs/rookconnect/data_extraction/">data extraction</Link>.
    </>
  );
}

function Delete(): ReactNode {
  const deleting = dataSources.filter((s) => 'revokeDeletesUser' in s && s.revokeDeletesUser).map((s) => s.name);
  return (
    <>
      {operation('revokeDataSource')} disconnects the user from a source; the user must authorize again to reconnect. Revoking{' '}
      {list(deleting)} deletes the user at ROOK. The mobile SDKs remove their user with <code>deleteUserFromRook</code> (
      <code>removeUserFromRook</code> in some). <Mark of="integration-guides" /> ROOK publishes no call that deletes a user and their data:
      ask ROOK (<Link to="/docs/user-lifecycle/#delete">user lifecycle</Link>).
    </>
  );
}

export default function RookFlow({
  step,
  reads = [],
}: {
  step: 'connect' | 'webhooks' | 'verify' | 'history' | 'delete';
  reads?: string[];
}): ReactNode {
  if (step === 'connect') return <Connect />;
  if (step === 'webhooks') return <Webhooks />;
  if (step === 'verify') return <Verify />;
  if (step === 'history') return <History reads={reads} />;
  return <Delete />;
}
