import {useId, type ReactNode} from 'react';
import type {Delivery} from './api';
import {attemptAnswer, sandboxTime} from './format';
import styles from './styles.module.css';
import Table from '../../../ui/Table';

/** One delivery in full: where it goes, the request's headers and body, and each attempt's time, status and answer. */
export default function DeliveryDetail({delivery, onClose}: {delivery: Delivery; onClose: () => void}): ReactNode {
  const id = useId();
  return (
    <section id={`delivery-${delivery.id}`} aria-labelledby={`${id}-heading`} className={styles.detail}>
      <h3 id={`${id}-heading`}>
        Delivery #{delivery.id}
        {delivery.test ? ' (test webhook)' : ''}
      </h3>
      <dl className={styles.urls}>
        <dt>POST to</dt>
        <dd>
          <code>{delivery.url}</code>
        </dd>
        <dt>Status</dt>
        <dd>
          {delivery.status}
          {delivery.next_attempt_at ? `, next try ${sandboxTime(delivery.next_attempt_at)}` : ''}
        </dd>
      </dl>
      <h4>Request headers</h4>
      <pre className={styles.code} tabIndex={0} role="region" aria-label={`Request headers of delivery #${delivery.id}`}>
        {Object.entries(delivery.headers)
          .map(([name, value]) => `${name}: ${value}`)
          .join('\n')}
      </pre>
      <h4>Request body</h4>
      <pre className={styles.code} tabIndex={0} role="region" aria-label={`Request body of delivery #${delivery.id}`}>
        {JSON.stringify(delivery.payload, null, 2)}
      </pre>
      {delivery.attempts.length === 0 ? (
        <p>No attempt yet.</p>
      ) : (
        <Table columns={['Attempt', 'Time (sandbox)', 'Status', 'Answer']} caption={`Attempts of delivery #${delivery.id}, oldest first`}>
          {delivery.attempts.map((attempt, index) => (
            <tr key={`${attempt.at}-${index}`}>
              <th scope="row">{index + 1}</th>
              <td>{sandboxTime(attempt.at)}</td>
              <td>{attemptAnswer(attempt)}</td>
              <td>{attempt.error ?? (attempt.answer ? <code>{attempt.answer}</code> : 'Empty body')}</td>
            </tr>
          ))}
        </Table>
      )}
      <button type="button" className="button button--secondary" onClick={onClose}>
        Close delivery #{delivery.id}
      </button>
    </section>
  );
}
