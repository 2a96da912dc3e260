import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {sdkHistory} from '../../src/data/sdk';
import {sdkExceptions, sdkKnownIssues} from '../../src/data/sdkExceptions';
import {unconfirmedNames} from '../../src/data/sdkUnconfirmed';
import {mdxFiles} from './support/sdkSamples';

/**
 * Truth in the SDK guides: an API name the provider facts sheet does not
 * confirm is flagged on every page that uses it, the declarations the samples
 * are checked against agree with the list of unconfirmed names, and claims
 * an audit removed (no source makes them) do not come back.
 */

const root = path.resolve(__dirname, '../..');
const keys = Object.keys(unconfirmedNames);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a page's text uses an unconfirmed name. */
export function mentions(text: string, key: string): boolean {
  const [owner, member] = key.includes('.') ? key.split('.') : [undefined, key];
  if (new RegExp(`\\b${escape(key)}\\b`).test(text)) return true;
  // Hook members are destructured, so the bare member name counts for them.
  return Boolean(owner?.startsWith('useRook') && new RegExp(`\\b${escape(member!)}\\b`).test(text));
}

/** Whether a page flags a name with <Unconfirmed name> or <UnconfirmedNames names>. */
export function flags(text: string, key: string): boolean {
  const quoted = `['"]${escape(key)}['"]`;
  return (
    new RegExp(`<Unconfirmed name=${quoted}`).test(text) ||
    new RegExp(`<UnconfirmedNames names=\\{\\[[^\\]]*${quoted}`).test(text)
  );
}

/** Members of the sample declarations tagged @unconfirmed, as Owner.member. */
function declaredUnconfirmed(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const tagged = (node: ts.Node) => ts.getJSDocTags(node).some((t) => t.tagName.text === 'unconfirmed');
  const visit = (node: ts.Node, owner?: string) => {
    if (ts.isEnumDeclaration(node) && tagged(node)) {
      for (const m of node.members) found.push(`${node.name.text}.${m.name.getText()}`);
    }
    let next = owner;
    if (ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node)) next = node.name?.getText();
    if ((ts.isPropertySignature(node) || ts.isMethodSignature(node)) && tagged(node) && owner)
      found.push(`${owner}.${node.name.getText()}`);
    ts.forEachChild(node, (child) => visit(child, next));
  };
  visit(source);
  return found;
}

const pages = mdxFiles().map((file) => ({file: path.relative(root, file), text: readFileSync(file, 'utf8')}));

describe('unconfirmed SDK names', () => {
  it('are flagged on every page that uses them', () => {
    const unflagged = pages.flatMap(({file, text}) =>
      keys
        .filter((k) => file.includes(`/sdk/${unconfirmedNames[k as keyof typeof unconfirmedNames].platform}/`))
        .filter((k) => mentions(text, k) && !flags(text, k))
        .map((k) => `${file}: ${k}`),
    );
    expect(unflagged, unflagged.join('\n')).toEqual([]);
  });

  it('are the ones the sample declarations tag @unconfirmed', () => {
    const declared = ['react-native-rook-sdk.d.ts', 'capacitor-rook-sdk.d.ts'].flatMap((f) =>
      declaredUnconfirmed(path.join(__dirname, 'sdk-api', f)),
    );
    expect(declared.length).toBeGreaterThan(20);
    const jsKeys = keys.filter((k) =>
      ['reactnative', 'capacitor'].includes(unconfirmedNames[k as keyof typeof unconfirmedNames].platform),
    );
    expect([...declared].sort()).toEqual([...jsKeys].sort());
  });

  it('never appear unflagged in data-driven tables and changelogs', () => {
    const text = JSON.stringify([sdkHistory, sdkExceptions, sdkKnownIssues]);
    expect(keys.filter((k) => !k.includes('.') && mentions(text, k))).toEqual([]);
  });

  it('detection and flagging work on examples', () => {
    expect(
      mentions(
        'const {ready, isSamsungSyncEnabled} = useRookSamsungHealth();',
        'useRookSamsungHealth.isSamsungSyncEnabled',
      ),
    ).toBe(true);
    expect(mentions('HCBackgroundReadStatus', 'BackgroundReadStatus')).toBe(false);
    expect(flags("<UnconfirmedNames names={['A.b', 'C']} />", 'C')).toBe(true);
    expect(flags('<Unconfirmed name="C" />', 'C')).toBe(true);
    expect(flags('`C`', 'C')).toBe(false);
  });
});

describe('claims no source makes', () => {
  // Each pattern is a claim the audit of issue #17 removed, with the reason.
  const removed: Array<[RegExp, string]> = [
    [/more accurate/i, 'no source compares the accuracy of Samsung Health and Health Connect'],
    [/no (request )?quota|no such quota/i, 'no source says Samsung Health has no request quota'],
    [/works on non-Samsung phones/i, 'not stated by any source'],
    [/Google may ask you to justify/i, 'not stated by any source'],
  ];
  it('stay out of the SDK guides', () => {
    const found = pages.flatMap(({file, text}) =>
      removed.filter(([re]) => re.test(text)).map(([, why]) => `${file}: ${why}`),
    );
    expect(found, found.join('\n')).toEqual([]);
  });
});
