import {useId, useMemo, useState, type ReactNode} from 'react';
import {convertPayload, platforms, type Conversion} from '@site/core/migrate/convert';
import {examples} from '@site/core/migrate/examples';
import type {PlatformId} from '@site/core/migrate/types';
import Mark from '@site/ui/Mark';
import Table from '@site/ui/Table';
import forms from '@site/ui/forms.module.css';
import styles from './migrate.module.css';

const pretty = (value: unknown): string => JSON.stringify(value, null, 2);

function convert(platform: PlatformId, text: string, userId: string, clientUuid: string): Conversion | Error {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return new Error('This is not valid JSON: paste one whole payload, as the platform sends it.');
  }
  try {
    return convertPayload(platform, payload, {userId: userId.trim() || undefined, clientUuid: clientUuid.trim() || undefined});
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * The in-page converter: paste one of the platform's payloads and get the
 * ROOK document, the fields that mapped and the ones dropped with the reason.
 * It runs core/migrate/ in the browser (no request to any host); the server
 * renders it with the platform's first documented example.
 */
export default function PayloadConverter({platform}: {platform: PlatformId}): ReactNode {
  const own = examples.filter((e) => e.platform === platform);
  const [text, setText] = useState(pretty(own[0]!.payload));
  const [userId, setUserId] = useState('');
  const [clientUuid, setClientUuid] = useState('');
  const result = useMemo(() => convert(platform, text, userId, clientUuid), [platform, text, userId, clientUuid]);
  const id = useId();
  const name = platforms[platform].name;
  return (
    <div className={styles.converter}>
      <form
        onSubmit={(event) => event.preventDefault()}
        aria-label={`${name} payload converter`}
        data-markdown={`Converter inputs (on the page, in a browser): a ${name} payload, starting with ${name}’s documented example of ${platforms[platform].tables[0]!.title}, and optionally your user ID and client UUID. Its answer for that example follows.`}>
        <div className={forms.field}>
          <label htmlFor={`${id}-example`}>Start from a documented example</label>
          <select id={`${id}-example`} onChange={(event) => setText(pretty(own.find((e) => e.id === event.target.value)!.payload))}>
            {own.map((example) => (
              <option key={example.id} value={example.id}>
                {platforms[platform].tables.find((t) => t.id === example.id)!.title}
              </option>
            ))}
          </select>
        </div>
        <div className={forms.field}>
          <label htmlFor={`${id}-payload`}>{name} payload (JSON)</label>
          <textarea
            id={`${id}-payload`}
            className={styles.payload}
            value={text}
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={result instanceof Error || undefined}
            aria-describedby={`${id}-status`}
          />
        </div>
        <div className={styles.grid}>
          <div className={forms.field}>
            <label htmlFor={`${id}-user`}>Your user ID (optional)</label>
            <input id={`${id}-user`} type="text" value={userId} onChange={(event) => setUserId(event.target.value)} />
            <span className={forms.hint}>ROOK’s user_id is your own ID for the user; without one the platform’s ID is kept.</span>
          </div>
          <div className={forms.field}>
            <label htmlFor={`${id}-client`}>Your client UUID (optional)</label>
            <input id={`${id}-client`} type="text" value={clientUuid} onChange={(event) => setClientUuid(event.target.value)} />
            <span className={forms.hint}>Without one, the API reference’s example client UUID.</span>
          </div>
        </div>
      </form>
      <p role="status" id={`${id}-status`} className={result instanceof Error ? styles.error : undefined}>
        {result instanceof Error ? result.message : summary(result)}
      </p>
      {!(result instanceof Error) && <Result result={result} />}
    </div>
  );
}

function summary(result: Conversion): string {
  const unknown = result.unknown.length ? `, ${result.unknown.length} not in the documented payload` : '';
  return `${result.table.title} → ROOK ${result.table.structure}: ${result.mapped.length} fields mapped or applied, ${result.dropped.length} dropped${unknown}.`;
}

function Result({result}: {result: Conversion}): ReactNode {
  return (
    <>
      <h3>ROOK document</h3>
      <pre className={styles.document} tabIndex={0}>
        <code>{pretty(result.document)}</code>
      </pre>
      <Table caption="Fields that mapped" columns={['Field', 'ROOK field', 'Conversion']} focusable>
        {result.mapped.map((field) => (
          <tr key={field.field}>
            <td>
              <code>{field.field}</code>
            </td>
            <td>{field.rook.length ? field.rook.map((rook) => <code key={rook}>{rook} </code>) : 'applied to others'}</td>
            <td>
              {field.applied ?? (field.conversion.join('; ') || 'as is')}
              {field.judgement && (
                <>
                  {' '}
                  <Mark of="not-published" detail={field.judgement} />
                </>
              )}
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Fields dropped, with the reason" columns={['Field', 'Reason']} focusable>
        {result.dropped.map((field) => (
          <tr key={field.field}>
            <td>
              <code>{field.field}</code>
            </td>
            <td>{field.reason}</td>
          </tr>
        ))}
      </Table>
      {result.unknown.length > 0 && (
        <p>
          Not in the documented payload, so not converted:{' '}
          {result.unknown.map((field) => (
            <code key={field}>{field} </code>
          ))}
        </p>
      )}
    </>
  );
}
