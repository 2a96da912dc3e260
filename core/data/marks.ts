/**
 * The site's marks for what ROOK has not confirmed: one mark per meaning, in
 * one spelling. Every badge (`ui/Mark.tsx`), every label that says it in
 * words (coverage cells, field provenance, the summary-day rules) and the
 * Markdown copies (`plugins/docs-as-data/html-to-markdown.ts`) take the mark's
 * words from here; `tests/unit/marks.test.ts` holds the pages' sources and
 * their Markdown copies to this list.
 *
 * `label` is what the badge says, lower case (a label that starts a line or a
 * cell capitalises it). `explanation` is one short sentence on what the mark
 * means and what to check; the badge's tooltip and screen-reader text.
 * `symbol` stands for the mark where a table has room for one character only.
 */

export type MarkKind = 'not-published' | 'sandbox-model' | 'integration-guides' | 'sources-disagree';

interface Mark {
  label: string;
  explanation: string;
  /** The mark's symbol where a table has room for one (the coverage matrix), always beside the label in words. */
  symbol: string;
}

export const marks: Record<MarkKind, Mark> = {
  'not-published': {
    label: 'not published',
    explanation: 'ROOK has not published this. Check it against what you receive before you rely on it.',
    symbol: '?',
  },
  'sandbox-model': {
    label: 'sandbox model',
    explanation: 'How the docs sandbox behaves where ROOK has published nothing. Check it in ROOK’s sandbox before you rely on it.',
    symbol: '≈',
  },
  'integration-guides': {
    label: 'integration guides only',
    explanation: 'Stated only in ROOK’s integration guides (its rook-skills repository), not on its docs site. Check it in your own build.',
    symbol: '†',
  },
  'sources-disagree': {
    label: 'sources disagree',
    explanation: 'ROOK’s own sources give different answers. Check which one holds in your own build before you rely on it.',
    symbol: '≠',
  },
};

export const markKinds = Object.keys(marks) as MarkKind[];

export function isMarkKind(value: unknown): value is MarkKind {
  return typeof value === 'string' && value in marks;
}

/** A label at the start of a sentence, a cell or a legend line: "Sandbox model". */
export function markLabel(kind: MarkKind, capitalised = false): string {
  const {label} = marks[kind];
  return capitalised ? label.charAt(0).toUpperCase() + label.slice(1) : label;
}

/**
 * A mark as the Markdown copies write it: its label in parentheses, with what
 * the page says about this one thing after a colon when there is more
 * ("(not published: ROOK documents … Check … before you rely on it.)"). The
 * converter puts a space before it, so it never runs into the text it marks.
 */
export function markMarkdown(kind: MarkKind, detail?: string): string {
  return `(${marks[kind].label}${detail ? `: ${detail}` : ''})`;
}
