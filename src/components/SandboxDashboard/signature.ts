import {signedDatetime, signedMessage} from '../../../sandbox/signature';

export type SignatureCheck = 'verifies' | 'does not verify' | 'unsigned';

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Checks an X-ROOK-HASH value as a receiver would: HMAC-SHA256 with the
 * client's hash key over client_uuid + user_id + datetime, in the browser
 * (WebCrypto), over the text the sandbox itself signs (sandbox/signature.ts).
 */
export async function checkSignature(hashKey: string, payload: unknown, signature: string | undefined): Promise<SignatureCheck> {
  if (!signature) return 'unsigned';
  if (!payload || typeof payload !== 'object') return 'does not verify';
  const fields = payload as Record<string, unknown>;
  const message = signedMessage(String(fields.client_uuid ?? ''), String(fields.user_id ?? ''), signedDatetime(fields));
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(hashKey), {name: 'HMAC', hash: 'SHA-256'}, false, ['sign']);
  const expected = hex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return expected === signature.toLowerCase() ? 'verifies' : 'does not verify';
}
