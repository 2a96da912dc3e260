import type {Constraints} from './models';

/*
 * Shared by the build and the page components, so it must stay free of Node
 * imports: it ends up in the browser bundle.
 */

/** A human list of a node's constraints, e.g. ["1–50 characters", "pattern ^[a-z]+$"]. */
export function describeConstraints(c: Constraints): string[] {
  const out: string[] = [];
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) out.push(min === max ? `exactly ${min} ${unit}` : `${min}–${max} ${unit}`);
    else if (min !== undefined) out.push(`at least ${min} ${unit}`);
    else if (max !== undefined) out.push(`at most ${max} ${unit}`);
  };
  range(c.minLength, c.maxLength, 'characters');
  range(c.minItems, c.maxItems, 'items');
  if (c.minimum !== undefined) out.push(`≥ ${c.minimum}`);
  if (c.exclusiveMinimum !== undefined) out.push(`> ${c.exclusiveMinimum}`);
  if (c.maximum !== undefined) out.push(`≤ ${c.maximum}`);
  if (c.exclusiveMaximum !== undefined) out.push(`< ${c.exclusiveMaximum}`);
  if (c.multipleOf !== undefined) out.push(`multiple of ${c.multipleOf}`);
  if (c.uniqueItems) out.push('unique items');
  if (c.pattern !== undefined) out.push(`pattern ${c.pattern}`);
  return out;
}
