import type {ReactNode} from 'react';

/** Renders `backticked` parts of a data-module string as code; everything else as plain text. */
export default function RichText({text}: {text: string}): ReactNode {
  return text.split(/(`[^`]+`)/).map((part, i) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 2 ? <code key={i}>{part.slice(1, -1)}</code> : part,
  );
}
