import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {NavModel, OverviewModel} from '../../model/types';
import {firstParagraph} from '@site/src/markdown/text';
import ApiLayout from './ApiLayout';
import {SchemaLinksProvider} from './context';
import ErrorCatalogue from './ErrorCatalogue';
import {schemeLabel} from './OperationAccess';
import OperationIndex from './OperationIndex';
import RichText from '@site/src/markdown/RichText';
import PostmanDownloads from './PostmanDownloads';
import {apiRoutes} from '@site/src/config/routes';
import {fileName, otherReferences} from './references';
import Servers from './Servers';
import styles from './styles.module.css';

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
        <section>
          <Heading as="h2" id="servers">
            Servers
          </Heading>
          <Servers servers={overview.servers} />
        </section>
        <section>
          <Heading as="h2" id="security-schemes">
            Security schemes
          </Heading>
          <ul>
            {overview.security.map((s) => (
              <li key={s.name}>
                {schemeLabel(s)} (<code>{s.name}</code>)
                <RichText text={s.description} minHeading={6} />
              </li>
            ))}
          </ul>
        </section>
        <section>
          <Heading as="h2" id="errors">
            Error catalogue
          </Heading>
          <ErrorCatalogue errors={overview.errors} />
        </section>
        <section>
          <Heading as="h2" id="operations">
            Operations
          </Heading>
          <OperationIndex tags={overview.tags} />
        </section>
        {overview.webhooksPermalink && (
          <section>
            <Heading as="h2" id="webhooks">
              Webhooks
            </Heading>
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
                <ul className={styles.opList}>
                  {webhook.pages.map((page) => (
                    <li key={page.slug}>
                      <Link to={page.permalink}>{page.title}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </section>
        )}
        <section>
          <Heading as="h2" id="downloads">
            Download the contract
          </Heading>
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
        </section>
        <section>
          <Heading as="h2" id="other-references">
            Other references
          </Heading>
          <ul>
            {otherReferences(nav.overviewPermalink).map((r) => (
              <li key={r.permalink}>
                <Link to={r.permalink}>{r.title}</Link>: {r.blurb}
              </li>
            ))}
          </ul>
        </section>
      </ApiLayout>
    </SchemaLinksProvider>
  );
}
