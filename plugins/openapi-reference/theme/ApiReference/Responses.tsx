import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {ResponseModel} from '../../../../core/contract/model/types';
import MediaContent from './MediaContent';
import RichText from '@site/ui/RichText';
import StatusBadge from './StatusBadge';
import styles from './styles.module.css';
import {headings, responseStatusLabel} from '../../../../core/contract/model/labels';
import Section from './Section';

/**
 * Every response of an operation, each under its own #response-{status}
 * anchor, with its fields. Examples are shown separately (the right pane of
 * an operation page) unless `examples` is set.
 */
export default function Responses({responses, examples = true}: {responses: ResponseModel[]; examples?: boolean}): ReactNode {
  return (
    <Section id="responses" title={headings.responses}>
      {responses.map((response) => (
        <section key={response.status} className={styles.response}>
          <Heading as="h3" id={response.anchor}>
            <StatusBadge status={response.status} /> {responseStatusLabel(response.status)}
          </Heading>
          <RichText text={response.description} minHeading={4} idPrefix={`${response.anchor}-`} />
          {response.content.length === 0 && <p className={styles.note}>No response body.</p>}
          {/* Error bodies start folded: most readers look for the success answer first. */}
          <MediaContent content={response.content} anchor={response.anchor} examples={examples} open={response.status.startsWith('2')} />
        </section>
      ))}
    </Section>
  );
}
