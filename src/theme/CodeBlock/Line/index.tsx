import {memo} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';

const sameClassNames = (
  a: Props['classNames'],
  b: Props['classNames'],
): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.length === b.length &&
    a.every((name, i) => name === b[i]));

/**
 * The theme's code line, rendered again only when its own tokens change.
 *
 * Why: a code block re-renders whenever its word-wrap state changes, and it
 * changes right after hydration on every block that scrolls sideways. Without
 * this, every line and token of every such block re-rendered in one
 * unsliced task (about 100 ms on a throttled phone on an operation page).
 * The line arrays come memoised from `ui/prism/Highlight.tsx`, and its prop
 * getters are cached per theme and language, so equal props mean equal output.
 * Only the highlighted lines' class lists are rebuilt on each render, hence
 * the element-wise comparison.
 */
export default memo(
  Line,
  (before, after) =>
    before.line === after.line &&
    before.getLineProps === after.getLineProps &&
    before.getTokenProps === after.getTokenProps &&
    before.showLineNumbers === after.showLineNumbers &&
    sameClassNames(before.classNames, after.classNames),
);
