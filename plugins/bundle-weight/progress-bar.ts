import type {ClientModule} from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

/*
 * Stands in, in the browser bundle only, for @docusaurus/theme-classic 3.10.2's
 * client module lib/nprogress.js: the same progress bar on a slow client-side
 * navigation, but nprogress itself loads on the first navigation instead of
 * with main.js on every page (about 1.5 KB compressed). The bar only shows
 * after a navigation has taken 200 ms, by which time the small chunk, asked
 * for when the navigation starts, is there.
 */

type Progress = typeof import('nprogress').default;

const delay = 200;
let bar: Progress | undefined;
let loading: Promise<Progress> | undefined;
let navigating = false;

function loadBar(): Promise<Progress> {
  loading ??= import('nprogress').then(({default: nprogress}) => {
    nprogress.configure({showSpinner: false});
    bar = nprogress;
    return nprogress;
  });
  return loading;
}

const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    navigating = true;
    const started = loadBar();
    const timeout = window.setTimeout(() => {
      void started.then((nprogress) => navigating && nprogress.start());
    }, delay);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    navigating = false;
    bar?.done();
  },
};

export default progressBar;
