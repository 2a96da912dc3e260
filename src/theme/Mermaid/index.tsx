import type {ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

/**
 * The diagram is drawn in the browser, so the built HTML would not contain
 * it; an empty hidden element carries its source for the page's Markdown copy
 * (plugins/docs-as-data), which shows it as a `mermaid` code block.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <>
      <Mermaid {...props} />
      <div hidden data-mermaid-source={props.value} />
    </>
  );
}
