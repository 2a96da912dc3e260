import {useEffect, useState} from 'react';
import {routes} from '../core/config/routes';

/*
 * Where the pages find the sandbox: the one place browser code resolves "the
 * sandbox base URL". The build writes `/sandbox-location.json` from
 * `SANDBOX_URL` (`plugins/site-headers`), and `npm start` answers it from its
 * own `SANDBOX_URL` when set, so the same build can be pointed at another
 * sandbox at run time. `{"url": null}` means the sandbox beside the site, at
 * `/sandbox` on the page's own origin.
 */

export interface SandboxLocation {
  /** Absolute, without a trailing slash: `${baseUrl}/_sandbox/settings`. */
  baseUrl: string;
  /** A sandbox on another address (SANDBOX_URL), not the one beside the site. */
  hosted: boolean;
}

/** The location a `/sandbox-location.json` body names, for a page on `origin`; anything unexpected means the same origin. */
export function resolveSandboxLocation(file: unknown, origin: string): SandboxLocation {
  const url = (file as {url?: unknown} | null)?.url;
  if (typeof url === 'string' && URL.canParse(url)) return {baseUrl: url.replace(/\/+$/, ''), hosted: true};
  return {baseUrl: `${origin}${routes.sandboxApi}`, hosted: false};
}

let pending: Promise<SandboxLocation> | undefined;

/** Read once per page load. A host without the file (an old build) means the sandbox beside the site. */
export function sandboxLocation(): Promise<SandboxLocation> {
  pending ??= fetch(routes.sandboxLocation, {headers: {Accept: 'application/json'}})
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null)
    .then((file: unknown) => resolveSandboxLocation(file, window.location.origin));
  return pending;
}

/** The sandbox's location once known; null during the static render and the first read. */
export function useSandboxLocation(): SandboxLocation | null {
  const [location, setLocation] = useState<SandboxLocation | null>(null);
  useEffect(() => {
    let current = true;
    void sandboxLocation().then((found) => current && setLocation(found));
    return () => {
      current = false;
    };
  }, []);
  return location;
}
