/*
 * Replaces @docusaurus/theme-search-algolia 3.10.2, lib/theme/SearchTranslations/index.js.
 *
 * Why: the theme builds every word of the DocSearch dialog (about sixty, most
 * for DocSearch 4's Ask AI, which DocSearch 3 does not have) when main.js
 * loads, on every page, about 1.5 KB compressed. The site is in English only,
 * and DocSearch's own English defaults, which load with the dialog, are the
 * theme's words except the ones kept here: the footer's (the theme says
 * "Select", DocSearch "to select"). The no-results title is DocSearch's
 * default, "No results for". A second locale would need the theme's module
 * back (UPGRADING.md, search-translations).
 */
import {translate} from '@docusaurus/Translate';
import type themeTranslations from '@theme-original/SearchTranslations';

const search = translate({id: 'theme.SearchBar.label', message: 'Search'});

const translations: typeof themeTranslations = {
  button: {buttonText: search, buttonAriaLabel: search},
  modal: {
    footer: {
      selectText: translate({id: 'theme.SearchModal.footer.selectText', message: 'Select'}),
      navigateText: translate({id: 'theme.SearchModal.footer.navigateText', message: 'Navigate'}),
      closeText: translate({id: 'theme.SearchModal.footer.closeText', message: 'Close'}),
      searchByText: translate({id: 'theme.SearchModal.footer.searchByText', message: 'Powered by'}),
    },
  },
  placeholder: translate({id: 'theme.SearchModal.placeholder', message: 'Search docs'}),
};

export default translations;
