import type {PrismLib} from 'prism-react-renderer';
import {Prism} from './prism';

/*
 * The Prism that code blocks highlight with, as the server and Node see it:
 * there from the start, so the HTML is highlighted. Browser bundles get
 * ./engine.client.ts instead (package.json `imports`, `browser` condition),
 * which loads Prism only when a code block is drawn in the browser.
 */

/** Prism if it is loaded, else null (here it always is). */
export function usePrism(): PrismLib | null {
  return Prism;
}

/** Prism, loading it first if needed. */
export function loadPrism(): Promise<PrismLib> {
  return Promise.resolve(Prism);
}
