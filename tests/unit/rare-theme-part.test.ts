import {createElement, type ReactNode} from 'react';
import {prerenderToNodeStream} from 'react-dom/static';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {rareThemePart} from '../../ui/rareThemePart';

async function prerendered(node: ReactNode): Promise<string> {
  const {prelude} = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function Banner({label}: {label: string}): ReactNode {
  return createElement('div', {role: 'note'}, `Version ${label}`);
}

describe('a rare theme part', () => {
  it('does not load its code until it is rendered', () => {
    let loads = 0;
    rareThemePart(async () => {
      loads += 1;
      return {default: Banner};
    });
    expect(loads).toBe(0);
  });

  it("is rendered on the server with its props once its code has loaded, as the build's pages are", async () => {
    const Part = rareThemePart(async () => ({default: Banner}));
    // The markers around it let the browser keep this HTML until the part's code has arrived.
    expect(await prerendered(createElement(Part, {label: '2.2.0'}))).toBe('<!--$--><div role="note">Version 2.2.0</div><!--/$-->');
  });

  it('renders nothing while its code is on its way', () => {
    const Part = rareThemePart(() => new Promise<{default: typeof Banner}>(() => {}));
    expect(renderToStaticMarkup(createElement(Part, {label: '2.2.0'}))).not.toContain('Version');
  });
});
