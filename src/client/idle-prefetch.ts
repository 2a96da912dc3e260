/**
 * Docusaurus prefetches a route's chunks when a link to it scrolls into view.
 * Every link has its own IntersectionObserver, and on load they all report in
 * one task, just after hydration: a route lookup and a few `<link
 * rel="prefetch">` insertions per visible link, a long task on a phone while
 * the page is becoming interactive. This client module queues those
 * prefetches and runs one per idle period instead. Preloading on hover and
 * touch (`window.docusaurus.preload`) is left as it is.
 */
type Prefetch = Window['docusaurus']['prefetch'];

/** Wraps `prefetch` so that calls are queued and run one per `whenIdle` callback. */
export function idlePrefetch(prefetch: Prefetch, whenIdle: (run: () => void) => void): Prefetch {
  const queue: Array<() => void> = [];
  let scheduled = false;
  const runOne = () => {
    const next = queue.shift();
    // Schedule the rest first, so one failing prefetch cannot stall the queue.
    scheduled = queue.length > 0;
    if (scheduled) whenIdle(runOne);
    next?.();
  };
  return (routePath) =>
    new Promise<void[]>((resolve) => {
      queue.push(() => resolve(prefetch(routePath) || []));
      if (!scheduled) {
        scheduled = true;
        whenIdle(runOne);
      }
    });
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run);
  else setTimeout(run, 50);
}

// Client modules also run during server rendering, where there is nothing to prefetch.
if (typeof window !== 'undefined') {
  // The client entry sets window.docusaurus as main.js finishes evaluating, after
  // this module runs; the microtask runs once that evaluation is over.
  queueMicrotask(() => {
    const original = window.docusaurus;
    if (!original) return;
    window.docusaurus = Object.freeze({...original, prefetch: idlePrefetch(original.prefetch, whenIdle)});
  });
}
