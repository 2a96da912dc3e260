// The sandbox dashboard's browser-side helpers: the X-ROOK-HASH check (WebCrypto)
// agrees with the signature the sandbox sends, inbox names are read from webhook URLs,
// a user's local time is shown as the user's wall clock, and a delivery's tries tell a try the
// sandbox refused to send from one the receiver did not answer.
import {describe, expect, it} from 'vitest';
import {inboxName, inboxUrl} from '../../src/components/SandboxDashboard/api';
import {attemptAnswer, triesText, wallClock} from '../../src/components/SandboxDashboard/format';
import {resolveSandboxLocation} from '../../ui/sandboxLocation';
import {checkSignature} from '../../core/contract/model/signature';
import {sign} from '../../sandbox/model/notices';

const clientUuid = 'c2f4961b-9d3c-4ff0-915e-f70655892b89';
const notification = {
  client_uuid: clientUuid,
  user_id: 'demoUserId',
  notification_type: 'user_created',
  datetime: '2026-11-23T10:00:00.000000-06:00',
  message: 'x',
};
const summary = {
  client_uuid: clientUuid,
  user_id: 'demoUserId',
  data_structure: 'sleep_summary',
  sleep_health: {summary: {sleep_summary: {metadata: {datetime_string: '2022-10-28T00:00:00.000000-05:00'}}}},
};

describe('checkSignature', () => {
  it('verifies what the sandbox signs, for notifications and documents', async () => {
    expect(await checkSignature('demoHashKey', notification, sign('demoHashKey', clientUuid, 'demoUserId', notification.datetime))).toBe(
      'verifies',
    );
    const documentSignature = sign('demoHashKey', clientUuid, 'demoUserId', '2022-10-28T00:00:00.000000-05:00');
    expect(await checkSignature('demoHashKey', summary, documentSignature)).toBe('verifies');
    expect(await checkSignature('demoHashKey', summary, documentSignature.toUpperCase())).toBe('verifies');
  });

  it('fails a changed byte, another key or another payload, and says when there is no signature', async () => {
    const signature = sign('demoHashKey', clientUuid, 'demoUserId', notification.datetime);
    const changed = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(await checkSignature('demoHashKey', notification, changed)).toBe('does not verify');
    expect(await checkSignature('otherKey', notification, signature)).toBe('does not verify');
    expect(await checkSignature('demoHashKey', {...notification, user_id: 'someone-else'}, signature)).toBe('does not verify');
    expect(await checkSignature('demoHashKey', 'not json', signature)).toBe('does not verify');
    expect(await checkSignature('demoHashKey', notification, undefined)).toBe('unsigned');
  });
});

describe('inboxName', () => {
  const beside = 'http://127.0.0.1:3000/sandbox';
  it('reads the name of a sandbox inbox URL, query included, and nothing else', () => {
    expect(inboxName('http://localhost:3000/sandbox/inbox/my-app', beside)).toBe('my-app');
    expect(inboxName('http://127.0.0.1:3202/sandbox/inbox/a_b-1?respond_with=500', beside)).toBe('a_b-1');
    expect(inboxName('https://example.com/webhooks/rook', beside)).toBeNull();
    expect(inboxName('http://localhost:3000/sandbox/inbox/a/b', beside)).toBeNull();
    expect(inboxName('not a url', beside)).toBeNull();
    expect(inboxName(null, beside)).toBeNull();
  });

  it('reads inboxes under a hosted sandbox’s own path, and builds them there', () => {
    const hosted = 'https://sandbox.example.com/rook/sandbox';
    expect(inboxName(inboxUrl(hosted, 'dashboard-1'), hosted)).toBe('dashboard-1');
    expect(inboxUrl(hosted, 'dashboard-1')).toBe('https://sandbox.example.com/rook/sandbox/inbox/dashboard-1');
    expect(inboxName('https://sandbox.example.com/sandbox/inbox/x', hosted)).toBeNull();
    expect(inboxName('https://sandbox.example.com/inbox/x', 'https://sandbox.example.com')).toBe('x');
  });
});

describe('wallClock', () => {
  it("shows a user's local_time as the date and time where the user is, whatever the reader's time zone", () => {
    expect(wallClock('2026-03-10T10:30:00.000000-06:00')).toBe('2026-03-10 10:30');
    expect(wallClock('2026-03-10T23:59:59.999999+09:00')).toBe('2026-03-10 23:59');
    expect(wallClock('not a time')).toBe('not a time');
  });
});

describe('resolveSandboxLocation', () => {
  it('is the sandbox beside the site unless the location file names a hosted one', () => {
    const origin = 'https://docs.example.com';
    expect(resolveSandboxLocation({url: null}, origin)).toEqual({baseUrl: 'https://docs.example.com/sandbox', hosted: false});
    expect(resolveSandboxLocation(null, origin)).toEqual({baseUrl: 'https://docs.example.com/sandbox', hosted: false});
    expect(resolveSandboxLocation({url: 'not a url'}, origin).hosted).toBe(false);
    expect(resolveSandboxLocation({url: 'https://sandbox.example.com/sandbox/'}, origin)).toEqual({
      baseUrl: 'https://sandbox.example.com/sandbox',
      hosted: true,
    });
  });
});

describe('attemptAnswer and triesText', () => {
  const at = '2026-11-23T10:00:00.000Z';
  const refusal = 'rebind.test resolves to 10.0.0.5, a private address; the hosted sandbox only delivers to public addresses';

  it('says the status a receiver answered, "no answer" for a try sent without one, "refused" for a try the sandbox did not send', () => {
    expect(attemptAnswer({at, status: 500, answer: 'oops'})).toBe('500');
    expect(attemptAnswer({at, status: null, error: 'no answer within 5 s'})).toBe('no answer');
    expect(attemptAnswer({at, status: null, error: 'could not connect: connect ECONNREFUSED 127.0.0.1:9'})).toBe('no answer');
    expect(attemptAnswer({at, status: null, refused: true, error: refusal})).toBe('refused');
  });

  it("gives each refusal's reason once, in the sandbox's words, and the next try", () => {
    expect(triesText({attempts: [], next_attempt_at: at})).toBe('none yet; next 2026-11-23 10:00 UTC');
    expect(triesText({attempts: [{at, status: 200}], next_attempt_at: null})).toBe('1: 200');
    expect(triesText({attempts: [{at, status: null, error: 'no answer within 5 s'}], next_attempt_at: '2026-11-23T12:00:00Z'})).toBe(
      '1: no answer; next 2026-11-23 12:00 UTC',
    );
    const refused = {at, status: null, refused: true, error: refusal};
    expect(triesText({attempts: [{at, status: 500}, refused, refused], next_attempt_at: '2026-11-25T10:00:00Z'})).toBe(
      `3: 500, refused, refused (${refusal}); next 2026-11-25 10:00 UTC`,
    );
    // A receiver that did not answer is not called refused, beside a try that was.
    expect(triesText({attempts: [{at, status: null, error: 'no answer within 5 s'}, refused], next_attempt_at: null})).toBe(
      `2: no answer, refused (${refusal})`,
    );
  });
});
