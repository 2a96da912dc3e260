/**
 * The sandbox a site's pages, downloads and tools name: the one beside the
 * site (`npm start`), or a hosted one (SANDBOX_URL). Both contracts list the
 * local address as a server; a site built for a hosted sandbox names that one
 * instead, first. Browser-safe: the reference's pages use it too.
 */

/** The sandbox that `npm start` serves, and the demo pair it accepts (the API's documented test pair). */
export const localSandbox = {
  url: 'http://localhost:3000/sandbox',
  clientUuid: 'demoClientUUID',
  secretKey: 'demoClientSecret',
} as const;

export interface SiteSandbox {
  /** Absolute, without a trailing slash. */
  url: string;
  /** How server lists and environments name it. */
  name: 'Local sandbox' | 'Hosted sandbox';
  hosted: boolean;
}

/** The sandbox for a site built (or served) with `sandboxUrl`, the value `readSandboxUrl` checked; null means the local one. */
export function siteSandbox(sandboxUrl: string | null): SiteSandbox {
  return sandboxUrl
    ? {url: sandboxUrl.replace(/\/+$/, ''), name: 'Hosted sandbox', hosted: true}
    : {url: localSandbox.url, name: 'Local sandbox', hosted: false};
}

/** Whether a contract's server is the local sandbox's entry. */
export const isLocalSandboxServer = (server: {url: string}): boolean => server.url.replace(/\/+$/, '') === localSandbox.url;

type ServerLike = {url: string; description?: string; sandbox?: true};

/** `servers` with the entries `isSite` picks named as `site`, flagged `sandbox: true`, and first when it is hosted. */
function placeSandbox<T extends ServerLike>(
  servers: readonly T[],
  isSite: (server: T) => boolean,
  site: SiteSandbox,
): (T & {sandbox?: true})[] {
  const mapped = servers.map((server) =>
    isSite(server) ? {...server, url: site.url, description: site.name, sandbox: true as const} : server,
  );
  return site.hosted ? [...mapped.filter((s) => s.sandbox), ...mapped.filter((s) => !s.sandbox)] : mapped;
}

/**
 * A contract's server list for the site: the local sandbox's entry becomes the
 * site's sandbox, flagged `sandbox: true`. A hosted sandbox comes first, since
 * it is the one every reader can call; the local one keeps the contract's place.
 */
export function siteServers<T extends ServerLike>(servers: readonly T[], sandboxUrl: string | null): (T & {sandbox?: true})[] {
  return placeSandbox(servers, isLocalSandboxServer, siteSandbox(sandboxUrl));
}

/** A site's server list (flagged by `siteServers`) for the sandbox a page found at run time, as a build for it would list them. */
export function repointServers<T extends ServerLike>(servers: readonly T[], site: SiteSandbox): (T & {sandbox?: true})[] {
  return placeSandbox(servers, (server) => server.sandbox === true, site);
}
