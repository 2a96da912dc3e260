import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {NavModel, OverviewModel} from '../../../../core/contract/model/types';
import {firstParagraph} from '@site/core/markdown/text';
import ApiLayout from './ApiLayout';
import {SchemaLinksProvider} from './context';
import ErrorCatalogue from './ErrorCatalogue';
import {SchemeText} from './OperationAccess';
import OperationIndex from './OperationIndex';
import RichText from '@site/ui/RichText';
import PostmanDownloads from './PostmanDownloads';
import {apiRoutes} from '@site/core/config/routes';
import {fileName, otherReferences} from './references';
import Servers from './Servers';
import {PayloadLinks} from './WebhookDelivery';
import styles from './styles.module.css';
import {headings} from '../../../../core/contract/model/labels';
import Section from './Section';

/** Route component for /api/: the contract's introduction and everything that applies to all calls. */
export default function OverviewPage({nav, overview}: {nav: NavModel; overview: OverviewModel}): ReactNode {
  // plugins/docs-as-data makes the Postman files for ROOK's API only, not for the sandbox's control API.
  const withPostman = overview.downloads.yaml === apiRoutes.yaml;
  return (
    <SchemaLinksProvider nav={nav}>
      <ApiLayout
        nav={nav}
        current={nav.overviewPermalink}
        title={overview.title}
        description={firstParagraph(overview.description) ?? overview.title}>
        <header className={styles.header}>
          <p className={styles.endpoint}>
            <span className={styles.kind}>Version {overview.version}</span>
          </p>
          <Heading as="h1">{overview.title}</Heading>
        </header>
        <RichText text={overview.description} minHeading={2} />
        <Section id="servers" title={headings.servers}>
          <Servers servers={overview.servers} />
        </Section>
        <Section id="security-schemes" title={headings.securitySchemes}>
          <ul>
            {overview.security.map((s) => (
              <li key={s.name}>
                <SchemeText scheme={s} />
              </li>
            ))}
          </ul>
        </Section>
        <Section id="errors" title={headings.errors}>
          <ErrorCatalogue errors={overview.errors} />
        </Section>
        <Section id="operations" title={headings.operations}>
          <OperationIndex tags={overview.tags} />
        </Section>
        {overview.webhooksPermalink && (
          <Section id="webhooks" title={headings.webhooks}>
            <p>
              What ROOK sends to your endpoints, each payload with its own page; the{' '}
              <Link to={overview.webhooksPermalink}>webhook overview</Link> has the retry schedule and a signature verifier that runs in
              your browser.
            </p>
            {overview.webhooks.map((webhook) => (
              <section key={webhook.anchor}>
                <Heading as="h3" id={webhook.anchor}>
                  <Link to={`${overview.webhooksPermalink}#${webhook.anchor}`}>{webhook.name}</Link>
                </Heading>
                <p>{webhook.summary}.</p>
                <PayloadLinks pages={webhook.pages} />
              </section>
            ))}
          </Section>
        )}
        <Section id="downloads" title={headings.downloads}>
          <p>
            The OpenAPI {overview.version} contract these pages are built from{withPostman ? ', and a Postman collection made from it' : ''}
            :
          </p>
          <ul>
            {/* Plain links: these are files, not pages of the single-page app. */}
            <li>
              <a href={overview.downloads.yaml} download>
                {fileName(overview.downloads.yaml)}
              </a>{' '}
              (YAML)
            </li>
            <li>
              <a href={overview.downloads.json} download>
                {fileName(overview.downloads.json)}
              </a>{' '}
              (JSON)
            </li>
            {withPostman && <PostmanDownloads base={overview.downloads.yaml.replace(/[^/]*$/, '')} servers={overview.servers} />}
          </ul>
        </Section>
        <Section id="other-references" title={headings.otherReferences}>
          <ul>
            {otherReferences(nav.overviewPermalink).map((r) => (
              <li key={r.permalink}>
                <Link to={r.permalink}>{r.title}</Link>: {r.blurb}
              </li>
            ))}
          </ul>
        </Section>
      </ApiLayout>
    </SchemaLinksProvider>
  );
}
