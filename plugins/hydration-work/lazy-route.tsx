import React, {type ComponentType} from 'react';

/** What Docusaurus's ComponentCreator returns: a route's loadable component. */
export type RouteLoadable = ComponentType<RouteProps> & {preload: () => unknown};
// React Router's route props, passed through as they come.
type RouteProps = Record<string, unknown>;

/**
 * Wraps a ComponentCreator so that each route's loadable is built on the
 * route's first render or preload, not when the route table is evaluated. The
 * component it returns renders the loadable and no element of its own.
 */
export function lazyComponentCreator(create: (path: string, hash: string) => RouteLoadable) {
  return function LazyComponentCreator(path: string, hash: string) {
    let loadable: RouteLoadable | undefined;
    const routeLoadable = () => (loadable ??= create(path, hash));
    function RouteComponent(props: RouteProps) {
      const Loadable = routeLoadable();
      return <Loadable {...props} />;
    }
    // Docusaurus's preload (first render, hover, navigation) calls this on the matched routes.
    RouteComponent.preload = () => routeLoadable().preload();
    return RouteComponent;
  };
}
