import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';

/**
 * A theme part that renders nothing on the site's pages as they are (a
 * version's banner, a draft or unlisted notice, a doc's edit and tags row),
 * but would on a page that needs it. Its wrapper renders it only there, and
 * its code loads only there: the server renders it once loaded, and the
 * browser keeps that HTML until the code arrives, then hydrates it.
 */
export function rareThemePart<P extends object>(load: () => Promise<{default: ComponentType<P>}>): ComponentType<P> {
  const Part = lazy(load);
  function RareThemePart(props: P): ReactNode {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return RareThemePart;
}
