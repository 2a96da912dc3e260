import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight as ReferenceHighlight, Prism as ReferencePrism, type PrismLib, type RenderProps} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {loadContract} from '../../core/contract/load';
import {language, languages} from '../../core/data/codeTabs';
import {setupPlatforms, setupSources, type SetupPlatform, type SetupSource} from '../../core/data/mobileSetup';
import {defaultChoice, generateSetup} from '../../core/data/mobileSetupGenerator';
import {codeTheme} from '../../core/config/prism';
import {Highlight} from '../../ui/prism';
import {Prism} from '../../ui/prism/prism';
import {prismFlags} from '../../ui/prism/manual';
import {toLines} from '../../ui/prism/tokens';

/**
 * ui/prism replaces prism-react-renderer in the site's bundles. These tests
 * hold it to the package's output for every code block the site shows: the
 * docs' fenced blocks and <CodeBlock> elements, and the API reference's
 * generated samples.
 */

const root = path.resolve(__dirname, '../..');
/** Fences that are not code blocks (diagrams) or are plain on purpose. */
const unhighlighted = new Set(['text', 'mermaid']);

interface Block {
  where: string;
  language: string;
  code: string;
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => pattern.test(file))
    .map((file) => path.join(dir, file));
}

function docBlocks(): Block[] {
  const blocks: Block[] = [];
  for (const file of filesUnder(path.join(root, 'docs'), /\.mdx?$/)) {
    const text = readFileSync(file, 'utf8');
    const where = path.relative(root, file);
    for (const m of text.matchAll(/^([ \t]*)```(\w[\w-]*)[^\n]*\n([\s\S]*?)\n\1```/gm)) {
      blocks.push({where, language: m[2]!, code: m[3]!});
    }
    for (const m of text.matchAll(/<CodeBlock language="([\w-]+)"[^>]*>\{`([\s\S]*?)`\}<\/CodeBlock>/g)) {
      blocks.push({where, language: m[1]!, code: m[2]!.replace(/\\([`$\\])/g, '$1')});
    }
  }
  return blocks;
}

async function sampleBlocks(): Promise<Block[]> {
  const {model} = await loadContract();
  return model.operations.flatMap((op) =>
    op.samples.map((sample) => ({
      where: `${op.operationId} ${sample.language}`,
      language: language(sample.language).highlight,
      code: sample.code,
    })),
  );
}

/** The mobile setup generator's files, which its page and the SDK guides show as code blocks: every platform, every source. */
function setupBlocks(): Block[] {
  const sources = Object.keys(setupSources) as SetupSource[];
  return (Object.keys(setupPlatforms) as SetupPlatform[]).flatMap((platform) =>
    generateSetup({...defaultChoice, platform, sources}).files.map((file) => ({
      where: `setup ${platform} ${file.path}`,
      language: file.language,
      code: file.code,
    })),
  );
}

/** Languages that components pass to <CodeBlock> as literals. */
function componentLanguages(): string[] {
  return [path.join(root, 'src/components'), path.join(root, 'ui'), path.join(root, 'plugins')]
    .flatMap((dir) => filesUnder(dir, /\.tsx$/))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/<CodeBlock language="([\w-]+)"/g)].map((m) => m[1]!));
}

/** The package's Prism plus the languages the theme used to add to it from prismjs. */
function referencePrism(): PrismLib {
  for (const language of ['bash', 'dart', 'groovy']) {
    const source = readFileSync(require.resolve(`prismjs/components/prism-${language}.js`), 'utf8');
    // The components extend a free `Prism`; evaluating the text keeps Node's
    // module cache, which ui/prism's imports share, out of it.
    new Function('Prism', source)(ReferencePrism);
  }
  return ReferencePrism;
}

type Renderer = typeof Highlight | typeof ReferenceHighlight;

/** Everything a code block renders from: the lines and the props for each line and token. */
function renderedProps(component: Renderer, language: string, code: string, prism?: PrismLib) {
  let captured: RenderProps | undefined;
  renderToStaticMarkup(
    createElement(component as typeof Highlight, {
      code,
      language,
      theme: codeTheme,
      prism,
      children: (props: RenderProps) => {
        captured = props;
        return createElement('pre');
      },
    }),
  );
  const {tokens, className, style, getLineProps, getTokenProps} = captured!;
  return {
    className,
    style,
    lines: tokens.map((line) => ({
      props: getLineProps({line, className: 'extra'}),
      tokens: line.map((token) => getTokenProps({token})),
    })),
  };
}

describe('ui/prism', () => {
  it('has a grammar for every language a code block uses', async () => {
    const used = new Set(
      [...docBlocks(), ...setupBlocks(), ...(await sampleBlocks())]
        .map((b) => b.language)
        .concat(
          componentLanguages(),
          languages.map((l) => l.highlight),
        ),
    );
    const missing = [...used].filter((language) => !unhighlighted.has(language) && !Prism.languages[language]);
    expect(missing).toEqual([]);
  });

  it('tokenises and styles every code block as prism-react-renderer does', async () => {
    const reference = referencePrism();
    const blocks = [...docBlocks(), ...setupBlocks(), ...(await sampleBlocks())].filter((b) => reference.languages[b.language]);
    expect(blocks.length).toBeGreaterThan(100);
    const languages = new Set(blocks.map((b) => b.language));
    expect([...languages].sort()).toEqual(
      expect.arrayContaining(['bash', 'dart', 'groovy', 'js', 'json', 'kotlin', 'python', 'swift', 'ts', 'tsx', 'xml']),
    );
    const differing = blocks
      .filter(
        (b) =>
          JSON.stringify(renderedProps(Highlight, b.language, b.code)) !==
          JSON.stringify(renderedProps(ReferenceHighlight, b.language, b.code, reference)),
      )
      .map((b) => `${b.where} (${b.language})`);
    expect(differing).toEqual([]);
  });

  it('highlights the languages prism-react-renderer lacks', () => {
    const podfile = "platform :ios, '15.0'\n\ntarget 'App' do\n  pod 'RookSDK', '~> 1.0'\nend";
    const properties = 'android.useAndroidX=true\n# comment';
    for (const [language, code] of [
      ['ruby', podfile],
      ['properties', properties],
    ] as const) {
      const types = renderedProps(Highlight, language, code).lines.flatMap((l) => l.tokens.map((t) => t.className));
      expect(
        types.some((className) => className !== 'token plain'),
        language,
      ).toBe(true);
    }
  });

  it('renders an unknown language as plain lines, keeping empty ones', () => {
    const {className, lines} = renderedProps(Highlight, 'Brainfuck', '+[>.]\n\nend');
    expect(className).toBe('prism-code language-brainfuck');
    expect(lines.map((l) => l.tokens.map((t) => [t.className, t.children, t.style]))).toEqual([
      [['token plain', '+[>.]', undefined]],
      [['token plain', '\n', {display: 'inline-block'}]],
      [['token plain', 'end', undefined]],
    ]);
    expect(lines[0]!.props).toEqual({className: 'token-line extra', style: {...codeTheme.plain, backgroundColor: undefined}});
  });

  it('flattens nested tokens into lines that carry every enclosing type', () => {
    const stream = ['a ', {type: 'string', alias: 'quoted', content: ['"x', {type: 'string', content: 'y\nz'}, '"']}, '\n'];
    expect(toLines(stream)).toEqual([
      [
        {types: ['plain'], content: 'a '},
        {types: ['string', 'quoted'], content: '"x'},
        {types: ['string', 'quoted', 'string'], content: 'y'},
      ],
      [
        {types: ['string', 'quoted', 'string'], content: 'z'},
        {types: ['string', 'quoted'], content: '"'},
        {types: ['plain'], content: ''},
      ],
      [{types: ['plain'], content: '\n', empty: true}],
    ]);
  });

  it('leaves the page to React: prism-core with these flags does not highlight the document', () => {
    const source = readFileSync(require.resolve('prismjs/components/prism-core.js'), 'utf8');
    // prism-core decides at load time, from the global object it finds, whether to
    // highlight the document once it is ready; a fake browser window records that.
    const scheduled = (flags: object | undefined) => {
      const calls: string[] = [];
      const document = {
        currentScript: null,
        readyState: 'complete',
        getElementsByTagName: () => [],
        addEventListener: () => calls.push('DOMContentLoaded'),
      };
      const window = {
        Prism: flags,
        document,
        requestAnimationFrame: () => calls.push('requestAnimationFrame'),
        setTimeout: () => calls.push('setTimeout'),
      };
      new Function('window', 'document', 'module', 'global', source)(window, document, undefined, {});
      return calls;
    };
    expect(scheduled(undefined)).not.toEqual([]);
    expect(scheduled(prismFlags)).toEqual([]);
    expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
  });
});

describe('#prism-engine', () => {
  it('offers the same functions on the server and in the browser', async () => {
    const [server, browser] = await Promise.all([import('../../ui/prism/engine'), import('../../ui/prism/engine.client')]);
    expect(Object.keys(browser).sort()).toEqual(Object.keys(server).sort());
  });

  it('in the browser, loads the one Prism on first request and shares it', async () => {
    const browser = await import('../../ui/prism/engine.client');
    const [first, second] = await Promise.all([browser.loadPrism(), browser.loadPrism()]);
    expect(first).toBe(Prism);
    expect(second).toBe(first);
    expect(await browser.loadPrism()).toBe(first);
  });
});
