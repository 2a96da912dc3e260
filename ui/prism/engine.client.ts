import {useEffect, useState} from 'react';
import type {PrismLib} from 'prism-react-renderer';

/*
 * The browser's Prism, loaded on demand (see ./engine.ts for the server's).
 * Code blocks that came with the page keep their highlighted server HTML
 * (src/theme/CodeBlock/Content), so Prism is needed only to draw a block in
 * the browser: after a client-side navigation, or for the try-it console's
 * response. Building its grammars is a long task on a throttled phone, which
 * a page that is only read no longer pays.
 */

let loaded: PrismLib | null = null;
let loading: Promise<PrismLib> | null = null;

export function loadPrism(): Promise<PrismLib> {
  loading ??= import('./prism').then(
    ({Prism}) => (loaded = Prism),
    (error: unknown) => {
      // A failed chunk download may succeed on the next attempt.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Prism once it is loaded, else null; a component that calls this renders
 * again when it arrives. Until then code shows as plain text.
 */
export function usePrism(): PrismLib | null {
  const [prism, setPrism] = useState(loaded);
  useEffect(() => {
    if (prism) return undefined;
    let live = true;
    loadPrism().then(
      (value) => live && setPrism(value),
      // Stays plain text: the code is still there to read and copy.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [prism]);
  return prism;
}
