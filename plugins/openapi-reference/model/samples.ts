import type {CodeSample, Json} from './types';

/**
 * Request code samples. Pure functions of a SampleRequest, which the plugin
 * builds from the contract (sandbox server, parameter examples, example
 * body), so every sample on a page shows the same call.
 */
export interface SampleRequest {
  method: string;
  /** Server URL plus the path with path parameters filled in. */
  url: string;
  query: {name: string; value: string}[];
  /** HTTP basic auth with the client_uuid and secret key. */
  basicAuth: boolean;
  body?: Json;
  contentType?: string;
}

/** Environment variables the samples read the credentials from. */
export const credentialEnv = {user: 'ROOK_CLIENT_UUID', password: 'ROOK_SECRET_KEY'} as const;

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

function fullUrl(req: SampleRequest): string {
  if (!req.query.length) return req.url;
  const search = new URLSearchParams(req.query.map((q) => [q.name, q.value])).toString();
  return `${req.url}?${search}`;
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function curlSample(req: SampleRequest): string {
  const lines = [`curl --request ${req.method.toUpperCase()}`, `  --url ${shellQuote(fullUrl(req))}`];
  if (req.basicAuth) lines.push(`  --user "$${credentialEnv.user}:$${credentialEnv.password}"`);
  lines.push(`  --header 'Accept: application/json'`);
  if (req.body !== undefined) {
    lines.push(`  --header 'Content-Type: ${req.contentType ?? 'application/json'}'`);
    lines.push(`  --data ${shellQuote(json(req.body))}`);
  }
  return lines.join(' \\\n');
}

const jsString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function javascriptSample(req: SampleRequest): string {
  const out: string[] = [];
  out.push(`const url = new URL(${jsString(req.url)});`);
  for (const q of req.query) out.push(`url.searchParams.set(${jsString(q.name)}, ${jsString(q.value)});`);
  if (req.basicAuth) {
    out.push(
      '',
      `// Basic auth: your client_uuid and secret key, kept out of the code.`,
      `const credentials = btoa(\`\${process.env.${credentialEnv.user}}:\${process.env.${credentialEnv.password}}\`);`,
    );
  }
  const headers: string[] = [];
  if (req.basicAuth) headers.push('    Authorization: `Basic ${credentials}`,');
  headers.push(`    Accept: 'application/json',`);
  if (req.body !== undefined) headers.push(`    'Content-Type': ${jsString(req.contentType ?? 'application/json')},`);
  out.push('', 'const response = await fetch(url, {', `  method: '${req.method.toUpperCase()}',`, '  headers: {', ...headers, '  },');
  if (req.body !== undefined) out.push(`  body: JSON.stringify(${indentLines(json(req.body), '  ')}),`);
  out.push(
    '});',
    'if (!response.ok) throw new Error(`ROOK API answered ${response.status}`);',
    // 204 answers have no body to parse.
    'const data = response.status === 204 ? null : await response.json();',
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
  const args = [`    ${JSON.stringify(req.url)},`];
  if (req.basicAuth) args.push(`    auth=(os.environ["${credentialEnv.user}"], os.environ["${credentialEnv.password}"]),`);
  if (req.query.length) {
    args.push(`    params=${pythonLiteral(Object.fromEntries(req.query.map((q) => [q.name, q.value])), '    ')},`);
  }
  if (req.body !== undefined) args.push(`    json=${pythonLiteral(req.body, '    ')},`);
  args.push('    timeout=30,');
  return [
    ...(req.basicAuth ? ['import os', ''] : []),
    'import requests',
    '',
    `response = requests.${req.method.toLowerCase()}(`,
    ...args,
    ')',
    'response.raise_for_status()',
    'print(response.json() if response.content else None)',
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

  if (req.query.length) {
    out.push(`val url = ${quoted(req.url)}.toHttpUrl().newBuilder()`);
    for (const q of req.query) out.push(`    .addQueryParameter(${quoted(q.name)}, ${quoted(q.value)})`);
    out.push('    .build()', '');
  } else {
    out.push(`val url = ${quoted(req.url)}`, '');
  }
  if (hasBody) {
    // Raw strings still expand $name, so a literal dollar needs ${'$'}.
    const text = json(req.body!).replace(/\$/g, () => "${'$'}");
    out.push('val body = """', indentLines(text, ''), `""".trimIndent().toRequestBody(${quoted(req.contentType ?? 'application/json')}.toMediaType())`, '');
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
      `    .header("Authorization", Credentials.basic(System.getenv(${quoted(credentialEnv.user)}), System.getenv(${quoted(credentialEnv.password)})))`,
    );
  }
  out.push(`    .header("Accept", "application/json")`, `    ${call}`, '    .build()', '');
  out.push(
    'client.newCall(request).execute().use { response ->',
    '    println("${response.code}: ${response.body?.string()}")',
    '}',
  );
  return out.join('\n');
}

export function swiftSample(req: SampleRequest): string {
  const out = ['import Foundation', ''];
  if (req.query.length) {
    out.push(`var components = URLComponents(string: ${quoted(req.url)})!`, 'components.queryItems = [');
    for (const q of req.query) out.push(`    URLQueryItem(name: ${quoted(q.name)}, value: ${quoted(q.value)}),`);
    out.push(']', 'var request = URLRequest(url: components.url!)');
  } else {
    out.push(`var request = URLRequest(url: URL(string: ${quoted(req.url)})!)`);
  }
  out.push(`request.httpMethod = ${quoted(req.method.toUpperCase())}`);
  out.push(`request.setValue("application/json", forHTTPHeaderField: "Accept")`);
  if (req.basicAuth) {
    out.push(
      '',
      '// Basic auth: your client_uuid and secret key, read from the environment.',
      `let env = ProcessInfo.processInfo.environment`,
      `let credentials = Data("\\(env[${quoted(credentialEnv.user)}] ?? ""):\\(env[${quoted(credentialEnv.password)}] ?? "")".utf8).base64EncodedString()`,
      'request.setValue("Basic \\(credentials)", forHTTPHeaderField: "Authorization")',
    );
  }
  if (req.body !== undefined) {
    out.push(
      '',
      `request.setValue(${quoted(req.contentType ?? 'application/json')}, forHTTPHeaderField: "Content-Type")`,
      // A raw string (#"""…"""#) keeps JSON backslashes as they are.
      'request.httpBody = Data(#"""',
      json(req.body),
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
