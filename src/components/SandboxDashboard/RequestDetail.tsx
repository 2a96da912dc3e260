import {useId, useState, type ReactNode} from 'react';
import {curlCommand, cutBody, prettyBody, SECRET_VARIABLE, secondsTime, statusWord, type LoggedRequest} from '../../../ui/sandboxRequests';
import styles from './styles.module.css';

function Body({title, body, label}: {title: string; body: string | null; label: string}): ReactNode {
  const pretty = prettyBody(body);
  return (
    <>
      <h4>{title}</h4>
      {pretty === null ? (
        <p>None.</p>
      ) : (
        <pre className={styles.code} tabIndex={0} role="region" aria-label={label}>
          {pretty.text}
        </pre>
      )}
    </>
  );
}

/**
 * One logged request in full: its id (the answer's X-Sandbox-Request-Id), when on both clocks, what was asked and
 * answered, the rule that refused it with the docs that explain it, and a curl command that sends it again.
 */
export default function RequestDetail({
  request,
  baseUrl,
  clientUuid,
  onClose,
}: {
  request: LoggedRequest;
  baseUrl: string;
  clientUuid: string;
  onClose: () => void;
}): ReactNode {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const curl = curlCommand(request, baseUrl, clientUuid);
  const name = `${request.method} ${request.operation_id || request.path}`;
  return (
    <section id={`request-${request.request_id}`} aria-labelledby={`${id}-heading`} className={styles.detail}>
      <h3 id={`${id}-heading`}>
        {name}, {request.status} {statusWord(request.status)}
      </h3>
      <dl className={styles.urls}>
        <dt>Request id</dt>
        <dd>
          <code>{request.request_id}</code> (the answer’s <code>X-Sandbox-Request-Id</code>)
        </dd>
        <dt>Sent</dt>
        <dd>
          {secondsTime(request.at)} real time, {secondsTime(request.sandbox_at)} on the client’s sandbox clock
        </dd>
        <dt>Request</dt>
        <dd>
          <code>
            {request.method} {request.path}
          </code>
        </dd>
        <dt>Answer</dt>
        <dd>
          {request.status} {statusWord(request.status)} in {request.duration_ms} ms
        </dd>
        {request.user_id && (
          <>
            <dt>User</dt>
            <dd>
              <code>{request.user_id}</code>
            </dd>
          </>
        )}
        {request.rule && (
          <>
            <dt>Rule</dt>
            <dd>
              {request.rule}
              {request.help && (
                <>
                  {' '}
                  (<a href={request.help}>what this rule means and how to fix it</a>)
                </>
              )}
            </dd>
          </>
        )}
      </dl>
      <Body title="Request body" body={request.request_body} label={`Request body of ${name}`} />
      <Body title="Response body" body={request.response_body} label={`Response body of ${name}`} />
      <div className={styles.actions}>
        <h4 className={styles.inlineHeading}>Send it again with curl</h4>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => navigator.clipboard.writeText(curl).then(() => setCopied(true))}>
          {copied ? 'Copied' : 'Copy the curl command'}
        </button>
      </div>
      <p>
        Set <code>{SECRET_VARIABLE}</code> to this client’s secret key first (the Client section shows it for a client of your own): the
        command reads it from there, never from the page.
        {cutBody(request.request_body) && ' The log kept only the start of this body, so the command sends only that.'}
      </p>
      <pre className={styles.code} tabIndex={0} role="region" aria-label={`curl command for ${name}`}>
        {curl}
      </pre>
      <button type="button" className="button button--secondary" onClick={onClose}>
        Close {name}
      </button>
    </section>
  );
}
