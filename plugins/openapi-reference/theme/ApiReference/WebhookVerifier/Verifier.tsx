import {useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {signatureTestVector} from '@site/core/data/webhooks';
import {verifySignature, type SignedMessage} from '../../../../../core/contract/model/signature';
import {prepare, type FieldName, type Mode, type VerifierInput} from './inputs';
import forms from '@site/ui/forms.module.css';
import Mark from '@site/ui/Mark';
import styles from './verifier.module.css';

type Outcome =
  | {kind: 'checked'; verifies: boolean; expected: string; received: string; message: string; signed?: SignedMessage}
  | {kind: 'invalid'; count: number}
  | {kind: 'failed'; reason: string};

const testVector: VerifierInput = {
  mode: 'message',
  payload: '',
  message: signatureTestVector.message,
  key: signatureTestVector.key,
  hash: signatureTestVector.hash,
};

/**
 * The X-ROOK-HASH verifier: a payload (or a raw message) and a hash key in,
 * HMAC-SHA256 computed with WebCrypto, compared with the header's value.
 * Nothing is sent anywhere. Starts filled with ROOK's test vector.
 */
export default function Verifier(): ReactNode {
  const id = useId();
  const [input, setInput] = useState<VerifierInput>(testVector);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const fields = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const change = (patch: Partial<VerifierInput>) => {
    setInput((current) => ({...current, ...patch}));
    // A result shown for other inputs would mislead.
    setOutcome(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const prepared = prepare(input);
    if (!prepared.ok) {
      setErrors(prepared.errors);
      setOutcome({kind: 'invalid', count: Object.keys(prepared.errors).length});
      const first = (['payload', 'message', 'key', 'hash'] as const).find((name) => prepared.errors[name]);
      if (first) fields.current[first]?.focus();
      return;
    }
    setErrors({});
    try {
      const {verifies, expected} = await verifySignature(input.key, prepared.message, prepared.hash);
      setOutcome({
        kind: 'checked',
        verifies,
        expected,
        received: prepared.hash.toLowerCase(),
        message: prepared.message,
        signed: prepared.signed,
      });
    } catch (error) {
      setOutcome({kind: 'failed', reason: (error as Error).message});
    }
  };

  const field = (name: FieldName) => ({
    id: `${id}-${name}`,
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      fields.current[name] = element;
    },
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] && `${id}-${name}-error`, `${id}-${name}-hint`].filter(Boolean).join(' '),
    spellCheck: false,
    autoComplete: 'off',
    autoCapitalize: 'off',
  });
  const errorOf = (name: FieldName) =>
    errors[name] && (
      <span id={`${id}-${name}-error`} className={styles.error}>
        {errors[name]}
      </span>
    );

  return (
    <div className={styles.verifier}>
      <form onSubmit={submit} noValidate aria-label="X-ROOK-HASH verifier">
        <fieldset className={clsx(forms.fieldset, styles.fieldset)}>
          <legend>What was signed</legend>
          {(
            [
              ['payload', 'A webhook payload (the message is built from its fields)'],
              ['message', 'A message string (for example the test vector’s)'],
            ] as [Mode, string][]
          ).map(([mode, label]) => (
            <label key={mode}>
              <input type="radio" name={`${id}-mode`} value={mode} checked={input.mode === mode} onChange={() => change({mode})} /> {label}
            </label>
          ))}
        </fieldset>
        {input.mode === 'payload' ? (
          <div className={clsx(forms.field, styles.field)}>
            <label htmlFor={`${id}-payload`}>Payload (the request body, JSON)</label>
            <textarea {...field('payload')} rows={10} value={input.payload} onChange={(e) => change({payload: e.target.value})} />
            <span id={`${id}-payload-hint`} className={forms.hint}>
              Signed: <code>client_uuid</code> + <code>user_id</code> + a datetime, with no separator. ROOK has not published which
              datetime; this uses the one the docs sandbox signs (a notice’s <code>datetime</code>, a document’s{' '}
              <code>metadata.datetime_string</code>, the first event’s for events).
              <Mark of="sandbox-model" explained />
            </span>
            {errorOf('payload')}
          </div>
        ) : (
          <div className={clsx(forms.field, styles.field)}>
            <label htmlFor={`${id}-message`}>Message</label>
            <input {...field('message')} type="text" value={input.message} onChange={(e) => change({message: e.target.value})} />
            <span id={`${id}-message-hint`} className={forms.hint}>
              Exactly the signed text, UTF-8. ROOK’s test vector signs <code>{signatureTestVector.message}</code>.
            </span>
            {errorOf('message')}
          </div>
        )}
        <div className={clsx(forms.field, styles.field)}>
          <label htmlFor={`${id}-key`}>Hash key</label>
          <input {...field('key')} type="text" value={input.key} onChange={(e) => change({key: e.target.value})} />
          <span id={`${id}-key-hint`} className={forms.hint}>
            The secret hash key ROOK gives you (not your secret key). It stays on this page.
          </span>
          {errorOf('key')}
        </div>
        <div className={clsx(forms.field, styles.field)}>
          <label htmlFor={`${id}-hash`}>X-ROOK-HASH value</label>
          <input {...field('hash')} type="text" value={input.hash} onChange={(e) => change({hash: e.target.value})} />
          <span id={`${id}-hash-hint`} className={forms.hint}>
            The header’s value: 64 hexadecimal characters.
          </span>
          {errorOf('hash')}
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            Verify
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setInput(testVector);
              setErrors({});
              setOutcome(undefined);
            }}>
            Load the test vector
          </button>
        </div>
      </form>
      <div role="status" aria-live="polite" className={styles.result}>
        {outcome && <Result outcome={outcome} />}
      </div>
    </div>
  );
}

function Result({outcome}: {outcome: Outcome}): ReactNode {
  if (outcome.kind === 'invalid') {
    return (
      <div className="alert alert--danger">
        <strong>Not checked.</strong> {outcome.count === 1 ? 'One field needs' : `${outcome.count} fields need`} fixing: see the message
        under {outcome.count === 1 ? 'it' : 'each'}.
      </div>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <div className="alert alert--danger">
        <strong>Not checked.</strong> {outcome.reason}
      </div>
    );
  }
  return (
    <div className={`alert ${outcome.verifies ? 'alert--success' : 'alert--danger'}`}>
      <p>
        <strong>{outcome.verifies ? 'Verifies.' : 'Does not verify.'}</strong>{' '}
        {outcome.verifies
          ? 'The X-ROOK-HASH value is the HMAC-SHA256 of the message with this key.'
          : 'The X-ROOK-HASH value differs from the HMAC-SHA256 of the message with this key.'}
      </p>
      <dl>
        {outcome.signed && (
          <>
            <dt>Signed message</dt>
            <dd>
              <code className={styles.hash}>{outcome.message}</code> (datetime from <code>{outcome.signed.datetimePath}</code>)
            </dd>
          </>
        )}
        <dt>Expected hash</dt>
        <dd>
          <code className={styles.hash}>{outcome.expected}</code>
        </dd>
        {!outcome.verifies && (
          <>
            <dt>X-ROOK-HASH value</dt>
            <dd>
              <code className={styles.hash}>{outcome.received}</code>
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
