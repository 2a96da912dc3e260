/** Name of the file, inside the build folder, that `npm start` reads its headers from. */
export const HEADERS_FILE = '.headers.json';

export interface PolicyInput {
  inlineScriptHashes: string[];
  origins: {script: string[]; connect: string[]; img: string[]; frame: string[]};
}

/** What `npm start` sends: headers for every response, plus one set for pages and one for files. */
export interface SiteHeaders {
  all: Record<string, string>;
  document: Record<string, string>;
  asset: Record<string, string>;
}

/** A strict policy: own origin only, plus the hashes and enabled integrations. */
export function buildContentSecurityPolicy({inlineScriptHashes, origins}: PolicyInput): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScriptHashes, ...origins.script]],
    // React and Mermaid set style attributes, which only 'unsafe-inline' allows.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...origins.img]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...origins.connect]],
    ['frame-src', origins.frame.length ? origins.frame : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * Files (scripts, styles, JSON, images) never run a page of their own, except
 * an SVG or a JSON file opened directly: they get a short policy that runs
 * nothing. Repeating the page policy on every file would add its kilobytes of
 * hashes to each of the dozen responses a page load makes.
 */
export const ASSET_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

export function buildSiteHeaders(input: PolicyInput): SiteHeaders {
  return {
    all: {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    },
    document: {'Content-Security-Policy': buildContentSecurityPolicy(input)},
    asset: {'Content-Security-Policy': ASSET_CONTENT_SECURITY_POLICY},
  };
}

/** The body of `routes.sandboxLocation`: the hosted sandbox's base URL, or null for the one beside the site. */
export function sandboxLocationBody(sandboxUrl: string | null): string {
  return `${JSON.stringify({url: sandboxUrl})}\n`;
}

/**
 * The headers with the page policy's connect-src allowing `next` instead of
 * `previous` (sandbox origins, null for none): how `npm start` points a build
 * at another sandbox at run time, nothing else in the policy changing.
 */
export function withSandboxOrigin<T extends Partial<SiteHeaders>>(headers: T, previous: string | null, next: string | null): T {
  const policy = headers.document?.['Content-Security-Policy'];
  if (!policy) return headers;
  const directives = policy.split('; ').map((directive) => {
    const [name, ...values] = directive.split(' ');
    if (name !== 'connect-src') return directive;
    const kept = values.filter((value) => value !== previous);
    return [name, ...kept, ...(next && !kept.includes(next) ? [next] : [])].join(' ');
  });
  return {...headers, document: {...headers.document, 'Content-Security-Policy': directives.join('; ')}};
}

/** Script types a browser executes; JSON-LD and other data blocks are not scripts to the policy. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE_ATTRIBUTE = /\btype=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** The bodies of the inline scripts in `html` that the browser would run. */
export function executableInlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(value) || !body.trim()) continue;
    bodies.push(body);
  }
  return bodies;
}
