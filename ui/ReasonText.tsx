import type {ReactNode} from 'react';

/**
 * A coverage reason (`core/data/coverage.ts`): plain text whose only markup is
 * inline code in backticks, rendered without a Markdown parser in the browser.
 */
export default function ReasonText({text}: {text: string}): ReactNode {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}
