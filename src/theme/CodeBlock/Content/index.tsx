/*
 * Ejected from @docusaurus/theme-classic 3.10.2, src/theme/CodeBlock/Content/index.tsx.
 *
 * Why: while the page hydrates, each code block keeps the highlighted HTML
 * the server sent instead of tokenising its code again to rebuild the same
 * lines and tokens. So a page that is only read needs no Prism in the browser
 * (ui/prism/engine.client.ts loads it when a block is drawn there) and
 * hydrates a few thousand fewer elements on an API operation page.
 *
 * Upstream code: Copyright (c) Facebook, Inc. and its affiliates, MIT licence
 * (see the package's LICENSE). UPGRADING.md says how to re-check this copy
 * when the package is upgraded.
 *
 * Custom lines are marked ROOK.
 */
import React, {useId, type ComponentProps, type ReactNode} from 'react'; // ROOK: useId
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Highlight, highlightFrame} from '@site/ui/prism/Highlight'; // ROOK: highlightFrame
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {serverHtmlMark, useServerHtml} from '@site/ui/serverHtml'; // ROOK

// ROOK: the theme's own stylesheet (the same class names), not a copy.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

// TODO Docusaurus v4: remove useless forwardRef
// ROOK: a named function (react/display-name); no jsx-a11y comment (that plugin is not in our lint).
const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>(
  function Pre(props, ref) {
    return (
      <pre
        ref={ref}
        tabIndex={0}
        {...props}
        className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
      />
    );
  },
);

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined &&
          styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  // ROOK start
  const id = useId();
  const serverHtml = useServerHtml(id);
  if (serverHtml !== null) {
    const {className, style} = highlightFrame(prismTheme, language);
    return (
      <Pre
        ref={wordWrap.codeBlockRef}
        {...serverHtmlMark(id)}
        className={clsx(classNameProp, className)}
        style={style}
        dangerouslySetInnerHTML={serverHtml}
      />
    );
  }
  // ROOK end
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre
          ref={wordWrap.codeBlockRef}
          {...serverHtmlMark(id)} // ROOK
          className={clsx(classNameProp, className)}
          style={style}>
          <Code>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </Code>
        </Pre>
      )}
    </Highlight>
  );
}
