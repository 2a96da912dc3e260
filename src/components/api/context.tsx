import {createContext, useContext, type ReactNode} from 'react';
import type {NavModel} from '@site/plugins/openapi-reference/models';

/** Schema page links, taken from the shared nav model (one source of routes). */
const SchemaLinks = createContext<ReadonlyMap<string, string>>(new Map());

export function SchemaLinksProvider({nav, children}: {nav: NavModel; children: ReactNode}): ReactNode {
  return <SchemaLinks.Provider value={new Map(nav.schemas.map((s) => [s.name, s.permalink]))}>{children}</SchemaLinks.Provider>;
}

export function useSchemaHref(name: string | undefined): string | undefined {
  const links = useContext(SchemaLinks);
  return name ? links.get(name) : undefined;
}

/** Anchor-safe form of a property or parameter name. */
export function anchorPart(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** Enum values, defaults and examples as readers would type them. */
export function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
