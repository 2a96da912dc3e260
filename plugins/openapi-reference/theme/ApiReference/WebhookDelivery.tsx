import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {afterLastRetry, dataWebhookDelivery, deliveryAttempts, signedDatetimeCaveat} from '@site/core/data/webhooks';
import {apiRoutes, routes} from '@site/core/config/routes';
import Mark from '@site/ui/Mark';
import type {WebhookModel} from '../../../../core/contract/model/types';
import styles from './styles.module.css';
import {headings} from '../../../../core/contract/model/labels';
import Section from './Section';

/** A webhook's payload pages, on the API overview and the webhook overview. */
export function PayloadLinks({pages}: {pages: readonly {slug: string; permalink: string; title: string}[]}): ReactNode {
  return (
    <ul className={styles.opList}>
      {pages.map((page) => (
        <li key={page.slug}>
          <Link to={page.permalink}>{page.title}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The retry schedule (core/data/webhooks.ts), for the webhook it is known for; other webhooks say it is not published. */
export function WebhookRetries({webhook, id = 'retries'}: {webhook: Pick<WebhookModel, 'key' | 'name'>; id?: string}): ReactNode {
  const d = dataWebhookDelivery;
  return (
    <Section id={id} title={headings.retries}>
      {webhook.key === d.webhook ? (
        <>
          <p>
            Your endpoint accepts a delivery by answering{' '}
            {d.acceptedStatuses.map((s, i) => (
              <span key={s}>
                {i === 0 ? '' : i === d.acceptedStatuses.length - 1 ? ' or ' : ', '}
                <code>{s}</code>
              </span>
            ))}
            . After any other answer, or none, ROOK sends the same payload again:
          </p>
          <ol>
            {deliveryAttempts().map((attempt) => (
              <li key={attempt}>{attempt};</li>
            ))}
            <li>
              {afterLastRetry()}{' '}
              <Link to={apiRoutes.operation(d.resendOperationId)}>
                <code>{d.resendOperationId}</code>
              </Link>
              .
            </li>
          </ol>
          <p className={styles.note}>
            The same schedule is described in the <Link to={`${routes.dataDelivery}#retries`}>data delivery guide</Link>.
          </p>
        </>
      ) : (
        <p>
          ROOK has not published a retry schedule for the {webhook.name}; the one known is the Data Webhook’s (
          <Link to={`${apiRoutes.webhooks}#retries`}>webhook overview</Link>).
        </p>
      )}
    </Section>
  );
}

/** How to check a payload's X-ROOK-HASH: the message, the datetime (which ROOK has not published), the verifier and the guide's code. */
export function VerifyHowTo({datetimePath, exampleMessage}: {datetimePath?: string; exampleMessage?: string}): ReactNode {
  return (
    <Section id="verify" title={headings.verify}>
      <p>
        The <code>X-ROOK-HASH</code> header is the HMAC-SHA256, hex-encoded, keyed with your hash key, of <code>client_uuid</code>,{' '}
        <code>user_id</code> and a datetime joined with no separator.
        {datetimePath && (
          <>
            {' '}
            For this payload the datetime is <code>{datetimePath}</code>.
          </>
        )}
      </p>
      {exampleMessage && (
        <p>
          The message signed for the example: <code className={styles.breakAll}>{exampleMessage}</code>
        </p>
      )}
      <div className="alert alert--warning" role="note">
        <Mark of="sandbox-model" explained lead /> {signedDatetimeCaveat}
      </div>
      <p>
        Check a payload in the <Link to={`${apiRoutes.webhooks}#verifier`}>in-browser verifier</Link>, or copy the verification code for
        Node.js and Python from the <Link to={`${routes.dataDelivery}#verify-the-signature`}>data delivery guide</Link>. A complete receiver
        for your framework, which reads the raw body, compares in constant time and answers at once, is in{' '}
        <Link to={routes.webhookVerify}>verify webhooks in your framework</Link>.
      </p>
    </Section>
  );
}
