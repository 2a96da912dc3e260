import type {ReactNode} from 'react';

/** Renders data-module prose where `backticks` mark code, as text and <code> elements. */
export default function InlineCode({text}: {text: string}): ReactNode {
  const parts = text.split('`');
  if (parts.length % 2 === 0) throw new Error(`InlineCode: unbalanced backticks in "${text}"`);
  return parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}
