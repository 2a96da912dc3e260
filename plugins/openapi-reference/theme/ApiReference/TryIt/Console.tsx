import {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Json, OperationModel} from '../../../../../core/contract/model/types';
import type {SandboxLocation} from '@site/ui/sandboxLocation';
import {
  createFirstSandboxUser,
  createOwnSandboxClient,
  demoCredentials,
  isDemoReadOnly,
  newestSandboxUser,
  savedSandboxClient,
} from '@site/ui/sandboxClient';
import Link from '@docusaurus/Link';
import {routes} from '@site/core/config/routes';
import {
  initialBody,
  initialParams,
  paramValues,
  readerBody,
  readerParams,
  sampleRequest,
  serverChoices,
  urlOf,
  type CallForm,
  type ExactRequest,
} from './call';
import {forgetCredentials, readCredentials, saveCredentials, type Credentials} from '@site/ui/credentials';
import CredentialFields from '@site/ui/CredentialFields';
import forms from '@site/ui/forms.module.css';
import LastCalls, {type Sent} from './LastCalls';
import Result, {type CallOutcome} from './Result';
import {checkRequest, checkResponse, loadValidators} from './validation';
import styles from './console.module.css';

type Validators = Awaited<ReturnType<typeof loadValidators>>;

/** The user the console fills in for a client of the reader's own: its newest, or none yet (null). */
type Reader = {userId: string | null; looking: boolean};

/** The user_id the console's "Create a user" gives a client of the reader's own that has none. */
const FIRST_USER = 'first-user';

/**
 * The try-it console: a form made from the operation model, checked against
 * the contract's schemas before anything is sent, then the call with fetch
 * and the answer checked again. Loaded on the first click of "Try it".
 */
export default function Console({
  operation,
  overview,
  sandbox,
}: {
  operation: OperationModel;
  overview: string;
  sandbox: SandboxLocation;
}): ReactNode {
  const servers = serverChoices(operation.servers, sandbox);
  const [form, setForm] = useState<CallForm>(() => ({
    server: servers[0]?.url ?? '',
    params: initialParams(operation),
    body: initialBody(operation),
    ...demoCredentials,
  }));
  const [validators, setValidators] = useState<Validators>();
  const [problems, setProblems] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<CallOutcome>();
  const [sending, setSending] = useState(false);
  // The last send to the sandbox, for the reader's own client's last calls (LastCalls) to read again.
  const [sent, setSent] = useState<Sent | null>(null);
  const id = useId();
  const toSandbox = servers.find((s) => s.url === form.server)?.sandbox ?? false;
  const authenticated = operation.security.length > 0;
  const fields = operation.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  // Whether the call names a user: the samples read it from ROOK_USER_ID, the console fills in one of the reader's.
  const readsUser =
    operation.parameters.some((p) => p.sampleEnv === 'ROOK_USER_ID') ||
    Object.values(operation.requestBody?.sampleEnv ?? {}).includes('ROOK_USER_ID');
  const [reader, setReader] = useState<Reader | null>(null);

  /** Fills in a client of the reader's own: its client_uuid, its newest user and the dates the samples compute. */
  const adopt = (own: Credentials, server: string) => {
    const fill = (userId: string | null) =>
      setForm((current) => ({
        ...current,
        ...own,
        server,
        params: {...current.params, ...readerParams(operation, {clientUuid: own.username, userId})},
        body: userId ? readerBody(operation, userId) : current.body,
      }));
    fill(null);
    setReader({userId: null, looking: true});
    newestSandboxUser(server, own).then(
      (userId) => {
        fill(userId);
        setReader({userId, looking: false});
      },
      () => setReader({userId: null, looking: false}),
    );
  };

  // Client only: a client of the reader's own, made in this tab (here or in the dashboard), replaces the demo pair.
  useEffect(() => {
    const own = savedSandboxClient();
    if (own && servers[0]?.sandbox) adopt(own, servers[0].url);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: later choices are the reader's
  }, []);

  const createUser = async () => {
    setProblems([]);
    try {
      const own = {username: form.username, secret: form.secret};
      const userId = await createFirstSandboxUser(form.server, own, FIRST_USER);
      setForm((current) => ({
        ...current,
        params: {...current.params, ...readerParams(operation, {clientUuid: own.username, userId})},
        body: readerBody(operation, userId),
      }));
      setReader({userId, looking: false});
    } catch (error) {
      setProblems([(error as Error).message]);
    }
  };

  useEffect(() => {
    loadValidators(overview).then(setValidators, (error: Error) =>
      setProblems([`The contract's validators did not load: ${error.message}`]),
    );
  }, [overview]);

  const pickServer = (url: string) => {
    const isSandbox = servers.find((s) => s.url === url)?.sandbox ?? false;
    const own = isSandbox ? savedSandboxClient() : null;
    // The demo pair (or the reader's own sandbox client) only works on the sandbox; real credentials come from this tab's session only.
    if (own) return adopt(own, url);
    setReader(null);
    setForm({...form, server: url, ...(isSandbox ? demoCredentials : readCredentials())});
  };

  const send = async () => {
    if (!validators) return;
    let body: Json | undefined;
    const found: string[] = [];
    if (operation.requestBody && form.body.trim()) {
      try {
        body = JSON.parse(form.body) as Json;
      } catch (error) {
        found.push(`body: is not valid JSON (${(error as Error).message})`);
      }
    }
    found.push(...checkRequest(validators, operation.operationId, paramValues(operation, form), body));
    setProblems(found);
    if (found.length) return setOutcome(undefined);
    if (!toSandbox && authenticated) saveCredentials({username: form.username, secret: form.secret});
    setSending(true);
    try {
      let outcome = await call(sampleRequest(operation, form, body), form);
      let sentAs = form.username;
      // A hosted sandbox keeps the demo pair read-only: send the call again with a client of the reader's own.
      if (toSandbox && outcome.kind === 'answer' && isDemoReadOnly(outcome.status, form)) {
        const own = await createOwnSandboxClient(form.server);
        const next = {...form, ...own, params: {...form.params, ...readerParams(operation, {clientUuid: own.username, userId: null})}};
        setForm(next);
        sentAs = own.username;
        setReader({userId: null, looking: false});
        const again = await call(sampleRequest(operation, next, body), next);
        const note = `This sandbox keeps the demo client read-only, so the console created a client of your own, ${own.username}, kept in this tab, and sent the call with it. Its users are its own: the demo user's data is not there.`;
        outcome = again.kind === 'answer' ? {...again, note} : again;
      }
      setOutcome(outcome);
      if (toSandbox && outcome.kind === 'answer') {
        const requestId = outcome.headers.find(([name]) => name === 'x-sandbox-request-id')?.[1] ?? null;
        setSent({requestId, username: sentAs});
      }
    } catch (error) {
      setProblems([(error as Error).message]);
    } finally {
      setSending(false);
    }
  };

  /** Sends one call and checks the answer against the contract. */
  const call = async (request: ExactRequest, using: Credentials): Promise<CallOutcome> => {
    const headers: Record<string, string> = {Accept: 'application/json'};
    if (authenticated) headers.Authorization = `Basic ${btoa(`${using.username}:${using.secret}`)}`;
    // Asks the sandbox not to challenge a wrong pair (which would open the browser's login dialog).
    if (toSandbox) headers['X-Requested-With'] = 'XMLHttpRequest';
    if (request.body !== undefined) headers['Content-Type'] = request.contentType ?? 'application/json';
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(urlOf(request), {
        method: request.method.toUpperCase(),
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
    } catch {
      // fetch only throws before an answer: the browser blocked the call or the network failed.
      return {kind: 'blocked', request, origin: new URL(urlOf(request)).origin};
    }
    const text = await response.text();
    const received: [string, string][] = [];
    response.headers.forEach((value, name) => received.push([name, value]));
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: shown as text, and the check below reports it if the contract expects JSON.
    }
    const check = checkResponse(validators!, operation.operationId, response.status, parsed);
    return {
      kind: 'answer',
      request,
      status: response.status,
      statusText: response.statusText,
      ms: Math.round(performance.now() - started),
      headers: received,
      body: typeof parsed === 'string' || parsed === undefined ? text : JSON.stringify(parsed, null, 2),
      json: typeof parsed !== 'string' && parsed !== undefined,
      violations: check.documented ? check.problems : [`The contract documents no ${response.status} answer for this operation.`],
    };
  };

  const setParam = (name: string, value: string) => setForm({...form, params: {...form.params, [name]: value}});

  return (
    <div className={styles.console}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}>
        <div className={clsx(forms.field, styles.field)}>
          <label htmlFor={`${id}-server`}>Server</label>
          <select id={`${id}-server`} value={form.server} onChange={(e) => pickServer(e.target.value)}>
            {servers.map((s) => (
              <option key={s.url} value={s.url}>
                {s.description} ({s.url})
              </option>
            ))}
          </select>
        </div>
        {authenticated && (
          <fieldset className={forms.fieldset}>
            <legend>Credentials (HTTP Basic)</legend>
            <p className={forms.hint}>
              {!toSandbox
                ? 'Kept in this tab’s session storage only: never in local storage, the address or a log.'
                : reader
                  ? `Your own sandbox client, ${form.username}, made in this tab, is filled in${reader.userId && readsUser ? `, with its newest user, ${reader.userId}, and the dates the samples compute` : ''}.`
                  : 'The sandbox’s demo pair is filled in, with the demo user and the day its examples describe.'}
            </p>
            {toSandbox && reader && !reader.looking && !reader.userId && readsUser && (
              <div className={forms.hint} role="status">
                <p>
                  Your client has no users yet, so this call has no user of yours to name. Create one now (it links Apple Health for a user
                  named <code>{FIRST_USER}</code>, as your app’s first SDK link would, so its earlier days have data), or link a source for
                  a user of your choice in the <Link to={routes.sandboxDashboard}>dashboard</Link>.
                </p>
                <button type="button" className="button button--sm button--secondary" onClick={() => void createUser()}>
                  Create a user
                </button>
              </div>
            )}
            <CredentialFields
              id={id}
              className={clsx(forms.field, styles.field)}
              value={{username: form.username, secret: form.secret}}
              onChange={(credentials) => setForm({...form, ...credentials})}
            />
            {!toSandbox && (
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => {
                  forgetCredentials();
                  setForm({...form, username: '', secret: ''});
                }}>
                Forget credentials
              </button>
            )}
          </fieldset>
        )}
        {fields.map((p) => {
          const hint = [
            p.in,
            p.required ? 'required' : 'optional',
            p.schema.format,
            p.schema.constraints.pattern && `pattern ${p.schema.constraints.pattern}`,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <div key={`${p.in}-${p.name}`} className={clsx(forms.field, styles.field)}>
              <label htmlFor={`${id}-${p.in}-${p.name}`}>
                <code>{p.name}</code> <span className={forms.hint}>({hint})</span>
              </label>
              <input
                id={`${id}-${p.in}-${p.name}`}
                value={form.params[p.name] ?? ''}
                required={p.required}
                onChange={(e) => setParam(p.name, e.target.value)}
              />
            </div>
          );
        })}
        {operation.requestBody && (
          <div className={clsx(forms.field, styles.field)}>
            <label htmlFor={`${id}-body`}>Request body (JSON)</label>
            <textarea
              id={`${id}-body`}
              className={styles.body}
              rows={10}
              spellCheck={false}
              value={form.body}
              onChange={(e) => setForm({...form, body: e.target.value})}
            />
          </div>
        )}
        <button type="submit" className="button button--primary" disabled={!validators || sending}>
          {sending ? 'Sending…' : 'Send the request'}
        </button>
      </form>
      <div aria-live="polite">
        {problems.length > 0 && (
          <div className={styles.problems} role="alert">
            <p>Not sent: the request does not match the contract.</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        {outcome && <Result outcome={outcome} />}
      </div>
      <LastCalls operationId={operation.operationId} baseUrl={sandbox.baseUrl} sent={sent} />
    </div>
  );
}
