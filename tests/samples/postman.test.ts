// The Postman collection as a reader imports it: generated from the contract
// as the build publishes it, with the local sandbox's environment pointed at
// a real sandbox, and run by Postman's own runner (newman). Every request
// must answer 2xx with what the contract allows, from the contract's examples alone,
// and again with a stranger's own client and user set in the environment.
import {run, type RunSummary} from 'newman';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {localSandbox} from '../../core/config/site-sandbox';
import {postmanCollection, postmanEnvironment, postmanEnvironments} from '../../plugins/docs-as-data/postman';
import {contractForSite, loadContract} from '../../core/contract/load';
import {SampleHarness} from './harness';

let harness: SampleHarness;
beforeAll(async () => {
  harness = await SampleHarness.start();
});
afterAll(() => harness?.close());

function runCollection(collection: object, environment: object): Promise<RunSummary> {
  return new Promise((resolve, reject) => {
    run({collection, environment, reporters: [], timeoutRequest: 30_000}, (error, summary) => (error ? reject(error) : resolve(summary)));
  });
}

it('every request of the Postman collection answers 2xx as imported, with the local sandbox environment', async () => {
  const contract = await contractForSite(await loadContract(), null);
  const collection = await postmanCollection(contract.bundled);
  const local = postmanEnvironments(contract.bundled, contract.model.overview.servers).find((env) => env.baseUrl === localSandbox.url);
  expect(local, 'the contract lists the local sandbox as a server').toBeDefined();
  // What a reader does when `npm start` serves another port: change baseUrl, nothing else.
  const environment = postmanEnvironment({...local!, baseUrl: harness.apiUrl});
  const {result, exchanges, problems} = await harness.checked(() => runCollection(collection, environment));
  expect(result.run.failures.map((failure) => String(failure.error))).toEqual([]);
  expect(problems).toEqual([]);
  expect(exchanges.length).toBe(contract.model.operations.length);
});

it("runs as a reader's own client and user once the environment names them, with no demo value left in a request", async () => {
  const contract = await contractForSite(await loadContract(), null);
  const collection = await postmanCollection(contract.bundled);
  const local = postmanEnvironments(contract.bundled, contract.model.overview.servers).find((env) => env.baseUrl === localSandbox.url)!;
  // The demo client and user are the environment's values, never written into a request.
  const requests = JSON.stringify(requestsOf(collection.item as Item[]));
  expect([local.clientUuid, local.userId].filter((demo) => requests.includes(demo))).toEqual([]);
  const reader = await harness.useReaderClient();
  const environment = postmanEnvironment({
    ...local,
    baseUrl: harness.apiUrl,
    clientUuid: reader.client,
    secretKey: reader.secret,
    userId: reader.user,
  });
  const {result, exchanges, problems} = await harness.checked(() => runCollection(collection, environment));
  expect(result.run.failures.map((failure) => String(failure.error))).toEqual([]);
  expect(problems).toEqual([]);
  expect(exchanges.length).toBe(contract.model.operations.length);
  // Every request that names a user named the reader's.
  const named = exchanges.filter((exchange) => exchange.path.includes('user_id'));
  expect(named.length).toBeGreaterThan(10);
  expect(named.filter((exchange) => !exchange.path.includes(reader.user)).map((exchange) => exchange.path)).toEqual([]);
});

interface Item {
  item?: Item[];
  request?: {url?: unknown; body?: unknown};
}

/** The URL and body of every request, the parts Postman sends (descriptions and saved examples left out). */
function requestsOf(items: Item[]): unknown[] {
  return items.flatMap((item) => (item.item ? requestsOf(item.item) : [item.request?.url, item.request?.body]));
}
