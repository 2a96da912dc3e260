/*
 * The browser's half of `#coverage-table` (see ./table.ts for the server's).
 * A served page already holds the tables in its HTML, so the browser bundle
 * carries none of them; only a page drawn in the browser (a client-side
 * navigation, or `npm run dev`) loads them, in their own chunk.
 */

/** The browser never writes the tables while hydrating: they are in the page. */
export const serverTableHtml = (): string | null => null;

/** The tables, loaded on demand. */
export function loadTableHtml(): Promise<string> {
  return import('./table').then((m) => m.tableHtml());
}
