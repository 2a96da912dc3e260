import {HASH_PATTERN, PayloadError, signedMessage, type SignedMessage} from '../../../../../core/contract/model/signature';

/*
 * The verifier's form, checked before any HMAC is computed: each problem is
 * worded for the reader and tied to its field. Pure, so it is unit-tested
 * without a browser.
 */

export type Mode = 'payload' | 'message';
export type FieldName = 'payload' | 'message' | 'key' | 'hash';

export interface VerifierInput {
  mode: Mode;
  payload: string;
  message: string;
  key: string;
  hash: string;
}

export type Prepared =
  {ok: true; message: string; hash: string; signed?: SignedMessage} | {ok: false; errors: Partial<Record<FieldName, string>>};

function hashProblem(raw: string): string | undefined {
  const hash = raw.trim();
  if (!hash) return 'Enter the value of the X-ROOK-HASH header.';
  if (HASH_PATTERN.test(hash)) return undefined;
  const other = hash.match(/[^0-9a-f]/i)?.[0];
  const count = `${hash.length} ${hash.length === 1 ? 'character' : 'characters'}`;
  return `An X-ROOK-HASH value is 64 hexadecimal characters (0–9, a–f); this one has ${count}${other ? ` and contains “${other}”` : ''}.`;
}

export function prepare(input: VerifierInput): Prepared {
  const errors: Partial<Record<FieldName, string>> = {};
  let message = input.message;
  let signed: SignedMessage | undefined;
  if (input.mode === 'message') {
    if (!message) errors.message = 'Enter the message that was signed.';
  } else if (!input.payload.trim()) {
    errors.payload = 'Paste the request body ROOK sent (JSON).';
  } else {
    try {
      signed = signedMessage(JSON.parse(input.payload));
      message = signed.message;
    } catch (error) {
      errors.payload =
        error instanceof PayloadError
          ? error.message
          : `The payload is not valid JSON: ${(error as Error).message}. Paste the body exactly as your endpoint received it.`;
    }
  }
  if (!input.key) errors.key = 'Enter your hash key (ROOK gives it to you; it is not your secret key).';
  const hashError = hashProblem(input.hash);
  if (hashError) errors.hash = hashError;
  if (Object.keys(errors).length) return {ok: false, errors};
  return {ok: true, message, hash: input.hash.trim(), ...(signed ? {signed} : {})};
}
