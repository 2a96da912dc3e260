import {useMemo, type ReactElement} from 'react';
import clsx from 'clsx';
import type {
  LineInputProps,
  LineOutputProps,
  PrismLib,
  PrismTheme,
  RenderProps,
  StyleObj,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import {usePrism} from '#prism-engine';
import {toLines, type PrismStream} from './tokens';

export interface HighlightProps {
  code: string;
  language: string;
  theme: PrismTheme;
  prism?: PrismLib;
  children: (props: RenderProps) => ReactElement;
}

interface Painter {
  root: StyleObj;
  getLineProps: (input: LineInputProps) => LineOutputProps;
  getTokenProps: (input: TokenInputProps) => TokenOutputProps;
}

/** The styles for each token type under one theme and language. */
function styleTable(theme: PrismTheme, language: string): Record<string, StyleObj> {
  const table: Record<string, StyleObj> = {};
  for (const rule of theme.styles) {
    if (rule.languages && !rule.languages.includes(language)) continue;
    for (const type of rule.types) table[type] = {...table[type], ...rule.style};
  }
  return table;
}

function makePainter(theme: PrismTheme, language: string): Painter {
  const table = styleTable(theme, language);
  // The background belongs to the block, not to each line.
  const lineStyle: StyleObj = {...theme.plain, backgroundColor: undefined};

  const tokenStyle = ({types, empty}: Token): StyleObj | undefined => {
    const spacer = empty ? {display: 'inline-block'} : undefined;
    if (types.length === 1 && types[0] === 'plain') return spacer;
    if (types.length === 1 && empty) return table[types[0]!];
    return Object.assign(spacer ?? {}, ...types.map((type) => table[type]));
  };

  return {
    root: theme.plain,
    getLineProps: ({className, style, line: _line, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: style ? {...lineStyle, ...style} : lineStyle,
    }),
    getTokenProps: ({token, className, style, ...rest}) => {
      const ownStyle = tokenStyle(token);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style ? {...ownStyle, ...style} : ownStyle,
      };
    },
  };
}

// Every block of a page shares a theme, so each (theme, language) pair is worked out once.
const painters = new WeakMap<PrismTheme, Map<string, Painter>>();

function painterFor(theme: PrismTheme, language: string): Painter {
  let byLanguage = painters.get(theme);
  if (!byLanguage) painters.set(theme, (byLanguage = new Map()));
  let painter = byLanguage.get(language);
  if (!painter) byLanguage.set(language, (painter = makePainter(theme, language)));
  return painter;
}

/** The block's own class and style, which do not depend on its tokens. */
export function highlightFrame(theme: PrismTheme, language: string): {className: string; style: StyleObj} {
  const id = language.toLowerCase();
  return {className: `prism-code language-${id}`, style: painterFor(theme, id).root};
}

/**
 * Tokenises `code` with Prism and hands the lines to `children`, with prop
 * getters that apply the theme's colours. The same contract as
 * prism-react-renderer's Highlight, which the theme's code blocks call: the
 * code-highlighting plugin resolves that package here in the site's bundles.
 * Languages Prism does not know render as plain text, and so does all code
 * while the browser's Prism is still loading (see #prism-engine).
 */
export function Highlight({code, language: requested, theme, prism: given, children}: HighlightProps): ReactElement {
  const loaded = usePrism();
  const prism = given ?? loaded;
  const language = requested.toLowerCase();
  const grammar = prism?.languages[language];
  const lines = useMemo(() => {
    if (!prism || !grammar) return toLines([code]);
    const env = {code, grammar, language, tokens: [] as PrismStream};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(env.code, env.grammar) as PrismStream;
    prism.hooks.run('after-tokenize', env);
    return toLines(env.tokens);
  }, [prism, code, grammar, language]);
  const {className, style} = highlightFrame(theme, language);
  const {getLineProps, getTokenProps} = painterFor(theme, language);
  return children({tokens: lines, className, style, getLineProps, getTokenProps});
}
