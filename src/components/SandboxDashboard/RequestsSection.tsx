import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {failed, secondsTime, statusWord, type LoggedRequest, type StatusClass} from '../../../ui/sandboxRequests';
import type {Credentials} from '../../../ui/credentials';
import forms from '../../../ui/forms.module.css';
import Table from '../../../ui/Table';
import {control} from './api';
import RequestDetail from './RequestDetail';
import type {useSandbox} from './useSandbox';
import styles from './styles.module.css';

const REQUEST_LIMIT = 50;
/** How often the list is read while the tab is visible: reading the log is neither logged nor counted. */
const POLL_MS = 1_000;

interface Filter {
  status: StatusClass | '';
  operation: string;
}

const statusChoices: [Filter['status'], string][] = [
  ['', 'All statuses'],
  ['2xx', '2xx (OK)'],
  ['4xx', '4xx (refused)'],
  ['5xx', '5xx (server error)'],
];

/**
 * The client's newest requests (listSandboxRequests), read again about every second while the tab is visible,
 * never twice at once; an error keeps the last list and says what went wrong.
 */
function useRequestLog(credentials: Credentials, filter: Filter) {
  const [requests, setRequests] = useState<LoggedRequest[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {username, secret} = credentials;
  useEffect(() => {
    let stopped = false;
    let running = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The ids of the list on screen; null before the first answer, so an empty first list is drawn too.
    let shown: string | null = null;
    const using = {username, secret};
    const query = {
      limit: REQUEST_LIMIT,
      ...(filter.status && {status: filter.status}),
      ...(filter.operation && {operation_id: filter.operation}),
    };
    const poll = async () => {
      clearTimeout(timer);
      if (stopped || running || document.visibilityState !== 'visible') return;
      running = true;
      const started = Date.now();
      try {
        const list = await control(using, (sandbox) => sandbox.GET('/_sandbox/requests', {params: {query}}));
        const ids = list.requests.map((request) => request.request_id).join();
        // The same list again (the usual answer): nothing to draw.
        if (!stopped && ids !== shown) {
          shown = ids;
          setRequests(list.requests);
        }
        if (!stopped) setError(null);
      } catch (failure) {
        if (!stopped) setError((failure as Error).message);
      } finally {
        running = false;
      }
      if (!stopped && document.visibilityState === 'visible')
        timer = setTimeout(() => void poll(), Math.max(0, POLL_MS - (Date.now() - started)));
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? void poll() : clearTimeout(timer));
    setRequests(null);
    void poll();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [username, secret, filter.status, filter.operation]);
  return {requests, error};
}

/**
 * Every request the sandbox answered for this client, ROOK's API and the control API alike, newest first and
 * updated about every second: when, what, how it went and how long it took, each with its detail (RequestDetail).
 */
export default function RequestsSection({sandbox}: {sandbox: ReturnType<typeof useSandbox>}): ReactNode {
  const id = useId();
  const {credentials} = sandbox;
  const [filter, setFilter] = useState<Filter>({status: '', operation: ''});
  const {requests, error} = useRequestLog(credentials, filter);
  // The operations seen in this client's log so far: the operation filter's choices.
  const [operations, setOperations] = useState<string[]>([]);
  const [shown, setShown] = useState<LoggedRequest | null>(null);
  const detailsButtons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    setOperations([]);
    setShown(null);
    setFilter({status: '', operation: ''});
  }, [credentials.username]);

  useEffect(() => {
    if (!requests) return;
    setOperations((known) => {
      const all = new Set([...known, ...requests.map((request) => request.operation_id).filter(Boolean)]);
      return all.size === known.length ? known : [...all].sort();
    });
  }, [requests]);

  const closeDetail = () => {
    if (shown) detailsButtons.current.get(shown.request_id)?.focus();
    setShown(null);
  };
  const filtered = filter.status !== '' || filter.operation !== '';

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`}>Requests</h2>
      <p>
        Every request the sandbox answered for this client, to ROOK’s API or to this control API, from your code, the Try it console or this
        page’s buttons: newest first, updated every second while this tab is in view. This page’s own reads of the state it shows are left
        out.
        {sandbox.isDemo &&
          ' The demo client is shared: its list holds every request made with it, and a hosted sandbox keeps none for it, so create a client of your own to see yours.'}
      </p>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <div className={clsx(forms.field, styles.field)}>
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            value={filter.status}
            onChange={(e) => setFilter({...filter, status: e.target.value as Filter['status']})}>
            {statusChoices.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className={clsx(forms.field, styles.field)}>
          <label htmlFor={`${id}-operation`}>Operation</label>
          <select id={`${id}-operation`} value={filter.operation} onChange={(e) => setFilter({...filter, operation: e.target.value})}>
            <option value="">All operations</option>
            {operations.map((operation) => (
              <option key={operation}>{operation}</option>
            ))}
          </select>
        </div>
      </form>
      {error && (
        <p className={styles.bad} role="alert">
          Could not read the requests: {error}
        </p>
      )}
      {requests === null ? (
        !error && <p className={styles.checking}>Reading the requests…</p>
      ) : requests.length === 0 ? (
        <p>
          {filtered
            ? 'No request of this client matches these filters.'
            : 'No requests yet. Call the sandbox with this client (from your code, the Try it console or the buttons above) and each request appears here within a second.'}
        </p>
      ) : (
        <Table
          columns={['Time (real, UTC)', 'Sandbox time', 'Method', 'Operation', 'Path', 'Status', 'Duration', 'Details']}
          caption={<>Requests of this client, newest first (at most {REQUEST_LIMIT})</>}
          focusable>
          {requests.map((request) => (
            <tr key={request.request_id}>
              <th scope="row">{secondsTime(request.at)}</th>
              <td>{secondsTime(request.sandbox_at)}</td>
              <td>{request.method}</td>
              <td>{request.operation_id || 'none'}</td>
              <td className={styles.path}>
                <code>{request.path}</code>
              </td>
              <td className={failed(request.status) ? styles.bad : undefined}>
                {request.status} {statusWord(request.status)}
              </td>
              <td>{request.duration_ms} ms</td>
              <td>
                <button
                  type="button"
                  className="button button--sm button--secondary"
                  aria-expanded={shown?.request_id === request.request_id}
                  aria-controls={shown?.request_id === request.request_id ? `request-${request.request_id}` : undefined}
                  aria-label={`Details of ${request.method} ${request.operation_id || request.path} at ${secondsTime(request.at)}`}
                  ref={(button) => {
                    if (button) detailsButtons.current.set(request.request_id, button);
                    else detailsButtons.current.delete(request.request_id);
                  }}
                  onClick={() => setShown(shown?.request_id === request.request_id ? null : request)}>
                  Details
                </button>
              </td>
            </tr>
          ))}
        </Table>
      )}
      {shown && sandbox.location && (
        <RequestDetail request={shown} baseUrl={sandbox.location.baseUrl} clientUuid={credentials.username} onClose={closeDetail} />
      )}
    </section>
  );
}
