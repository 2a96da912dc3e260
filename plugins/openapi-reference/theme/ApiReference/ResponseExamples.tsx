import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {ExampleModel, ResponseModel} from '../../../../core/contract/model/types';
import ExampleBlock from './ExampleBlock';
import ShowAll from './ShowAll';
import StatusBadge from './StatusBadge';
import styles from './panes.module.css';
import {headings} from '../../../../core/contract/model/labels';
import Section from './Section';

/** One example, folded to a few lines when it is long. */
export function FoldedExample({example, label}: {example: ExampleModel; label: string}): ReactNode {
  const lines = JSON.stringify(example.value, null, 2).split('\n').length;
  return (
    <ShowAll lines={lines} label={label}>
      <ExampleBlock example={example} />
    </ShowAll>
  );
}

/**
 * The right pane's answers: every example of every response, per status,
 * each under `#examples-{response anchor}` (the fields stay under
 * `#response-{status}` in the left pane).
 */
export default function ResponseExamples({responses}: {responses: ResponseModel[]}): ReactNode {
  const withExamples = responses.filter((r) => r.content.some((m) => m.examples.length));
  if (!withExamples.length) return null;
  return (
    <Section id="response-examples" title={headings.responseExamples}>
      {withExamples.map((response) => (
        <section key={response.status} className={styles.example}>
          <Heading as="h3" id={`examples-${response.anchor}`} className={styles.exampleHeading}>
            <StatusBadge status={response.status} /> example
          </Heading>
          <p className={styles.exampleFields}>
            <a href={`#${response.anchor}`}>Fields of the {response.status} response</a>
          </p>
          {response.content.flatMap((media) =>
            media.examples.map((example) => (
              <FoldedExample key={`${media.contentType}-${example.key}`} example={example} label={`the ${response.status} example`} />
            )),
          )}
        </section>
      ))}
    </Section>
  );
}
