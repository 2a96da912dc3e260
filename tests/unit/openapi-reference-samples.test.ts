import {spawnSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {loadContract} from '../../core/contract/load';
import {
  curlSample,
  envPlaceholder,
  generateSamples,
  javascriptSample,
  kotlinSample,
  pythonLiteral,
  pythonSample,
  swiftSample,
  type SampleRequest,
} from '../../core/contract/model/samples';

const post: SampleRequest = {
  method: 'post',
  path: '/api/v1/user_id/demo-1/time_zone',
  query: [],
  basicAuth: true,
  body: {time_zone: 'America/Mexico_City', note: 'it\'s $5 \\ "ok"', nested: {on: true, off: null, n: [1, 2.5]}},
  contentType: 'application/json',
};
const get: SampleRequest = {
  method: 'get',
  path: '/v2/processed_data/user/info',
  query: [
    {name: 'user_id', value: 'demoUserId'},
    {name: 'date', value: '2022-10-28'},
  ],
  basicAuth: true,
};

/** The JSON text each language embeds, cut out the way a reader would copy it. */
// Each language's body as the JSON it sends, a value read from the environment (the reader's user) standing as its variable's name.
const bodies: Record<string, (code: string) => string> = {
  curl: (code) => {
    const quoted = /--data '([\s\S]*)'$/.exec(code)![1]!;
    return quoted.replace(/'"\$\{(\w+)\}"'/g, '$1').replace(/'\\''/g, "'");
  },
  javascript: (code) => /body: JSON\.stringify\(([\s\S]*?)\),\n\}\);/.exec(code)![1]!.replace(/process\.env\.(\w+)/g, '"$1"'),
  kotlin: (code) =>
    /val body = """\n([\s\S]*?)\n"""/
      .exec(code)![1]!
      .replace(/\$\{System\.getenv\("(\w+)"\)\}/g, '$1')
      .replace(/\$\{'\$'\}/g, '$'),
  swift: (code) => /Data\(#"""\n([\s\S]*?)\n"""#/.exec(code)![1]!.replace(/\\#\(env\["(\w+)"\] \?\? ""\)/g, '$1'),
};

describe('every language sends the example body as valid JSON', () => {
  it.each(Object.keys(bodies))('%s', (id) => {
    const sample = generateSamples(post).find((s) => s.language === id)!;
    expect(JSON.parse(bodies[id]!(sample.code))).toEqual(post.body);
  });

  it('python turns the body into an equivalent literal', () => {
    expect(pythonLiteral({a: true, b: false, c: null, d: [1, 'x'], e: {}})).toBe(
      '{\n    "a": True,\n    "b": False,\n    "c": None,\n    "d": [\n        1,\n        "x",\n    ],\n    "e": {},\n}',
    );
    const code = pythonSample(post);
    const literal = /json=([\s\S]*?),\n {4}timeout=30/.exec(code)![1]!;
    const asJson = literal
      .replace(/\bTrue\b/g, 'true')
      .replace(/\bFalse\b/g, 'false')
      .replace(/\bNone\b/g, 'null')
      .replace(/,(\s*[}\]])/g, '$1');
    expect(JSON.parse(asJson)).toEqual(post.body);
  });
});

describe('curl', () => {
  it('sends method, host from the environment plus path and query, basic auth from the environment', () => {
    const code = curlSample(get);
    expect(code.split(' \\\n')).toEqual([
      'curl --request GET',
      '  --url "$ROOK_API_URL/v2/processed_data/user/info?user_id=demoUserId&date=2022-10-28"',
      '  --user "$ROOK_CLIENT_UUID:$ROOK_SECRET_KEY"',
      "  --header 'Accept: application/json'",
    ]);
  });

  it('leaves out auth and body when the call has none', () => {
    const code = curlSample({...get, basicAuth: false, query: []});
    expect(code).not.toContain('--user');
    expect(code).not.toContain('--data');
  });

  it('keeps a path character the shell would expand inside the double quotes literal', () => {
    expect(curlSample({...get, query: [], path: '/a/$HOME/`x`'})).toContain('--url "$ROOK_API_URL/a/\\$HOME/\\`x\\`"');
  });
});

describe('JavaScript (fetch)', () => {
  it('builds the URL, the Basic header and checks the status', () => {
    const code = javascriptSample(get);
    expect(code).toContain('const url = new URL(`${process.env.ROOK_API_URL}/v2/processed_data/user/info`);');
    expect(code).toContain("url.searchParams.set('user_id', 'demoUserId');");
    expect(code).toContain('const credentials = btoa(`${process.env.ROOK_CLIENT_UUID}:${process.env.ROOK_SECRET_KEY}`);');
    expect(code).toContain('Authorization: `Basic ${credentials}`,');
    expect(code).toContain("method: 'GET',");
    expect(code).not.toContain('body:');
    // Syntactically valid as an async module body.
    expect(() => new Function(`return (async () => {${code}})`)).not.toThrow();
    expect(() => new Function(`return (async () => {${javascriptSample(post)}})`)).not.toThrow();
  });
});

describe('Python (requests)', () => {
  it('uses the verb helper, auth tuple, params and a timeout', () => {
    const code = pythonSample(get);
    expect(code.split('\n').slice(0, 5)).toEqual(['import os', '', 'import requests', '', 'response = requests.get(']);
    expect(code).toContain(`    f"{os.environ['ROOK_API_URL']}/v2/processed_data/user/info",`);
    expect(code).toContain('    auth=(os.environ["ROOK_CLIENT_UUID"], os.environ["ROOK_SECRET_KEY"]),');
    expect(code).toContain('    params={\n        "user_id": "demoUserId",\n        "date": "2022-10-28",\n    },');
    expect(code).toContain('response.raise_for_status()');
    expect(pythonSample(post)).toContain('response = requests.post(');
    // Brackets balance, as Python requires.
    for (const [open, close] of [
      ['(', ')'],
      ['[', ']'],
      ['{', '}'],
    ]) {
      const strip = code.replace(/"(?:[^"\\]|\\.)*"/g, '""');
      expect(strip.split(open!).length).toBe(strip.split(close!).length);
    }
  });
});

describe('Kotlin (OkHttp)', () => {
  it('imports what it uses and builds the request', () => {
    const code = kotlinSample(get);
    expect(code).toContain('import okhttp3.HttpUrl.Companion.toHttpUrl');
    expect(code).toContain('import okhttp3.Credentials');
    expect(code).toContain('val url = "${System.getenv("ROOK_API_URL")}/v2/processed_data/user/info".toHttpUrl().newBuilder()');
    expect(code).toContain('    .addQueryParameter("date", "2022-10-28")');
    expect(code).toContain(
      '    .header("Authorization", Credentials.basic(System.getenv("ROOK_CLIENT_UUID"), System.getenv("ROOK_SECRET_KEY")))',
    );
    expect(code).toContain('    .get()');
    expect(code).not.toContain('toMediaType');
    const withBody = kotlinSample(post);
    expect(withBody).toContain('import okhttp3.MediaType.Companion.toMediaType');
    expect(withBody).toContain('""".trimIndent().toRequestBody("application/json".toMediaType())');
    expect(withBody).toContain('    .method("POST", body)');
    expect(withBody).toContain("${'$'}5");
  });
});

describe('Swift (URLSession)', () => {
  it('sets query items, method, Basic header and a raw-string body', () => {
    const code = swiftSample(get);
    expect(code).toContain('var components = URLComponents(string: "\\(env["ROOK_API_URL"] ?? "")/v2/processed_data/user/info")!');
    expect(code).toContain('    URLQueryItem(name: "user_id", value: "demoUserId"),');
    expect(code).toContain('request.httpMethod = "GET"');
    expect(code).toContain(
      'let credentials = Data("\\(env["ROOK_CLIENT_UUID"] ?? ""):\\(env["ROOK_SECRET_KEY"] ?? "")".utf8).base64EncodedString()',
    );
    expect(code).toContain('request.setValue("Basic \\(credentials)", forHTTPHeaderField: "Authorization")');
    expect(code).toContain('let (data, response) = try await URLSession.shared.data(for: request)');
    expect(swiftSample(post)).toContain('request.httpBody = Data(#"""');
  });
});

describe('samples built from the real contract', () => {
  it('every operation has five samples on the host variable, with parseable JSON bodies', async () => {
    const {model} = await loadContract();
    for (const op of model.operations) {
      expect(op.samples.map((s) => s.language)).toEqual(['curl', 'javascript', 'python', 'kotlin', 'swift']);
      const curl = op.samples[0]!.code;
      expect(curl).toContain(`--url "$ROOK_API_URL${op.path.split('{')[0]}`);
      for (const sample of op.samples) expect(sample.code).not.toMatch(/https?:\/\/(?!app\.example|example)/);
      expect(curl).not.toMatch(/\{[a-z_]+\}/); // every path parameter has an example
      for (const sample of op.samples) {
        if (sample.language in bodies && op.requestBody) expect(() => JSON.parse(bodies[sample.language]!(sample.code))).not.toThrow();
      }
    }
  });
});

describe('computed dates (x-sample-days-ago)', () => {
  const status: SampleRequest = {
    method: 'get',
    path: '/api/v1/client/users/status',
    query: [
      {name: 'up_to_date', value: '2022-10-28', daysAgo: 0},
      {name: 'page', value: '1'},
    ],
    basicAuth: true,
  };

  it('every language computes the day when it runs instead of sending the fixed example', () => {
    const code = Object.fromEntries(generateSamples(status).map((s) => [s.language, s.code]));
    for (const text of Object.values(code)) expect(text).not.toContain('2022-10-28');
    expect(code.curl).toContain('--url "$ROOK_API_URL/api/v1/client/users/status?up_to_date=$(date -u +%F)&page=1"');
    expect(code.javascript).toContain(
      "url.searchParams.set('up_to_date', new Date(Date.now() - 0 * 86_400_000).toISOString().slice(0, 10));",
    );
    expect(code.python).toContain('"up_to_date": (datetime.now(timezone.utc) - timedelta(days=0)).date().isoformat(),');
    expect(code.python).toContain('from datetime import datetime, timedelta, timezone');
    expect(code.kotlin).toContain('java.time.LocalDate.now(java.time.ZoneOffset.UTC).minusDays(0).toString()');
    expect(code.swift).toContain('ISO8601DateFormatter()');
  });

  it('the shell form works on GNU and BSD date for days in the past', () => {
    expect(curlSample({...status, query: [{name: 'date', value: 'x', daysAgo: 2}]})).toContain(
      "date=$(date -u -d '2 days ago' +%F 2>/dev/null || date -u -v-2d +%F)",
    );
  });

  it('the contract asks for today on the users status call', async () => {
    const {model} = await loadContract();
    const op = model.operations.find((o) => o.operationId === 'getUsersStatus')!;
    expect(op.parameters.find((p) => p.name === 'up_to_date')!.sampleDaysAgo).toBe(0);
    expect(op.samples[0]!.code).toContain('up_to_date=$(date -u +%F)');
  });
});

describe('values read from the reader’s environment (x-sample-env)', () => {
  const own: SampleRequest = {
    method: 'post',
    path: `/api/v1/client_uuid/${envPlaceholder('ROOK_CLIENT_UUID')}/user_id/${envPlaceholder('ROOK_USER_ID')}/x`,
    query: [{name: 'user_id', value: 'demoUserId', env: 'ROOK_USER_ID'}],
    basicAuth: true,
    body: {user_id: envPlaceholder('ROOK_USER_ID'), height_cm_int: 172},
  };
  const code = Object.fromEntries(generateSamples(own).map((s) => [s.language, s.code]));

  it('each language reads the variable where the example value was, in the path, the query and the body', () => {
    expect(code.curl).toContain('/api/v1/client_uuid/${ROOK_CLIENT_UUID}/user_id/${ROOK_USER_ID}/x?user_id=${ROOK_USER_ID}');
    expect(code.curl).toContain(`"user_id": "'"\${ROOK_USER_ID}"'"`);
    expect(code.javascript).toContain('/api/v1/client_uuid/${process.env.ROOK_CLIENT_UUID}/user_id/${process.env.ROOK_USER_ID}/x');
    expect(code.javascript).toContain("url.searchParams.set('user_id', process.env.ROOK_USER_ID);");
    expect(code.javascript).toContain('"user_id": process.env.ROOK_USER_ID');
    expect(code.python).toContain("/api/v1/client_uuid/{os.environ['ROOK_CLIENT_UUID']}/user_id/{os.environ['ROOK_USER_ID']}/x");
    expect(code.python).toContain('"user_id": os.environ["ROOK_USER_ID"]');
    expect(code.kotlin).toContain('/user_id/${System.getenv("ROOK_USER_ID")}/x');
    expect(code.kotlin).toContain('.addQueryParameter("user_id", System.getenv("ROOK_USER_ID"))');
    expect(code.kotlin).toContain('"user_id": "${System.getenv("ROOK_USER_ID")}"');
    expect(code.swift).toContain('/user_id/\\(env["ROOK_USER_ID"] ?? "")/x');
    expect(code.swift).toContain('URLQueryItem(name: "user_id", value: env["ROOK_USER_ID"])');
    expect(code.swift).toContain('"user_id": "\\#(env["ROOK_USER_ID"] ?? "")"');
    for (const sample of Object.values(code)) expect(sample).not.toContain('@@');
  });

  it('the curl body, run by a shell, sends the variable’s value', () => {
    const script = `ROOK_USER_ID=reader-7; printf '%s' ${/--data ('[\s\S]*')$/.exec(code.curl!)![1]}`;
    const sent = spawnSync('bash', ['-c', script], {encoding: 'utf8'}).stdout;
    expect(JSON.parse(sent)).toEqual({user_id: 'reader-7', height_cm_int: 172});
  });
});
