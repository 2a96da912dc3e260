// The theme loads DocSearch's button and keyboard hook with every page and its
// dialog only when opened, but DocSearch 3 ships all three in one module, so
// the dialog (and its search client) would ride in every page's bundle. The
// search-index plugin points the button, hook and version imports here: the
// query makes this a second copy of that module, from which the bundler keeps
// just these exports, while the dialog's copy stays in its lazy chunk.
import {createElement, forwardRef, useEffect, useState} from 'react';
import {DocSearchButton as Button, type DocSearchButtonProps} from '@docsearch/react/dist/esm/index.js?button';

export {useDocSearchKeyboardEvents, version} from '@docsearch/react/dist/esm/index.js?button';

/** DocSearch's own test for a keyboard that shows ⌘ instead of Ctrl. */
const APPLE_PLATFORM = /(Mac|iPhone|iPod|iPad)/i;

/**
 * DocSearch's button with a name that contains what it shows. DocSearch shows
 * "Search", a Ctrl icon (⌘ on Apple keyboards) and "K", but names the button
 * "Search (Ctrl+K)": the "K" a voice-control user may say is not in the name
 * (WCAG 2.5.3, Label in Name). The name here follows the
 * visible order, the modifier in brackets because it is drawn as an icon or a
 * symbol; `aria-keyshortcuts` announces both shortcuts the site accepts.
 */
export const DocSearchButton = forwardRef<HTMLButtonElement, Omit<DocSearchButtonProps, 'ref'>>(function DocSearchButton(props, ref) {
  // The server and the first client render agree; the keyboard is known only in the browser, as in DocSearch.
  const [modifier, setModifier] = useState('Control');
  useEffect(() => {
    if (APPLE_PLATFORM.test(navigator.platform)) setModifier('Command');
  }, []);
  const text = props.translations?.buttonText ?? 'Search';
  return createElement(Button, {
    ...props,
    // The placeholder and the keys are adjacent elements with no space between them, so their
    // text reads "SearchK"; a trailing space (collapsed on screen) makes it "Search K".
    translations: {...props.translations, buttonText: `${text} `},
    ref,
    'aria-label': `${text} (${modifier}) K`,
    'aria-keyshortcuts': 'Control+K Meta+K',
  });
});
