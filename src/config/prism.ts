import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code highlighting themes: Visual Studio's light and dark palettes, with the
 * few token colours that fall below a 4.5:1 contrast on their background
 * replaced (checked by tests/unit/prism-contrast.test.ts).
 */
function withColors(theme: PrismTheme, overrides: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((rule) => {
      const replacement = rule.types.map((type) => overrides[type]).find(Boolean);
      return replacement ? {...rule, style: {...rule.style, color: replacement}} : rule;
    }),
  };
}

export const lightCodeTheme = withColors(themes.vsLight, {
  'attr-name': 'rgb(196, 0, 0)',
  'class-name': 'rgb(28, 101, 122)',
});

export const darkCodeTheme = withColors(themes.vsDark, {
  prolog: 'rgb(140, 160, 230)',
  constant: 'rgb(160, 162, 215)',
  punctuation: 'rgb(170, 170, 170)',
});
