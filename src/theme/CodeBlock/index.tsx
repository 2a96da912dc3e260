/*
 * Ejected from @docusaurus/theme-classic 3.10.2, src/theme/CodeBlock/index.tsx.
 *
 * Why: upstream keys the content on useIsBrowser() so that every code block
 * is rendered again after hydration, because the server can only highlight
 * with one colour mode's Prism theme. Our code blocks use one palette in both
 * modes (core/config/prism.ts, checked by tests/unit/prism-contrast.test.ts),
 * so the server's output is already final and that second pass only
 * re-tokenised every block in one long task.
 *
 * Upstream code: Copyright (c) Facebook, Inc. and its affiliates, MIT licence
 * (see the package's LICENSE). UPGRADING.md says how to re-check this copy
 * when the package is upgraded.
 *
 * Custom lines are marked ROOK.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({
  children: rawChildren,
  ...props
}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp =
    typeof children === 'string' ? StringContent : ElementContent;
  // ROOK: no key={String(isBrowser)}, so no second render after hydration.
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
}
