import createClient, {type Client} from 'openapi-fetch';
import type {components, paths} from './generated/sandbox-api';

/*
 * The one client of the sandbox's control API (openapi/sandbox.yaml): every
 * path, parameter, body and answer is typed from the contract's generated
 * `paths`, so a change to the contract breaks its callers at type-check time.
 * The sandbox dashboard, the site's own-client creation, the MCP server and
 * the sandbox tests all call the control API through it. Browser-safe.
 */

export type SandboxControl = Client<paths>;

/** The contract's basicAuth pair, named as createSandboxClient answers it (so its answer can be passed as is). */
type SandboxPair = Pick<components['schemas']['SandboxClient'], 'client_uuid' | 'secret_key'>;

interface SandboxControlOptions {
  /** The sandbox's base URL, e.g. `http://localhost:3000/sandbox`; the contract's paths start at `/_sandbox`. */
  baseUrl: string;
  /** Sent as HTTP Basic `client_uuid:secret_key`; none for createSandboxClient, which needs no credentials. */
  pair?: SandboxPair;
  /** Called with each request: a caller's timeout, its own errors, or a test's checks of every answer. */
  fetch?: (request: Request) => Promise<Response>;
}

export function sandboxControl({baseUrl, pair, fetch}: SandboxControlOptions): SandboxControl {
  return createClient<paths>({
    baseUrl,
    fetch,
    headers: {
      Accept: 'application/json',
      // Every caller is a program: the sandbox then answers a wrong pair without the challenge a browser turns into a login dialog.
      'X-Requested-With': 'XMLHttpRequest',
      ...(pair && {Authorization: basic(pair)}),
    },
  });
}

/** HTTP Basic credentials in UTF-8 (RFC 7617), as the sandbox reads them; btoa alone refuses characters past Latin-1. */
function basic({client_uuid: user, secret_key: secret}: SandboxPair): string {
  const bytes = new TextEncoder().encode(`${user}:${secret}`);
  return `Basic ${btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))}`;
}
