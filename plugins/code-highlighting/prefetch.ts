import type {ClientModule} from '@docusaurus/types';
import {loadPrism} from '#prism-engine';

/**
 * Starts loading Prism when a client-side navigation begins, beside the next
 * page's own chunks, so that page's code appears highlighted rather than
 * plain for a moment. The first page of a visit keeps its server-highlighted
 * code and loads no Prism (src/theme/CodeBlock/Content).
 */
const prefetch: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) {
      // A failed download leaves the code plain; the next block asks again.
      loadPrism().catch(() => undefined);
    }
  },
};

export default prefetch;
