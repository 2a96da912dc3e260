import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root, Table} from 'mdast';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import {gfm} from 'micromark-extension-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import ts from 'typescript';
import {unified, type Processor} from 'unified';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {sdkHistory} from '../../core/data/sdk';
import {sdkExceptions, sdkKnownIssues} from '../../core/data/sdkExceptions';
import {unconfirmedNames} from '../../core/data/sdkUnconfirmed';
import {mdxFiles} from './support/sdkSamples';

/**
 * Truth in the SDK guides: an API name ROOK's published SDK documentation
 * does not confirm is flagged on every page that uses it, the declarations
 * the samples are checked against agree with the list of unconfirmed names,
 * every member in the React Native and Capacitor API reference tables is
 * declared and carries an unconfirmed mark exactly when its declaration is
 * tagged @unconfirmed, and claims removed because no source makes them do
 * not come back.
 */

const root = path.resolve(__dirname, '../..');
const keys = Object.keys(unconfirmedNames);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether code in a page's text takes `member` from a call of the hook `owner`: destructured, called or through a variable. */
function tiedToHook(text: string, owner: string, member: string): boolean {
  const [o, m] = [escape(owner), escape(member)];
  if (new RegExp(`\\{[^}]*\\b${m}\\b[^}]*\\}\\s*=\\s*${o}\\(`).test(text)) return true;
  if (new RegExp(`\\b${o}\\(\\)\\.${m}\\b`).test(text)) return true;
  const variables = [...text.matchAll(new RegExp(`\\b(\\w+)\\s*=\\s*${o}\\(`, 'g'))].map((match) => match[1]);
  return variables.some((v) => new RegExp(`\\b${v}\\.${m}\\b`).test(text));
}

/**
 * Whether a page's text uses an unconfirmed name. Hook members are
 * destructured, so on a page that names the hook its bare member name counts;
 * a member name several hooks share (`ready`) counts only where code takes it
 * from that hook. `shared` is the set of such names.
 */
export function mentions(text: string, key: string, shared: ReadonlySet<string> = sharedHookMembers): boolean {
  const [owner, member] = key.includes('.') ? key.split('.') : [undefined, key];
  if (new RegExp(`\\b${escape(key)}\\b`).test(text)) return true;
  if (!owner?.startsWith('useRook')) return false;
  if (shared.has(member!)) return tiedToHook(text, owner, member!);
  const word = (w: string) => new RegExp(`\\b${escape(w)}\\b`).test(text);
  return word(owner) && word(member!);
}

/** Whether a page flags a name with <Unconfirmed name>, <UnconfirmedMark name> or <UnconfirmedNames names>. */
export function flags(text: string, key: string): boolean {
  const quoted = `['"]${escape(key)}['"]`;
  return (
    new RegExp(`<Unconfirmed(Mark)? name=${quoted}`).test(text) || new RegExp(`<UnconfirmedNames names=\\{\\[[^\\]]*${quoted}`).test(text)
  );
}

/**
 * Every name a sample declaration file exports from its SDK module (the
 * `declare module` named like the file), mapped to whether it is tagged
 * @unconfirmed: top-level exports as `Name`, enum members and the members of
 * an object a hook returns or a module constant holds as `Owner.member`. An
 * enum tagged as a whole tags its members.
 */
export function declaredMembers(file: string, text = readFileSync(file, 'utf8')): Map<string, boolean> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const moduleName = path.basename(file, '.d.ts');
  const found = new Map<string, boolean>();
  const tagged = (node: ts.Node) => ts.getJSDocTags(node).some((t) => t.tagName.text === 'unconfirmed');
  const addMembers = (owner: string, type: ts.TypeNode | undefined) => {
    if (!type || !ts.isTypeLiteralNode(type)) return;
    for (const m of type.members) {
      if ((ts.isPropertySignature(m) || ts.isMethodSignature(m)) && m.name) found.set(`${owner}.${m.name.getText()}`, tagged(m));
    }
  };
  const sdkModule = source.statements.find((s): s is ts.ModuleDeclaration => ts.isModuleDeclaration(s) && s.name.text === moduleName);
  if (!sdkModule?.body || !ts.isModuleBlock(sdkModule.body)) throw new Error(`${file}: no \`declare module '${moduleName}'\` block`);
  for (const statement of sdkModule.body.statements) {
    if (ts.isEnumDeclaration(statement)) {
      const name = statement.name.text;
      found.set(name, tagged(statement));
      for (const m of statement.members) found.set(`${name}.${m.name.getText()}`, tagged(statement) || tagged(m));
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      found.set(statement.name.text, tagged(statement));
      addMembers(statement.name.text, statement.type);
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        found.set(d.name.getText(), tagged(statement));
        addMembers(d.name.getText(), d.type);
      }
    } else if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) {
      found.set(statement.name.text, tagged(statement));
    }
  }
  return found;
}

const declarationFiles = {
  reactnative: path.join(__dirname, 'sdk-api', 'react-native-rook-sdk.d.ts'),
  capacitor: path.join(__dirname, 'sdk-api', 'capacitor-rook-sdk.d.ts'),
};

/** Member names that more than one React Native hook declares, such as `ready`. */
const sharedHookMembers: ReadonlySet<string> = (() => {
  const members = [...declaredMembers(declarationFiles.reactnative).keys()]
    .filter((k) => k.startsWith('useRook') && k.includes('.'))
    .map((k) => k.slice(k.indexOf('.') + 1));
  return new Set(members.filter((m, i) => members.indexOf(m) !== i));
})();

/** One row of a method table of an API reference page. */
interface ReferenceRow {
  line: number;
  /** The hook or module, or '' for a table of top-level exports. */
  owner: string;
  /** Members named in the first cell. */
  members: string[];
  /** Names given to <UnconfirmedMark> in the first cell. */
  marks: string[];
}

const mdxParser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(function gfmTables(this: Processor) {
    // What remark-gfm does, from the two packages it wraps: GFM tables in the parse.
    const data = this.data();
    (data.micromarkExtensions ??= []).push(gfm());
    (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
  });

/**
 * First header cells of the tables checked: members of the owner named by the
 * heading ("Member", "Method"), or top-level exports ("Export"). The props
 * table of RookSyncGate ("Prop") is not: ROOK's documentation confirms every prop.
 */
const memberHeaders = new Set(['Member', 'Method']);
const exportHeaders = new Set(['Export']);

/**
 * The rows of an API reference's tables of members and exports: the owner is
 * the `##` heading above a member table, a member is a backticked `name(…)`
 * or `name` in the first cell, a mark is an <UnconfirmedMark name="…"> there.
 */
export function referenceRows(text: string): ReferenceRow[] {
  const tree = mdxParser.parse(text) as Root;
  const rows: ReferenceRow[] = [];
  let owner = '';
  visit(tree, (node) => {
    if (node.type === 'heading' && node.depth === 2) owner = toString(node);
    if (node.type !== 'table') return;
    const [header, ...body] = (node as Table).children;
    const kind = header ? toString(header.children[0]) : '';
    if (!memberHeaders.has(kind) && !exportHeaders.has(kind)) return;
    for (const row of body) {
      const members: string[] = [];
      const marks: string[] = [];
      for (const child of row.children[0]?.children ?? []) {
        const name = child.type === 'inlineCode' ? /^([A-Za-z_$][\w$]*)(?:\(|$)/.exec(child.value)?.[1] : undefined;
        if (name) members.push(name);
        if (child.type === 'mdxJsxTextElement' && (child as MdxJsxTextElement).name === 'UnconfirmedMark') {
          const attr = (child as MdxJsxTextElement).attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'name');
          marks.push(typeof attr?.value === 'string' ? attr.value : '(name is not a string literal)');
        }
      }
      rows.push({line: row.position?.start.line ?? 0, owner: exportHeaders.has(kind) ? '' : owner, members, marks});
    }
  });
  return rows;
}

/** What is wrong with an API reference's rows against the declarations: undeclared members, missing or stray marks. */
export function referenceProblems(rows: ReferenceRow[], declared: Map<string, boolean>): string[] {
  return rows.flatMap(({line, owner, members, marks}) => {
    if (members.length === 0) return [`line ${line}: no backticked member in the first cell`];
    const keys = members.map((m) => (owner ? `${owner}.${m}` : m));
    const undeclared = keys.filter((k) => !declared.has(k)).map((k) => `line ${line}: ${k} is not declared`);
    const expected = keys.filter((k) => declared.get(k)).sort();
    const actual = [...marks].sort();
    const markProblem =
      JSON.stringify(expected) === JSON.stringify(actual)
        ? []
        : [`line ${line}: marks ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)} (the members tagged @unconfirmed)`];
    return [...undeclared, ...markProblem];
  });
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
    const declared = Object.values(declarationFiles).flatMap((f) =>
      [...declaredMembers(f)].filter(([, unconfirmed]) => unconfirmed).map(([name]) => name),
    );
    expect(declared.length).toBeGreaterThan(20);
    const jsKeys = keys.filter((k) => ['reactnative', 'capacitor'].includes(unconfirmedNames[k as keyof typeof unconfirmedNames].platform));
    expect([...declared].sort()).toEqual([...jsKeys].sort());
  });

  it('never appear unflagged in data-driven tables and changelogs', () => {
    const text = JSON.stringify([sdkHistory, sdkExceptions, sdkKnownIssues]);
    expect(keys.filter((k) => !k.includes('.') && mentions(text, k))).toEqual([]);
  });

  it('detection and flagging work on examples', () => {
    expect(mentions('const {ready, isSamsungSyncEnabled} = useRookSamsungHealth();', 'useRookSamsungHealth.isSamsungSyncEnabled')).toBe(
      true,
    );
    expect(mentions('HCBackgroundReadStatus', 'BackgroundReadStatus')).toBe(false);
    // `ready` belongs to every hook: it counts only where code takes it from that hook.
    const shared = new Set(['ready']);
    expect(mentions('const {ready} = useRookConfiguration();\nuseRookPermissions()', 'useRookPermissions.ready', shared)).toBe(false);
    expect(mentions('const {ready, a} =\n  useRookPermissions();', 'useRookPermissions.ready', shared)).toBe(true);
    expect(mentions('const hc = useRookHealthConnect();\nif (!hc.ready) return;', 'useRookHealthConnect.ready', shared)).toBe(true);
    expect(mentions('useRookVariables().ready', 'useRookVariables.ready', shared)).toBe(true);
    expect(flags('| `a()` <UnconfirmedMark name="A.a" /> |', 'A.a')).toBe(true);
    expect(flags("<UnconfirmedNames names={['A.b', 'C']} />", 'C')).toBe(true);
    expect(flags('<Unconfirmed name="C" />', 'C')).toBe(true);
    expect(flags('`C`', 'C')).toBe(false);
  });
});

describe('API reference pages', () => {
  const references = [
    {platform: 'reactnative', file: 'docs/rookconnect/sdk/reactnative/rook-sdk/api-reference.mdx'},
    {platform: 'capacitor', file: 'docs/rookconnect/sdk/capacitor/api-reference.mdx'},
  ] as const;

  it.each(references)('$file: every member is declared, and marked in its row exactly when it is unconfirmed', ({platform, file}) => {
    const rows = referenceRows(readFileSync(path.join(root, file), 'utf8'));
    expect(rows.length).toBeGreaterThan(30);
    const problems = referenceProblems(rows, declaredMembers(declarationFiles[platform]));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('detects undeclared members, missing and stray marks on examples', () => {
    const page = [
      '## useRookThing',
      '',
      '<CodeTable>',
      '',
      '| Member | Returns |',
      '|---|---|',
      '| `ready` | `boolean` |',
      '| `check(a)` <UnconfirmedMark name="useRookThing.check" /> | `Promise` |',
      '| `on()` / `off()` <UnconfirmedMark name="useRookThing.off" /> | `Promise` |',
      '',
      '</CodeTable>',
      '',
      '| Prop | Type |',
      '|---|---|',
      '| `ignored` | `string` |',
      '',
      '| Export | Kind |',
      '|---|---|',
      '| `Kind` | enum |',
    ].join('\n');
    const rows = referenceRows(page);
    expect(rows.map((r) => [r.owner, r.members, r.marks])).toEqual([
      ['useRookThing', ['ready'], []],
      ['useRookThing', ['check'], ['useRookThing.check']],
      ['useRookThing', ['on', 'off'], ['useRookThing.off']],
      ['', ['Kind'], []],
    ]);
    const declared = declaredMembers(
      'thing.d.ts',
      `declare module 'thing' {
        export function useRookThing(): {
          ready: boolean;
          /** @unconfirmed */
          check(a: string): Promise<unknown>;
          /** @unconfirmed */
          on(): Promise<unknown>;
          off(): Promise<unknown>;
        };
        /** @unconfirmed */
        export enum Kind { A = 'A' }
      }`,
    );
    expect([...declared]).toEqual([
      ['useRookThing', false],
      ['useRookThing.ready', false],
      ['useRookThing.check', true],
      ['useRookThing.on', true],
      ['useRookThing.off', false],
      ['Kind', true],
      ['Kind.A', true],
    ]);
    // `on` lacks its mark, `off` carries one it must not, the export `Kind` lacks its mark.
    expect(referenceProblems(rows, declared)).toEqual([
      'line 9: marks ["useRookThing.off"], expected ["useRookThing.on"] (the members tagged @unconfirmed)',
      'line 19: marks [], expected ["Kind"] (the members tagged @unconfirmed)',
    ]);
    declared.delete('useRookThing.ready');
    expect(referenceProblems(rows, declared)).toContain('line 7: useRookThing.ready is not declared');
  });
});

describe('claims no source makes', () => {
  // Each pattern is a claim removed from the SDK guides, with the reason.
  const removed: Array<[RegExp, string]> = [
    [/more accurate/i, 'no source compares the accuracy of Samsung Health and Health Connect'],
    [/no (request )?quota|no such quota/i, 'no source says Samsung Health has no request quota'],
    [/works on non-Samsung phones/i, 'not stated by any source'],
    [/Google may ask you to justify/i, 'not stated by any source'],
    [/background sync is the default/i, 'the SDK guides recommend background sync; no source says it is the default'],
  ];
  it('stay out of the SDK guides', () => {
    const found = pages.flatMap(({file, text}) => removed.filter(([re]) => re.test(text)).map(([, why]) => `${file}: ${why}`));
    expect(found, found.join('\n')).toEqual([]);
  });
});
