import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type {ResponseModel} from '../../model/types';
import MediaContent from './MediaContent';
import RichText from '@site/src/markdown/RichText';
import styles from './styles.module.css';

function statusClass(status: string): string | undefined {
  if (status.startsWith('2')) return styles.status2;
  if (status.startsWith('4')) return styles.status4;
  if (status.startsWith('5')) return styles.status5;
  return undefined;
}

/** Every response of an operation, each under its own #response-{status} anchor. */
export default function Responses({responses}: {responses: ResponseModel[]}): ReactNode {
  return (
    <section>
      <Heading as="h2" id="responses">
        Responses
      </Heading>
      {responses.map((response) => (
        <section key={response.status} className={styles.response}>
          <Heading as="h3" id={response.anchor}>
            <span className={clsx(styles.status, statusClass(response.status))}>{response.status}</span>{' '}
            {response.status === 'default' ? 'Any other status' : `Status ${response.status}`}
          </Heading>
          <RichText text={response.description} minHeading={4} idPrefix={`${response.anchor}-`} />
          {response.content.length === 0 && <p className={styles.note}>No response body.</p>}
          <MediaContent content={response.content} anchor={response.anchor} />
        </section>
      ))}
    </section>
  );
}
