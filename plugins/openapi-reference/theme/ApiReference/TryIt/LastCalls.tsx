import {useEffect, useId, useState, type ReactNode} from 'react';
import {recentSandboxRequests, savedSandboxClient} from '@site/ui/sandboxClient';
import {failed, secondsTime, statusWord, type LoggedRequest} from '@site/ui/sandboxRequests';
import type {Credentials} from '@site/ui/credentials';
import forms from '@site/ui/forms.module.css';
import Link from '@docusaurus/Link';
import {routes} from '@site/core/config/routes';
import styles from './console.module.css';

/** How many calls the list shows. */
const SHOWN = 5;
/** The log is written in the background, a moment after the answer: after a send, read again this often, this many times, until it is there. */
const RETRY_MS = 250;
const RETRIES = 12;

/** A send from the console: the id its answer carried (X-Sandbox-Request-Id), if any, and the client it was sent as. */
export interface Sent {
  requestId: string | null;
  username: string;
}

/**
 * Under the console, when this tab holds a sandbox client of the reader's own (ui/sandboxClient.ts): that
 * client's last calls to this operation (listSandboxRequests), read when the console opens and again after
 * each send, each with its status, time, the rule and its docs for a refusal, and its request id. Nothing
 * for a tab with no client of its own (the demo client's log is everyone's).
 */
export default function LastCalls({operationId, baseUrl, sent}: {operationId: string; baseUrl: string; sent: Sent | null}): ReactNode {
  const id = useId();
  const [own, setOwn] = useState<Credentials | null>(null);
  const [calls, setCalls] = useState<LoggedRequest[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // Read again on each send: the send may have created the client (a hosted sandbox keeps the demo pair read-only).
    const client = savedSandboxClient();
    setOwn(client);
    if (!client) return undefined;
    const expected = sent?.username === client.username ? sent.requestId : null;
    let stopped = false;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const list = await recentSandboxRequests(baseUrl, client, operationId, SHOWN);
        if (stopped) return;
        setCalls(list);
        setError(null);
        if (expected && !list.some((call) => call.request_id === expected) && ++tries < RETRIES)
          timer = setTimeout(() => void read(), RETRY_MS);
      } catch (failure) {
        if (!stopped) setError((failure as Error).message);
      }
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [baseUrl, operationId, sent]);

  if (!own) return null;
  return (
    <section className={styles.lastCalls} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.title}>
        Your last calls to {operationId}
      </h3>
      <p className={forms.hint}>
        Sent by your sandbox client <code>{own.username}</code>, from here or anywhere else, newest first; all of its requests are in the{' '}
        <Link to={routes.sandboxDashboard}>sandbox dashboard</Link>.
      </p>
      {error && <p role="alert">Could not read your last calls: {error}</p>}
      {calls === null ? (
        !error && <p>Reading your last calls…</p>
      ) : calls.length === 0 ? (
        <p>Your client has not called {operationId} yet.</p>
      ) : (
        <ol className={styles.calls}>
          {calls.map((call) => (
            <li key={call.request_id}>
              <span className={failed(call.status) ? styles.bad : styles.ok}>
                {call.status} {statusWord(call.status)}
              </span>{' '}
              at {secondsTime(call.at)} (sandbox clock {secondsTime(call.sandbox_at)}), {call.duration_ms} ms
              {call.rule && (
                <p>
                  {call.rule}
                  {call.help && (
                    <>
                      {' '}
                      (<a href={call.help}>what this rule means and how to fix it</a>)
                    </>
                  )}
                </p>
              )}
              <p className={forms.hint}>
                Request id <code>{call.request_id}</code>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
