import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import type {NavModel, SchemaPageModel} from '../../../../core/contract/model/types';
import {containsCodeBlock, firstParagraph} from '@site/core/markdown/text';
import ServerHtmlBlock from '@site/ui/ServerHtmlBlock';
import ApiLayout from './ApiLayout';
import {SchemaLinksProvider} from './context';
import MethodBadge from './MethodBadge';
import RichText from '@site/ui/RichText';
import SchemaFacts from './SchemaFacts';
import SchemaTree from './SchemaTree';
import TypeLabel from './TypeLabel';
import styles from './styles.module.css';
import {headings} from '../../../../core/contract/model/labels';
import Section from './Section';

/** Route component for /api/schemas/{SchemaName}/. */
export default function SchemaPage({nav, schema}: {nav: NavModel; schema: SchemaPageModel}): ReactNode {
  const description = firstParagraph(schema.schema.description) ?? `The ${schema.name} schema of the ${nav.title}.`;
  return (
    <SchemaLinksProvider nav={nav}>
      <ApiLayout nav={nav} current={schema.permalink} title={`${schema.name} schema`} description={description}>
        <header className={styles.header}>
          <p className={styles.endpoint}>
            <span className={styles.kind}>Schema</span>
            <TypeLabel node={{...schema.schema, refName: undefined}} />
          </p>
          <Heading as="h1">{schema.name}</Heading>
          <RichText text={schema.schema.description} minHeading={2} idPrefix="about-" />
          <SchemaFacts node={schema.schema} showDescription={false} />
        </header>
        <Section id="fields" title={headings.fields}>
          {schema.schema.properties.length || schema.schema.variants || schema.schema.items ? (
            // Kept as the server sent it while the page hydrates, unless a code block in it needs its copy button.
            <ServerHtmlBlock as="div" keep={!containsCodeBlock(schema.schema)}>
              <SchemaTree node={schema.schema} anchor="property" showRoot={false} />
            </ServerHtmlBlock>
          ) : (
            <p className={styles.note}>A single value: no fields.</p>
          )}
        </Section>
        {schema.example !== undefined && (
          <Section id="example" title={headings.example}>
            <CodeBlock language="json">{JSON.stringify(schema.example, null, 2)}</CodeBlock>
          </Section>
        )}
        {schema.usedBy.length > 0 && (
          <Section id="used-by" title={headings.usedBy}>
            <ul className={styles.opList}>
              {schema.usedBy.map((op) => (
                <li key={op.operationId}>
                  <MethodBadge method={op.method} small /> <Link to={op.permalink}>{op.summary}</Link> <code>{op.path}</code>
                </li>
              ))}
            </ul>
          </Section>
        )}
      </ApiLayout>
    </SchemaLinksProvider>
  );
}
