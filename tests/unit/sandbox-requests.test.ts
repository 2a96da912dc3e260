// The request log as the dashboard and the try-it console show it: the curl command that sends a logged
// request again (quoted for a POSIX shell, the secret key left to $ROOK_SECRET_KEY, the body with its
// Content-Type), bodies pretty-printed when JSON, and a status that says how it went in words.
import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {curlCommand, cutBody, prettyBody, secondsTime, shellQuote, statusWord} from '../../ui/sandboxRequests';

const base = 'http://localhost:3000/sandbox';
const uuid = 'c2f4961b-9d3c-4ff0-915e-f70655892b89';

/** The words a POSIX shell makes of a command line (continuations joined), with $ROOK_SECRET_KEY set. */
function shellWords(command: string): string[] {
  const script = `printf '%s\\0' ${command.replace(/^curl/, '').replace(/ \\\n/g, ' ')}`;
  const out = execFileSync('sh', ['-c', script], {env: {ROOK_SECRET_KEY: 's3cr3t', PATH: process.env.PATH}, encoding: 'utf8'});
  return out.split('\0').slice(0, -1);
}

describe('curlCommand', () => {
  it('repeats a GET with its query, the client uuid and the secret key from the environment', () => {
    const curl = curlCommand(
      {method: 'GET', path: '/v2/processed_data/sleep_health/summary?user_id=demoUserId&date=2022-13-01', request_body: null},
      base,
      uuid,
    );
    expect(curl).toBe(
      [
        'curl --request GET',
        `  --url 'http://localhost:3000/sandbox/v2/processed_data/sleep_health/summary?user_id=demoUserId&date=2022-13-01'`,
        `  --user "${uuid}:$ROOK_SECRET_KEY"`,
        `  --header 'Accept: application/json'`,
      ].join(' \\\n'),
    );
    expect(shellWords(curl)).toEqual([
      '--request',
      'GET',
      '--url',
      `${base}/v2/processed_data/sleep_health/summary?user_id=demoUserId&date=2022-13-01`,
      '--user',
      `${uuid}:s3cr3t`,
      '--header',
      'Accept: application/json',
    ]);
  });

  it('sends a JSON body with its Content-Type, and a body the shell would otherwise read, run or expand comes through as is', () => {
    const body = `{"user_id":"o'brien","note":"$HOME \`id\` \\\\ \\"q\\" $(echo ran)"}`;
    const curl = curlCommand({method: 'POST', path: "/_sandbox/users/o'brien/sdk_sources", request_body: body}, `${base}/`, uuid);
    const words = shellWords(curl);
    expect(words).toContain(`${base}/_sandbox/users/o'brien/sdk_sources`);
    expect(words.slice(-4)).toEqual(['--header', 'Content-Type: application/json', '--data-raw', body]);
  });

  it('marks a body that is not JSON as text, and never writes a secret out', () => {
    const curl = curlCommand({method: 'PATCH', path: '/x', request_body: 'a=1&b=@file'}, base, uuid);
    expect(shellWords(curl).slice(-4)).toEqual(['--header', 'Content-Type: text/plain; charset=utf-8', '--data-raw', 'a=1&b=@file']);
    expect(curl).toContain('$ROOK_SECRET_KEY');
    // A client uuid the shell would expand stays literal inside its double quotes.
    expect(shellWords(curlCommand({method: 'GET', path: '/x', request_body: null}, base, '$(id)"`x`'))).toContain('$(id)"`x`:s3cr3t');
  });

  it('asks for a HEAD without waiting for a body', () => {
    expect(curlCommand({method: 'HEAD', path: '/x', request_body: null}, base, uuid)).toMatch(/^curl --head \\/);
  });
});

describe('the request log’s wording', () => {
  it('quotes single quotes for the shell', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });

  it('pretty-prints JSON bodies and leaves other text as it came', () => {
    expect(prettyBody('{"a":[1]}')).toEqual({text: '{\n  "a": [\n    1\n  ]\n}', json: true});
    expect(prettyBody('plain text')).toEqual({text: 'plain text', json: false});
    expect(prettyBody(null)).toBeNull();
  });

  it('says how a request went in words beside its status, and times to the second in UTC', () => {
    expect([200, 303, 422, 503].map(statusWord)).toEqual(['OK', 'redirect', 'refused', 'server error']);
    expect(secondsTime('2026-05-05T09:14:02.311Z')).toBe('2026-05-05 09:14:02 UTC');
  });

  it('knows a body the log cut', () => {
    expect(cutBody(`${'x'.repeat(10)}… (cut at 16384 characters)`)).toBe(true);
    expect(cutBody('{}')).toBe(false);
    expect(cutBody(null)).toBe(false);
  });
});
