import {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Json, OperationModel} from '../../../../../core/contract/model/types';
import type {SandboxLocation} from '@site/ui/sandboxLocation';
import {createOwnSandboxClient, demoCredentials, isDemoReadOnly, savedSandboxClient} from '@site/ui/sandboxClient';
import {initialBody, initialParams, paramValues, sampleRequest, serverChoices, urlOf, type CallForm, type ExactRequest} from './call';
import {forgetCredentials, readCredentials, saveCredentials, type Credentials} from '@site/ui/credentials';
import CredentialFields from '@site/ui/CredentialFields';
import forms from '@site/ui/forms.module.css';
import Result, {type CallOutcome} from './Result';
import {checkRequest, checkResponse, loadValidators} from './validation';
import styles from './console.module.css';

type Validators = Awaited<ReturnType<typeof loadValidators>>;

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
  const id = useId();
  const toSandbox = servers.find((s) => s.url === form.server)?.sandbox ?? false;
  const authenticated = operation.security.length > 0;
  const fields = operation.parameters.filter((p) => p.in === 'path' || p.in === 'query');

  // Client only: a client of the reader's own, made in this tab (here or in the dashboard), replaces the demo pair.
  useEffect(() => {
    const own = savedSandboxClient();
    if (own && servers[0]?.sandbox) setForm((current) => ({...current, ...own}));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: later choices are the reader's
  }, []);

  useEffect(() => {
    loadValidators(overview).then(setValidators, (error: Error) =>
      setProblems([`The contract's validators did not load: ${error.message}`]),
    );
  }, [overview]);

  const pickServer = (url: string) => {
    const isSandbox = servers.find((s) => s.url === url)?.sandbox ?? false;
    // The demo pair (or the reader's own sandbox client) only works on the sandbox; real credentials come from this tab's session only.
    setForm({...form, server: url, ...(isSandbox ? (savedSandboxClient() ?? demoCredentials) : readCredentials())});
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
      // A hosted sandbox keeps the demo pair read-only: send the call again with a client of the reader's own.
      if (toSandbox && outcome.kind === 'answer' && isDemoReadOnly(outcome.status, form)) {
        const own = await createOwnSandboxClient(form.server);
        const next = {...form, ...own};
        setForm(next);
        const again = await call(sampleRequest(operation, next, body), next);
        const note = `This sandbox keeps the demo client read-only, so the console created a client of your own, ${own.username}, kept in this tab, and sent the call with it. Its users are its own: the demo user's data is not there.`;
        outcome = again.kind === 'answer' ? {...again, note} : again;
      }
      setOutcome(outcome);
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
              {toSandbox
                ? 'The sandbox’s demo pair is filled in.'
                : 'Kept in this tab’s session storage only: never in local storage, the address or a log.'}
            </p>
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
    </div>
  );
}
