import {createContext, useContext, type ReactNode} from 'react';
import type {NavModel} from '../../../../core/contract/model/types';

/** Schema page links, taken from the shared nav model (one source of routes). */
const SchemaLinks = createContext<ReadonlyMap<string, string>>(new Map());

export function SchemaLinksProvider({nav, children}: {nav: NavModel; children: ReactNode}): ReactNode {
  return <SchemaLinks.Provider value={new Map(nav.schemas.map((s) => [s.name, s.permalink]))}>{children}</SchemaLinks.Provider>;
}

export function useSchemaHref(name: string | undefined): string | undefined {
  const links = useContext(SchemaLinks);
  return name ? links.get(name) : undefined;
}
