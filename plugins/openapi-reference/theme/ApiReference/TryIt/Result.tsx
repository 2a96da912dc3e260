import {useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import {language, languageGroupId} from '@site/core/data/codeTabs';
import {generateSamples, sampleEnv} from '../../../../../core/contract/model/samples';
import type {ExactRequest} from './call';
import styles from './console.module.css';

export type CallOutcome =
  | {
      kind: 'answer';
      request: ExactRequest;
      status: number;
      statusText: string;
      ms: number;
      headers: [string, string][];
      body: string;
      json: boolean;
      violations: string[];
      /** Something the console did on the reader's behalf before this answer (a client of their own). */
      note?: string;
    }
  | {kind: 'blocked'; request: ExactRequest; origin: string};

/** The exact call sent, in every language of the site's tabs, with "Copy as curl". */
function ExactCall({request}: {request: ExactRequest}): ReactNode {
  // Credentials stay in environment variables: the samples never carry them. The curl call
  // sets the host itself, so "Copy as curl" pastes a command that reaches the server used here.
  const samples = generateSamples(request).map((sample) =>
    sample.language === 'curl' ? {...sample, code: `export ${sampleEnv.host}='${request.server}'\n${sample.code}`} : sample,
  );
  const curl = samples.find((s) => s.language === 'curl')?.code ?? '';
  const [copied, setCopied] = useState(false);
  return (
    <section className={styles.block} aria-label="The call sent">
      <div className={styles.row}>
        <h3 className={styles.title}>The call, to run yourself</h3>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => navigator.clipboard.writeText(curl).then(() => setCopied(true))}>
          {copied ? 'Copied' : 'Copy as curl'}
        </button>
      </div>
      <p>
        Set <code>{sampleEnv.host}</code> to <code>{request.server}</code> (the curl call does it) and the credential variables{' '}
        <code>{sampleEnv.user}</code> and <code>{sampleEnv.password}</code> before running it.
      </p>
      <Tabs groupId={languageGroupId}>
        {samples.map((sample) => (
          <TabItem key={sample.language} value={sample.language} label={language(sample.language).label}>
            <CodeBlock language={language(sample.language).highlight}>{sample.code}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}

/** What came back: status, time, headers, body, and how it compares with the contract. */
export default function Result({outcome}: {outcome: CallOutcome}): ReactNode {
  if (outcome.kind === 'blocked') {
    return (
      <div className={styles.result}>
        <div className={styles.problems} role="alert">
          <p>
            <strong>The browser blocked this call to {outcome.origin}.</strong> This page may only call its own origin (the site’s content
            security policy), and ROOK’s servers do not accept calls from web pages on other sites (CORS). Nothing was sent. Run the same
            call from a terminal or your server instead; the curl below is the exact request.
          </p>
        </div>
        <ExactCall request={outcome.request} />
      </div>
    );
  }
  const good = outcome.status < 400;
  return (
    <div className={styles.result}>
      {outcome.note && <p className={styles.hint}>{outcome.note}</p>}
      <p className={styles.row} role="status">
        <span className={good ? styles.ok : styles.bad}>
          {outcome.status} {outcome.statusText}
        </span>
        <span>in {outcome.ms} ms</span>
      </p>
      {outcome.violations.length ? (
        <div className={styles.problems}>
          <p>The answer does not match the contract:</p>
          <ul>
            {outcome.violations.map((v) => (
              <li key={v}>{v}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className={styles.hint}>The answer matches the contract’s schema for status {outcome.status}.</p>
      )}
      <details className={styles.block}>
        <summary>Headers ({outcome.headers.length})</summary>
        <dl className={styles.headers}>
          {outcome.headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <details className={styles.block} open>
        <summary>Body</summary>
        <CodeBlock language={outcome.json ? 'json' : 'text'}>{outcome.body || '(empty)'}</CodeBlock>
      </details>
      <ExactCall request={outcome.request} />
    </div>
  );
}
