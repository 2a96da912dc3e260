// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package ships typings but its package.json does not point at them
/// <reference path="../../node_modules/postman-collection/types/index.d.ts" />
import {expect, test} from '@playwright/test';
import {Collection, type Item} from 'postman-collection';
import {loadContract} from '../../plugins/openapi-reference/load';
import {localSandbox} from '../../plugins/docs-as-data/local-sandbox';
import {postmanDownloads, serverSlug} from '../../plugins/docs-as-data/paths';
import {routes} from '../../src/config/routes';

/** The Postman collection and environments written beside the contract downloads. */

const base = routes.apiReference;

test('the collection is a valid v2.1 collection with every operation, example responses and inherited basic auth', async ({request}) => {
  const response = await request.get(`${base}${postmanDownloads.collection}`);
  expect(response.status()).toBe(200);
  const json = await response.json();
  expect(json.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
  // The library reads the file into its model: every item must come out as a request with a URL and a method.
  const collection = new Collection(json);
  expect(Collection.isCollection(collection)).toBe(true);
  expect(collection.name).toBe(json.info.name);

  expect(json.auth).toEqual({
    type: 'basic',
    basic: [
      {key: 'username', value: '{{client_uuid}}', type: 'string'},
      {key: 'password', value: '{{secret_key}}', type: 'string'},
    ],
  });

  const requests: string[] = [];
  // forEachItem walks the folders too; the shipped typings omit it.
  (collection as unknown as {forEachItem: (visit: (item: Item) => void) => void}).forEachItem((item) => {
    expect(item.request.auth, item.name).toBeUndefined();
    expect(item.responses.count(), `${item.name} has example responses`).toBeGreaterThan(0);
    expect(item.request.url.getHost(), item.name).toBe('{{baseUrl}}');
    requests.push(`${item.request.method} /${item.request.url.path?.join('/')}`);
  });

  const {model} = await loadContract();
  const operations = model.operations.map((op) => `${op.method.toUpperCase()} ${op.path.replace(/\{([^}]+)\}/g, ':$1')}`);
  expect(requests.sort()).toEqual(operations.sort());
});

test('one environment per server of the contract, the local sandbox with the demo pair', async ({request}) => {
  const {bundled} = await loadContract();
  const servers = bundled.servers as {url: string; description: string}[];
  const expected = servers.map((s) => s.url);
  expect(expected).toContain(localSandbox.url);
  const slugs = servers.map((s) => serverSlug(s.description));
  const baseUrls: string[] = [];
  for (const slug of slugs) {
    const response = await request.get(`${base}${postmanDownloads.environment(slug)}`);
    expect(response.status(), slug).toBe(200);
    const env = await response.json();
    expect(env._postman_variable_scope).toBe('environment');
    const values = Object.fromEntries(env.values.map((v: {key: string; value: string}) => [v.key, v.value]));
    expect(Object.keys(values).sort()).toEqual(['baseUrl', 'client_uuid', 'secret_key']);
    if (values.baseUrl === localSandbox.url) {
      expect(values).toMatchObject({client_uuid: localSandbox.clientUuid, secret_key: localSandbox.secretKey});
    }
    baseUrls.push(values.baseUrl);
  }
  expect(baseUrls.sort()).toEqual(expected.sort());
});

test('the reference overview links to the collection and the environments', async ({page}) => {
  await page.goto(base);
  const downloads = page.locator('section').filter({has: page.getByRole('heading', {name: 'Download the contract'})});
  await expect(downloads.getByRole('link', {name: postmanDownloads.collection})).toHaveAttribute(
    'href',
    `${base}${postmanDownloads.collection}`,
  );
  for (const name of ['Production', 'Sandbox', 'Local sandbox']) {
    const link = downloads.getByRole('link', {name, exact: true});
    const href = await link.getAttribute('href');
    expect((await page.request.get(href!)).status(), name).toBe(200);
  }
});
