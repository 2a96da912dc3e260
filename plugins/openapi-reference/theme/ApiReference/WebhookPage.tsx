import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {NavModel, WebhookPageModel} from '../../../../core/contract/model/types';
import {formatValue} from '../../../../core/contract/model/fields';
import {containsCodeBlock, firstParagraph} from '@site/core/markdown/text';
import ServerHtmlBlock from '@site/ui/ServerHtmlBlock';
import RichText from '@site/ui/RichText';
import ApiLayout from './ApiLayout';
import {SchemaLinksProvider, useSchemaHref} from './context';
import MethodBadge from './MethodBadge';
import ParameterTable from './ParameterTable';
import {FoldedExample} from './ResponseExamples';
import Responses from './Responses';
import SchemaTree from './SchemaTree';
import {VerifyHowTo, WebhookRetries} from './WebhookDelivery';
import panes from './panes.module.css';
import styles from './styles.module.css';
import {headings} from '../../../../core/contract/model/labels';
import Section from './Section';

function Kind({page}: {page: WebhookPageModel}): ReactNode {
  const {kind} = page;
  if (!kind) return null;
  if (kind.values.length === 1) {
    return (
      <p>
        <code>{kind.field}</code> is always <code>{formatValue(kind.values[0]!)}</code> in this payload.
      </p>
    );
  }
  return (
    <>
      <p>
        <code>{kind.field}</code> says which notice it is, one of:
      </p>
      <ul>
        {kind.values.map((value) => (
          <li key={formatValue(value)}>
            <code>{formatValue(value)}</code>
          </li>
        ))}
      </ul>
    </>
  );
}

function SchemaLink({name}: {name: string}): ReactNode {
  const href = useSchemaHref(name);
  return href ? (
    <p className={styles.note}>
      Schema: <Link to={href}>{name}</Link>
    </p>
  ) : null;
}

/**
 * Route component for /api/webhooks/{slug}/: one payload a webhook sends,
 * laid out like an operation page (two panes from 996 px): when it is sent,
 * its headers, fields, the answer ROOK expects, retries and how to verify
 * it on the left; its example on the right.
 */
export default function WebhookPage({nav, webhook: page}: {nav: NavModel; webhook: WebhookPageModel}): ReactNode {
  const {webhook} = page;
  const description = firstParagraph(page.schema.description) ?? webhook.summary;
  return (
    <SchemaLinksProvider nav={nav}>
      <ApiLayout nav={nav} current={page.permalink} title={`${page.title} · ${webhook.name}`} description={description} wide>
        <div className={panes.panes}>
          <div className={panes.explanation}>
            <header className={styles.header}>
              <p className={styles.endpoint}>
                <MethodBadge method={webhook.method} />
                <span className={styles.kind}>
                  <Link to={`${nav.webhooksPermalink ?? nav.overviewPermalink}#${webhook.anchor}`}>{webhook.name}</Link> · to your endpoint
                </span>
              </p>
              <Heading as="h1">{page.title}</Heading>
              <RichText text={page.schema.description} minHeading={2} idPrefix="about-" />
              <Kind page={page} />
            </header>
            <Section id="when" title={headings.when}>
              <p>
                <strong>{webhook.summary}.</strong>
              </p>
              <RichText text={webhook.description} minHeading={3} idPrefix="when-" />
            </Section>
            {/* The headers and the payload's fields: kept as the server sent them while the page hydrates, unless a code block needs its copy button. */}
            <ServerHtmlBlock as="div" keep={!containsCodeBlock([webhook.parameters, page.schema])}>
              <Section id="headers" title={headings.headers}>
                <ParameterTable parameters={webhook.parameters} />
              </Section>
              <Section id="payload" title={headings.payload}>
                <p className={styles.note}>
                  Content type <code>{page.contentType}</code>
                </p>
                {page.schemaName && <SchemaLink name={page.schemaName} />}
                <SchemaTree node={page.schema} anchor="payload" />
              </Section>
            </ServerHtmlBlock>
            <Responses responses={webhook.responses} />
            <WebhookRetries webhook={webhook} />
            <VerifyHowTo datetimePath={page.signed.datetimePath} exampleMessage={page.signed.exampleMessage} />
          </div>
          {/* Focusable: it scrolls on its own on wide screens (keyboard users). */}
          <section className={panes.side} aria-label="Payload example" tabIndex={0}>
            <Heading as="h2" id="example">
              Example
            </Heading>
            <FoldedExample example={page.example} label="the example payload" />
          </section>
        </div>
      </ApiLayout>
    </SchemaLinksProvider>
  );
}
