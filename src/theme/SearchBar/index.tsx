import React, {useCallback, useEffect, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import {usePluginData} from '@docusaurus/useGlobalData';
import {externalUrls} from '@site/core/config/site';
import {getEmbeddedClient} from '@site/src/search/embedded';
import {SEARCH_PLUGIN_NAME, type SearchGlobalData} from '@site/core/search/paths';
import {isSearchShortcut} from '@site/src/search/shortcut';
import styles from './styles.module.css';

// The theme's SearchBar accepts DocSearch props (they override themeConfig),
// but its public type declares none.
type ThemeSearchBarProps = Partial<ComponentProps<typeof import('@docsearch/react').DocSearchModal>>;
const SearchBar = OriginalSearchBar as unknown as ComponentType<ThemeSearchBarProps>;

/** "Let us know." in the no-results screen opens the support site. */
const getMissingResultsUrl = () => externalUrls.faq;

/**
 * The official DocSearch button and dialog. With Algolia configured it is the
 * theme's component untouched; otherwise its search client is swapped for the
 * embedded one, which downloads the index on the first sign of intent
 * (hover, focus or touch on the button, or the dialog opening by shortcut).
 */
export default function SearchBarWrapper(props: ThemeSearchBarProps): ReactNode {
  const {mode} = usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
  const preload = useCallback(() => getEmbeddedClient().preload(), []);
  // The dialog's code loads when a shortcut opens it; start the index and the
  // engine on the same keystroke instead of after the dialog has mounted.
  useEffect(() => {
    if (mode !== 'embedded') return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) preload();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [mode, preload]);
  const transformSearchClient = useCallback(() => {
    const client = getEmbeddedClient();
    client.preload();
    // DocSearch only calls search() on it; the lite client's other members are unused.
    return client as unknown as ReturnType<NonNullable<ThemeSearchBarProps['transformSearchClient']>>;
  }, []);

  const common = {getMissingResultsUrl, ...props};
  if (mode !== 'embedded') return <SearchBar {...common} />;
  return (
    <div className={styles.intent} onMouseOver={preload} onFocus={preload} onTouchStart={preload}>
      <SearchBar {...common} transformSearchClient={transformSearchClient} />
    </div>
  );
}
