import type {CodeSample, Json, SampleEnvName} from './types';

/**
 * Request code samples. Pure functions of a SampleRequest, which the plugin
 * builds from the contract (parameter examples, example body), so every
 * sample on a page shows the same call. The host is never written into a
 * sample: it comes from an environment variable, as in the guides, so the
 * same code runs against the sandbox, production or the local sandbox (and
 * tests/samples/ runs it).
 */
export interface SampleRequest {
  method: string;
  /** The path with path parameters filled in, starting with "/"; the host comes from `sampleEnv.host`. */
  path: string;
  /**
   * `daysAgo`: the value is computed when the sample runs (today minus that many UTC days), never a fixed day that expires.
   * `env`: the value is read from that environment variable (the reader's own user or client).
   */
  query: {name: string; value: string; daysAgo?: number; env?: SampleEnvName}[];
  /** HTTP basic auth with the client_uuid and secret key. */
  basicAuth: boolean;
  body?: Json;
  contentType?: string;
  /** The success answer's media type when it is not JSON (an HTML page, an image): the samples print it as text. */
  accept?: string;
}

/** Environment variables every sample on the site (guides and reference) reads the host and credentials from. */
export const sampleEnv = {host: 'ROOK_API_URL', user: 'ROOK_CLIENT_UUID', password: 'ROOK_SECRET_KEY', userId: 'ROOK_USER_ID'} as const;

/** The values a sample reads from the reader's environment rather than the contract's example: their client and their user. */
export const sampleValueEnv = {client: sampleEnv.user, user: sampleEnv.userId} as const satisfies Record<string, SampleEnvName>;

/**
 * How SampleRequest marks a value read from the environment, in its path and body; each language's
 * sample turns it into its own way of reading the variable. Characters no generator escapes.
 */
export const envPlaceholder = (name: SampleEnvName) => `@@${name}@@`;
const PLACEHOLDER = /@@(ROOK_[A-Z_]+)@@/g;
/** The placeholder as a JSON string in a body (quotes included): replaced by an expression. */
const QUOTED_PLACEHOLDER = /"@@(ROOK_[A-Z_]+)@@"/g;
const withEnv = (text: string, pattern: RegExp, render: (name: string) => string) =>
  text.replace(pattern, (_match, name: string) => render(name));

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

function json(body: Json, indent = 2): string {
  return JSON.stringify(body, null, indent);
}

function indentLines(text: string, pad: string): string {
  return text
    .split('\n')
    .map((line, i) => (i === 0 ? line : pad + line))
    .join('\n');
}

type Query = SampleRequest['query'][number];

/** GNU date first, then the BSD/macOS form. */
const shellDate = (daysAgo: number) =>
  daysAgo === 0 ? '$(date -u +%F)' : `$(date -u -d '${daysAgo} days ago' +%F 2>/dev/null || date -u -v-${daysAgo}d +%F)`;
/** Also the Postman collection's pre-request script (plugins/docs-as-data/postman.ts). */
export const jsDate = (daysAgo: number) => `new Date(Date.now() - ${daysAgo} * 86_400_000).toISOString().slice(0, 10)`;
const pythonDate = (daysAgo: number) => `(datetime.now(timezone.utc) - timedelta(days=${daysAgo})).date().isoformat()`;
const kotlinDate = (daysAgo: number) => `java.time.LocalDate.now(java.time.ZoneOffset.UTC).minusDays(${daysAgo}).toString()`;
const swiftDate = (daysAgo: number) =>
  `String(ISO8601DateFormatter().string(from: Date(timeIntervalSinceNow: -${daysAgo} * 86_400)).prefix(10))`;
const computed = (req: SampleRequest) => req.query.some((q) => q.daysAgo !== undefined);

/** Form-encoded as URLSearchParams writes it. */
const formEncoded = (text: string) => new URLSearchParams([['', text]]).toString().slice(1);

/** The path and query as the shell sees them inside double quotes: computed dates stay shell substitutions. */
function shellPathWithQuery(req: SampleRequest): string {
  const path = withEnv(shellDoubleQuoted(req.path), PLACEHOLDER, (name) => `\${${name}}`);
  if (!req.query.length) return path;
  const value = (q: Query) =>
    q.env ? `\${${q.env}}` : q.daysAgo !== undefined ? shellDate(q.daysAgo) : shellDoubleQuoted(formEncoded(q.value));
  const part = (q: Query) => `${shellDoubleQuoted(formEncoded(q.name))}=${value(q)}`;
  return `${path}?${req.query.map(part).join('&')}`;
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
/** Inside double quotes the shell still expands $, ` and \, so those are escaped. */
const shellDoubleQuoted = (text: string) => text.replace(/["$`\\]/g, (c) => `\\${c}`);

export function curlSample(req: SampleRequest): string {
  const lines = [`curl --request ${req.method.toUpperCase()}`, `  --url "$${sampleEnv.host}${shellPathWithQuery(req)}"`];
  if (req.basicAuth) lines.push(`  --user "$${sampleEnv.user}:$${sampleEnv.password}"`);
  lines.push(`  --header 'Accept: ${req.accept ?? 'application/json'}'`);
  if (req.body !== undefined) {
    lines.push(`  --header 'Content-Type: ${req.contentType ?? 'application/json'}'`);
    // A value from the environment leaves the single quotes for a double-quoted expansion.
    lines.push(`  --data ${withEnv(shellQuote(json(req.body)), PLACEHOLDER, (name) => `'"\${${name}}"'`)}`);
  }
  return lines.join(' \\\n');
}

const jsString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function javascriptSample(req: SampleRequest): string {
  const out: string[] = [];
  const path = withEnv(
    req.path.replace(/[`\\]|\$\{/g, (c) => `\\${c}`),
    PLACEHOLDER,
    (name) => `\${process.env.${name}}`,
  );
  out.push(`const url = new URL(\`\${process.env.${sampleEnv.host}}${path}\`);`);
  for (const q of req.query) {
    const value = q.env ? `process.env.${q.env}` : q.daysAgo !== undefined ? jsDate(q.daysAgo) : jsString(q.value);
    out.push(`url.searchParams.set(${jsString(q.name)}, ${value});`);
  }
  if (req.basicAuth) {
    out.push(
      '',
      `// Basic auth: your client_uuid and secret key, kept out of the code.`,
      `const credentials = btoa(\`\${process.env.${sampleEnv.user}}:\${process.env.${sampleEnv.password}}\`);`,
    );
  }
  const headers: string[] = [];
  if (req.basicAuth) headers.push('    Authorization: `Basic ${credentials}`,');
  headers.push(`    Accept: ${jsString(req.accept ?? 'application/json')},`);
  if (req.body !== undefined) headers.push(`    'Content-Type': ${jsString(req.contentType ?? 'application/json')},`);
  out.push('', 'const response = await fetch(url, {', `  method: '${req.method.toUpperCase()}',`, '  headers: {', ...headers, '  },');
  if (req.body !== undefined) {
    const body = withEnv(indentLines(json(req.body), '  '), QUOTED_PLACEHOLDER, (name) => `process.env.${name}`);
    out.push(`  body: JSON.stringify(${body}),`);
  }
  out.push(
    '});',
    'if (!response.ok) throw new Error(`ROOK API answered ${response.status}`);',
    // 204 answers have no body to parse.
    req.accept ? 'const data = await response.text();' : 'const data = response.status === 204 ? null : await response.json();',
    'console.log(data);',
  );
  return out.join('\n');
}

/** JSON value as a Python literal (True/False/None instead of true/false/null). */
export function pythonLiteral(value: Json, pad = ''): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  const inner = `${pad}    `;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${inner}${pythonLiteral(v, inner)},`).join('\n')}\n${pad}]`;
  }
  const entries = Object.entries(value);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pythonLiteral(v, inner)},`).join('\n')}\n${pad}}`;
}

export function pythonSample(req: SampleRequest): string {
  // An f-string: literal braces in the path are doubled.
  const path = withEnv(
    JSON.stringify(req.path)
      .slice(1, -1)
      .replace(/[{}]/g, (c) => c + c),
    PLACEHOLDER,
    (name) => `{os.environ['${name}']}`,
  );
  const args = [`    f"{os.environ['${sampleEnv.host}']}${path}",`];
  if (req.basicAuth) args.push(`    auth=(os.environ["${sampleEnv.user}"], os.environ["${sampleEnv.password}"]),`);
  if (req.query.length) {
    const entries = req.query.map(
      (q) =>
        `        ${JSON.stringify(q.name)}: ${q.env ? `os.environ["${q.env}"]` : q.daysAgo !== undefined ? pythonDate(q.daysAgo) : JSON.stringify(q.value)},`,
    );
    args.push(`    params={\n${entries.join('\n')}\n    },`);
  }
  if (req.body !== undefined)
    args.push(`    json=${withEnv(pythonLiteral(req.body, '    '), QUOTED_PLACEHOLDER, (name) => `os.environ["${name}"]`)},`);
  args.push('    timeout=30,');
  return [
    'import os',
    ...(computed(req) ? ['from datetime import datetime, timedelta, timezone'] : []),
    '',
    'import requests',
    '',
    `response = requests.${req.method.toLowerCase()}(`,
    ...args,
    ')',
    'response.raise_for_status()',
    req.accept ? 'print(response.text)' : 'print(response.json() if response.content else None)',
  ].join('\n');
}

const quoted = (text: string) => JSON.stringify(text);

export function kotlinSample(req: SampleRequest): string {
  const method = req.method.toUpperCase();
  const hasBody = req.body !== undefined;
  const imports = ['okhttp3.OkHttpClient', 'okhttp3.Request'];
  if (req.basicAuth) imports.push('okhttp3.Credentials');
  if (req.query.length) imports.push('okhttp3.HttpUrl.Companion.toHttpUrl');
  if (hasBody || METHODS_WITH_BODY.has(method)) imports.push('okhttp3.RequestBody.Companion.toRequestBody');
  if (hasBody) imports.push('okhttp3.MediaType.Companion.toMediaType');
  const out = [...imports.sort().map((i) => `import ${i}`), '', 'val client = OkHttpClient()', ''];

  // A Kotlin string template: a literal dollar in the path needs ${'$'}.
  const path = quoted(req.path)
    .slice(1, -1)
    .replace(/\$/g, () => "${'$'}");
  const url = `"\${System.getenv(${quoted(sampleEnv.host)})}${withEnv(path, PLACEHOLDER, (name) => `\${System.getenv("${name}")}`)}"`;
  if (req.query.length) {
    out.push(`val url = ${url}.toHttpUrl().newBuilder()`);
    for (const q of req.query)
      out.push(
        `    .addQueryParameter(${quoted(q.name)}, ${q.env ? `System.getenv("${q.env}")` : q.daysAgo !== undefined ? kotlinDate(q.daysAgo) : quoted(q.value)})`,
      );
    out.push('    .build()', '');
  } else {
    out.push(`val url = ${url}`, '');
  }
  if (hasBody) {
    // Raw strings still expand $name, so a literal dollar needs ${'$'}.
    const text = withEnv(
      json(req.body!).replace(/\$/g, () => "${'$'}"),
      PLACEHOLDER,
      (name) => `\${System.getenv("${name}")}`,
    );
    out.push(
      'val body = """',
      indentLines(text, ''),
      `""".trimIndent().toRequestBody(${quoted(req.contentType ?? 'application/json')}.toMediaType())`,
      '',
    );
  }
  const call =
    method === 'GET'
      ? '.get()'
      : hasBody
        ? `.method(${quoted(method)}, body)`
        : METHODS_WITH_BODY.has(method)
          ? `.method(${quoted(method)}, ByteArray(0).toRequestBody())`
          : `.method(${quoted(method)}, null)`;
  out.push('val request = Request.Builder()', '    .url(url)');
  if (req.basicAuth) {
    out.push(
      `    .header("Authorization", Credentials.basic(System.getenv(${quoted(sampleEnv.user)}), System.getenv(${quoted(sampleEnv.password)})))`,
    );
  }
  out.push(`    .header("Accept", ${quoted(req.accept ?? 'application/json')})`, `    ${call}`, '    .build()', '');
  out.push('client.newCall(request).execute().use { response ->', '    println("${response.code}: ${response.body?.string()}")', '}');
  return out.join('\n');
}

export function swiftSample(req: SampleRequest): string {
  const out = ['import Foundation', '', 'let env = ProcessInfo.processInfo.environment'];
  const path = withEnv(quoted(req.path).slice(1, -1), PLACEHOLDER, (name) => `\\(env["${name}"] ?? "")`);
  const url = `"\\(env[${quoted(sampleEnv.host)}] ?? "")${path}"`;
  if (req.query.length) {
    out.push(`var components = URLComponents(string: ${url})!`, 'components.queryItems = [');
    for (const q of req.query)
      out.push(
        `    URLQueryItem(name: ${quoted(q.name)}, value: ${q.env ? `env["${q.env}"]` : q.daysAgo !== undefined ? swiftDate(q.daysAgo) : quoted(q.value)}),`,
      );
    out.push(']', 'var request = URLRequest(url: components.url!)');
  } else {
    out.push(`var request = URLRequest(url: URL(string: ${url})!)`);
  }
  out.push(`request.httpMethod = ${quoted(req.method.toUpperCase())}`);
  out.push(`request.setValue(${quoted(req.accept ?? 'application/json')}, forHTTPHeaderField: "Accept")`);
  if (req.basicAuth) {
    out.push(
      '',
      '// Basic auth: your client_uuid and secret key, read from the environment.',
      `let credentials = Data("\\(env[${quoted(sampleEnv.user)}] ?? ""):\\(env[${quoted(sampleEnv.password)}] ?? "")".utf8).base64EncodedString()`,
      'request.setValue("Basic \\(credentials)", forHTTPHeaderField: "Authorization")',
    );
  }
  if (req.body !== undefined) {
    out.push(
      '',
      `request.setValue(${quoted(req.contentType ?? 'application/json')}, forHTTPHeaderField: "Content-Type")`,
      // A raw string (#"""…"""#) keeps JSON backslashes as they are.
      'request.httpBody = Data(#"""',
      withEnv(json(req.body), PLACEHOLDER, (name) => `\\#(env["${name}"] ?? "")`),
      '"""#.utf8)',
    );
  }
  out.push(
    '',
    'let (data, response) = try await URLSession.shared.data(for: request)',
    'let status = (response as? HTTPURLResponse)?.statusCode ?? 0',
    'print(status, String(decoding: data, as: UTF8.self))',
  );
  return out.join('\n');
}

export function generateSamples(req: SampleRequest): CodeSample[] {
  return [
    {language: 'curl', code: curlSample(req)},
    {language: 'javascript', code: javascriptSample(req)},
    {language: 'python', code: pythonSample(req)},
    {language: 'kotlin', code: kotlinSample(req)},
    {language: 'swift', code: swiftSample(req)},
  ];
}
