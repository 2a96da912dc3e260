/** Name of the file, inside the build folder, that `npm start` reads its headers from. */
export const HEADERS_FILE = '.headers.json';

export interface PolicyInput {
  inlineScriptHashes: string[];
  origins: {script: string[]; connect: string[]; img: string[]; frame: string[]};
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
