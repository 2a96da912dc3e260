import {createElement, Fragment, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {containsCodeBlock} from '../../core/markdown/text';
import ServerHtmlBlock from '../../ui/ServerHtmlBlock';
import {appLinkPath, isFilePath, isSitePath, isStaticContent, type AnchorLike, type ClickLike} from '../../ui/staticContent';

function Vouched({children}: {children?: ReactNode}): ReactNode {
  return createElement('span', null, children);
}
function Tool(): ReactNode {
  return createElement('button', {type: 'button'}, 'Run');
}
const isStaticType = (type: unknown) => type === Vouched;

describe('static content', () => {
  it('is text, HTML elements and the components vouched for, however deep', () => {
    const tree = createElement(
      'p',
      null,
      'See ',
      createElement('strong', null, createElement(Vouched, null, 'the ', createElement('code', null, 'user_id'))),
      42,
      null,
      false,
    );
    expect(isStaticContent(tree, isStaticType)).toBe(true);
    expect(isStaticContent([createElement(Fragment, {key: 'a'}, 'x'), 'y'], isStaticType)).toBe(true);
  });

  it('is not a tree holding any other component, at any depth', () => {
    expect(isStaticContent(createElement('p', null, 'Run ', createElement('em', null, createElement(Tool))), isStaticType)).toBe(false);
    expect(isStaticContent(createElement(Fragment, null, 'x', createElement(Tool)), isStaticType)).toBe(false);
  });

  it('is not an HTML element with an event handler or a ref', () => {
    expect(isStaticContent(createElement('span', {onClick: () => undefined}, 'x'), isStaticType)).toBe(false);
    expect(isStaticContent(createElement('span', {ref: () => undefined}, 'x'), isStaticType)).toBe(false);
    expect(isStaticContent(createElement('span', {className: 'note', 'aria-label': 'x'}, 'x'), isStaticType)).toBe(true);
  });
});

function anchor(attributes: Record<string, string>): AnchorLike {
  return {getAttribute: (name) => attributes[name] ?? null, hasAttribute: (name) => name in attributes};
}
const leftClick: ClickLike = {defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false};

describe('which links open through the router', () => {
  it("is a path on the site, opened in the same tab: Docusaurus's Link rule", () => {
    expect(appLinkPath(anchor({href: '/docs/sandbox/'}), leftClick)).toBe('/docs/sandbox/');
    expect(appLinkPath(anchor({href: '/api/#errors', target: '_self'}), leftClick)).toBe('/api/#errors');
    expect(appLinkPath(anchor({href: '/docs/sandbox/'}))).toBe('/docs/sandbox/');
  });

  it('leaves other sites, same-page anchors, new tabs and downloads to the browser', () => {
    for (const attributes of <Record<string, string>[]>[
      {href: 'https://docs.tryrook.io/'},
      {href: '//example.com/x'},
      {href: '#parameters'},
      {href: 'mailto:support@example.com'},
      {href: '/docs/sandbox/', target: '_blank'},
      {href: '/openapi.json', download: ''},
      {href: '/llms.txt'},
      {href: '/downloads/rook-docs.zip'},
      {},
    ]) {
      expect(appLinkPath(anchor(attributes), leftClick), JSON.stringify(attributes)).toBeNull();
    }
  });

  it('tells a path of the site from an address elsewhere', () => {
    for (const href of ['/', '/llms.txt', '/docs/QuickStart/?tab=curl']) expect(isSitePath(href), href).toBe(true);
    for (const href of ['//cdn.example.com/x.js', 'https://example.com/', 'mailto:a@example.com', '#top', 'docs/', '']) {
      expect(isSitePath(href), href).toBe(false);
    }
  });

  it('tells a file of the site from a page by its last segment', () => {
    for (const path of ['/llms.txt', '/docs/QuickStart.md', '/downloads/rook-docs.zip?v=2', '/skills/rook/SKILL.md#top']) {
      expect(isFilePath(path), path).toBe(true);
    }
    for (const path of ['/docs/QuickStart/', '/api/', '/docs/v2.1/', '/docs/sandbox/#try-it.now', '/']) {
      expect(isFilePath(path), path).toBe(false);
    }
  });

  it('leaves a click with a modifier key, another button or one already handled to the browser', () => {
    const link = anchor({href: '/docs/sandbox/'});
    for (const change of [{metaKey: true}, {ctrlKey: true}, {shiftKey: true}, {altKey: true}, {button: 1}, {defaultPrevented: true}]) {
      expect(appLinkPath(link, {...leftClick, ...change}), JSON.stringify(change)).toBeNull();
    }
  });
});

describe('a server HTML block on the server', () => {
  // Outside a router, as the history is only read when a kept link is clicked.
  const render = (node: ReactNode) => renderToStaticMarkup(node);

  it('marks its element when its children are kept, and renders them', () => {
    const html = render(
      createElement(ServerHtmlBlock, {as: 'p', keep: true, className: 'note'}, 'Hello ', createElement('a', {href: '/docs/'}, 'docs')),
    );
    expect(html).toMatch(/^<p class="note" data-server-html="[^"]+">Hello <a href="\/docs\/">docs<\/a><\/p>$/);
  });

  it('is a plain element otherwise', () => {
    expect(render(createElement(ServerHtmlBlock, {as: 'ul', keep: false}, createElement('li', null, 'one')))).toBe('<ul><li>one</li></ul>');
  });
});

describe('a model with a code block', () => {
  it('is found at any depth of parsed Markdown, and only for fenced code', () => {
    const paragraph = {type: 'paragraph', children: [{type: 'inlineCode', value: 'x'}]};
    expect(containsCodeBlock({description: [paragraph], responses: [{schema: {type: 'object'}}]})).toBe(false);
    expect(containsCodeBlock({responses: [{description: [paragraph, {type: 'code', lang: 'json', value: '{}'}]}]})).toBe(true);
    expect(containsCodeBlock(null)).toBe(false);
  });
});
