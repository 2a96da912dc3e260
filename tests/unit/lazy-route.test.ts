import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {lazyComponentCreator, type RouteLoadable} from '../../plugins/hydration-work/lazy-route';

// A stand-in for Docusaurus's ComponentCreator that records each route it builds.
function recordingCreator() {
  const built: string[] = [];
  const preloaded: string[] = [];
  const create = (path: string, hash: string): RouteLoadable => {
    built.push(`${path}-${hash}`);
    const Loadable = (props: Record<string, unknown>) => createElement('main', {'data-route': path}, String(props.label));
    return Object.assign(Loadable, {preload: async () => void preloaded.push(path)});
  };
  return {create, built, preloaded};
}

describe('route components built on first use (browser bundle)', () => {
  it('builds nothing while the route table is evaluated', () => {
    const {create, built} = recordingCreator();
    const creator = lazyComponentCreator(create);
    const routes = ['/a/', '/b/', '/c/'].map((path) => creator(path, 'abc'));
    expect(routes).toHaveLength(3);
    expect(built).toEqual([]);
  });

  it("renders the route's loadable with its props, and no element of its own, built once", () => {
    const {create, built} = recordingCreator();
    const Route = lazyComponentCreator(create)('/docs/x/', 'f00');
    expect(renderToStaticMarkup(createElement(Route, {label: 'one'}))).toBe('<main data-route="/docs/x/">one</main>');
    expect(renderToStaticMarkup(createElement(Route, {label: 'two'}))).toBe('<main data-route="/docs/x/">two</main>');
    expect(built).toEqual(['/docs/x/-f00']);
  });

  it('preloads through the same loadable it renders', async () => {
    const {create, built, preloaded} = recordingCreator();
    const creator = lazyComponentCreator(create);
    const Route = creator('/api/', 'f9e');
    creator('/other/', '123');
    await Route.preload();
    renderToStaticMarkup(createElement(Route, {label: 'x'}));
    expect(preloaded).toEqual(['/api/']);
    expect(built).toEqual(['/api/-f9e']);
  });
});
