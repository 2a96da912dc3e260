import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * The code highlighting palette: Visual Studio's dark theme, with the few
 * token colours that fall below a 4.5:1 contrast on its background replaced
 * (checked by tests/unit/prism-contrast.test.ts).
 *
 * Code blocks use it in both colour modes. The server highlights with one
 * palette only, so with two the reader's mode would show the wrong colours
 * until every block was rendered again after hydration; with one, the HTML is
 * final and src/theme/CodeBlock skips that second render.
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

export const codeTheme = withColors(themes.vsDark, {
  prolog: 'rgb(140, 160, 230)',
  constant: 'rgb(160, 162, 215)',
  punctuation: 'rgb(170, 170, 170)',
});
