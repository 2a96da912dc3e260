// The pages the sandbox's refusals link to (`Link: rel="help"` and the request log's `help`) exist
// on the built site, anchors included: each error rule's own, and those found by message or status.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {siteOrigin} from '../../core/config/site';
import {errorRules, type Help} from '../../sandbox/http/errors';
import {helpByMessageAndStatus, helpUrl} from '../../sandbox/http/help';
import {loadContracts} from '../../sandbox/contract/operations';

const buildDir = path.resolve(__dirname, '../../build');

/** Whether the built page at `url` (on the site's origin) exists and has the anchor its fragment names. */
function resolves(url: string): boolean {
  const {pathname, hash} = new URL(url);
  const file = path.join(buildDir, pathname, 'index.html');
  if (!existsSync(file)) return false;
  // The built HTML is minified: an attribute value may come without quotes.
  return !hash || new RegExp(`\\sid=["']?${hash.slice(1)}(["'\\s>])`).test(readFileSync(file, 'utf8'));
}

describe('the sandbox’s help links', () => {
  it('lead to built pages and anchors, for every rule and every message or status', async () => {
    const {operations} = await loadContracts();
    const helps: Help[] = [...errorRules.map((rule) => rule.help), ...helpByMessageAndStatus];
    const broken: string[] = [];
    for (const help of helps) {
      // A section of the failing operation's page: every operation's, as any one may fail that way.
      const targets = 'page' in help ? [undefined] : [...operations.values()];
      for (const operation of targets) {
        const url = helpUrl(help, '', 400, operation)!;
        expect(url.startsWith(`${siteOrigin}/`)).toBe(true);
        if (!resolves(url.replace(siteOrigin, 'https://site.invalid'))) broken.push(url);
      }
    }
    expect(broken).toEqual([]);
  });
});
