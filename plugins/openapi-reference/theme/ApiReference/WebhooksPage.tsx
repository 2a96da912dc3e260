import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {NavModel, WebhooksOverviewModel} from '../../../../core/contract/model/types';
import {routes} from '@site/core/config/routes';
import {dataWebhookDelivery} from '@site/core/data/webhooks';
import RichText from '@site/ui/RichText';
import ApiLayout from './ApiLayout';
import {SchemaLinksProvider} from './context';
import ParameterTable from './ParameterTable';
import {PayloadLinks, VerifyHowTo, WebhookRetries} from './WebhookDelivery';
import WebhookVerifier from './WebhookVerifier';
import styles from './styles.module.css';
import {headings, payloadsHeading, webhooksIntro} from '../../../../core/contract/model/labels';
import Section from './Section';

/**
 * Route component for /api/webhooks/: every webhook of the contract with
 * its headers and payload pages, the retry schedule, and the in-browser
 * signature verifier.
 */
export default function WebhooksPage({nav, webhooks}: {nav: NavModel; webhooks: WebhooksOverviewModel}): ReactNode {
  const first = webhooks.webhooks[0];
  return (
    <SchemaLinksProvider nav={nav}>
      <ApiLayout
        nav={nav}
        current={webhooks.permalink}
        title={`${webhooks.title} · ${nav.title}`}
        description="The requests ROOK sends to your endpoints: every payload, its signature header, the retry schedule, and a signature verifier that runs in your browser.">
        <header className={styles.header}>
          <p className={styles.endpoint}>
            <span className={styles.kind}>{nav.title}</span>
          </p>
          <Heading as="h1">{webhooks.title}</Heading>
          <p>
            {webhooksIntro.before}
            <Link to={`${routes.dataDelivery}#data-webhook`}>{webhooksIntro.link}</Link>
            {webhooksIntro.after}
          </p>
        </header>
        {webhooks.webhooks.map((webhook) => (
          <section key={webhook.key}>
            <Heading as="h2" id={webhook.anchor}>
              {webhook.name}
            </Heading>
            <p>
              <strong>{webhook.summary}.</strong>
            </p>
            <RichText text={webhook.description} minHeading={3} idPrefix={`${webhook.anchor}-`} />
            <Heading as="h3" id={`${webhook.anchor}-payloads`}>
              {payloadsHeading(webhook.pages.length)}
            </Heading>
            <PayloadLinks pages={webhook.pages} />
            <Heading as="h3" id={`${webhook.anchor}-headers`}>
              {headings.headers}
            </Heading>
            <ParameterTable parameters={webhook.parameters} anchorPrefix={`${webhook.anchor}-`} />
          </section>
        ))}
        {first && <WebhookRetries webhook={webhooks.webhooks.find((w) => w.key === dataWebhookDelivery.webhook) ?? first} />}
        <VerifyHowTo />
        <Section id="verifier" title={headings.verifier}>
          <WebhookVerifier />
        </Section>
      </ApiLayout>
    </SchemaLinksProvider>
  );
}
