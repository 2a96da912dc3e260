import {signedMessage, verifySignature} from '../../../plugins/openapi-reference/model/signature';

export type SignatureCheck = 'verifies' | 'does not verify' | 'unsigned';

/**
 * Checks an X-ROOK-HASH value as a receiver would: HMAC-SHA256 with the
 * client's hash key over client_uuid + user_id + datetime, in the browser
 * (WebCrypto), over the text the sandbox itself signs (the reference's
 * signature module, which the sandbox signs with).
 */
export async function checkSignature(hashKey: string, payload: unknown, signature: string | undefined): Promise<SignatureCheck> {
  if (!signature) return 'unsigned';
  let message: string;
  try {
    message = signedMessage(payload as never).message;
  } catch {
    // No client_uuid, user_id or datetime to sign: nothing this signature can be over.
    return 'does not verify';
  }
  return (await verifySignature(hashKey, message, signature)).verifies ? 'verifies' : 'does not verify';
}
