// The theme loads DocSearch's button and keyboard hook with every page and its
// dialog only when it opens. DocSearch 3 ships all of them in one module that
// the bundler cannot split well: importing the button from it put much of the
// dialog's code (result icons, empty and error screens) in every page's
// JavaScript. The search-index plugin points the theme's button, hook and
// version imports here instead: the same markup, class names and keys as
// DocSearch 3.9.0's button (so its stylesheet applies), written for this site.
// The dialog still comes from the package, in its lazy chunk.
import {
  createElement as h,
  forwardRef,
  Fragment,
  useEffect,
  useState,
  type ButtonHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';

/** The DocSearch version the dialog is (tests/unit/search-plugin.test.ts checks it against the installed package). */
export const version = '3.9.0';

type DocSearchButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  translations?: {buttonText?: string; buttonAriaLabel?: string};
};

/** DocSearch's own test for a keyboard that shows ⌘ instead of Ctrl. */
const APPLE_PLATFORM = /(Mac|iPhone|iPod|iPad)/i;

const SEARCH_ICON_PATH =
  'M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z';
const CONTROL_ICON_PATH =
  'M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953';

const searchIcon = () =>
  h(
    'svg',
    {width: '20', height: '20', className: 'DocSearch-Search-Icon', viewBox: '0 0 20 20', 'aria-hidden': 'true'},
    h('path', {
      d: SEARCH_ICON_PATH,
      stroke: 'currentColor',
      fill: 'none',
      fillRule: 'evenodd',
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }),
  );

const controlIcon = () =>
  h(
    'svg',
    {width: '15', height: '15', className: 'DocSearch-Control-Key-Icon'},
    h('path', {d: CONTROL_ICON_PATH, strokeWidth: '1.2', stroke: 'currentColor', fill: 'none', strokeLinecap: 'square'}),
  );

/** A key of the shortcut, drawn pressed while the reader holds it, as DocSearch does. */
function Key({reactsToKey, children}: {reactsToKey: string; children?: ReactNode}) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.key === reactsToKey) setPressed(true);
    };
    const up = (event: KeyboardEvent) => {
      if (event.key === reactsToKey || event.key === 'Meta') setPressed(false);
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  return h('kbd', {className: pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}, children);
}

/**
 * The search button. DocSearch shows "Search", a Ctrl icon (⌘ on Apple
 * keyboards) and "K", but names its button "Search (Ctrl+K)": the "K" a voice
 * control user may say is not in the name (WCAG 2.5.3, Label in Name). The name
 * here follows the visible order, the modifier in brackets because it is drawn
 * as an icon or a symbol; `aria-keyshortcuts` announces both shortcuts the site
 * accepts. Like DocSearch's, the keys appear once the browser knows the keyboard.
 */
export const DocSearchButton = forwardRef<HTMLButtonElement, DocSearchButtonProps>(function DocSearchButton({translations, ...props}, ref) {
  const [apple, setApple] = useState<boolean | null>(null);
  useEffect(() => setApple(APPLE_PLATFORM.test(navigator.platform)), []);
  const text = translations?.buttonText ?? 'Search';
  return h(
    'button',
    {
      type: 'button',
      className: 'DocSearch DocSearch-Button',
      ...props,
      ref,
      'aria-label': `${text} (${apple ? 'Command' : 'Control'}) K`,
      'aria-keyshortcuts': 'Control+K Meta+K',
    },
    h(
      'span',
      {className: 'DocSearch-Button-Container'},
      searchIcon(),
      // The placeholder and the keys are adjacent elements with no space between them, so their
      // text would read "SearchK"; a trailing space (collapsed on screen) makes it "Search K".
      h('span', {className: 'DocSearch-Button-Placeholder'}, `${text} `),
    ),
    h(
      'span',
      {className: 'DocSearch-Button-Keys'},
      apple === null
        ? null
        : h(
            Fragment,
            null,
            h(Key, {reactsToKey: apple ? 'Meta' : 'Control'}, apple ? '⌘' : controlIcon()),
            h(Key, {reactsToKey: 'k'}, 'K'),
          ),
    ),
  );
});

type KeyboardEventsProps = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
};

const isEditing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA');

/**
 * DocSearch 3.9.0's keyboard handling: ⌘K or Ctrl+K toggles the dialog, "/"
 * opens it outside text fields, Escape closes it, and a letter or digit typed
 * while the button has focus opens it with that character.
 */
export function useDocSearchKeyboardEvents({isOpen, onOpen, onClose, onInput, searchButtonRef}: KeyboardEventsProps): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const toggle =
        (event.code === 'Escape' && isOpen) ||
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (!isEditing(event.target) && event.key === '/' && !isOpen);
      if (toggle) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (searchButtonRef?.current === document.activeElement && onInput && /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))) {
        onInput(event);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
