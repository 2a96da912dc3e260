import type {FieldRow} from '../../core/contract/model/fields';

/*
 * How a schema's field list is cut into the guide's tables: one table per
 * object, and the fields of each item of an array of objects folded below
 * the table that lists the array. Pure data (no Markdown), so the rule can be
 * tested on its own and the e2e wording check can walk the same groups.
 */

/** A schema whose main list (fields outside arrays of objects) has at most this many rows stays one table. */
export const SINGLE_TABLE_MAX_ROWS = 8;

/** A field as one table lists it: its row, and its name relative to what the table is about. */
export interface GroupedField {
  row: FieldRow;
  /** The path relative to the group's object or to the array's item: `hr_avg_bpm_int`, not `heart_rate.hr_avg_bpm_int`. */
  name: string;
}

/** An array of objects whose items' fields fold into a table of their own after their group's table. */
interface FoldedArray extends GroupedField {
  items: GroupedField[];
}

export interface FieldGroup {
  /**
   * The object the group lists the fields of; its heading stands for its row.
   * Absent for the schema's top-level fields (listed first, without heading)
   * and for a schema shown as a single table.
   */
  object?: FieldRow;
  fields: GroupedField[];
  arrays: FoldedArray[];
}

const relative = (row: FieldRow, to: string): GroupedField => ({row, name: row.path.slice(to.length)});

/**
 * The groups of a schema's fields (its `fieldRows`, in their order).
 *
 * - An array of objects (granular samples and the like) folds its items'
 *   fields, at any depth, into its own table; the outermost such array wins.
 * - Every other field belongs to its nearest object ancestor: an object row
 *   with fields listed directly below it. Each such object makes a group,
 *   in the order of the rows, and its own row moves into the group's
 *   heading. Fields with no object ancestor make the first group.
 * - A schema that would make a single group, or whose main list has at most
 *   `SINGLE_TABLE_MAX_ROWS` rows, stays one table of full paths (objects
 *   keep their rows), as splitting it would only scatter a few rows.
 */
export function groupFields(rows: FieldRow[]): FieldGroup[] {
  const arrays = rows.filter((row) => row.schema.items && row.schema.items.properties.length > 0);
  const outerArrayOf = (row: FieldRow) => arrays.find((array) => row.path.startsWith(`${array.path}[].`));
  const folded = new Map<FieldRow, GroupedField[]>(arrays.filter((array) => !outerArrayOf(array)).map((array) => [array, []]));
  const main: FieldRow[] = [];
  for (const row of rows) {
    const array = outerArrayOf(row);
    if (array) folded.get(array)!.push(relative(row, `${array.path}[].`));
    else main.push(row);
  }
  const group = (fields: GroupedField[], object?: FieldRow): FieldGroup => ({
    ...(object ? {object} : {}),
    fields,
    arrays: fields.flatMap((field) => {
      const items = folded.get(field.row);
      return items?.length ? [{...field, items}] : [];
    }),
  });

  const objects = main.filter((row) => main.some((other) => other.path.startsWith(`${row.path}.`)));
  const byObject = new Map<FieldRow | undefined, GroupedField[]>([
    [undefined, []],
    ...objects.map((o): [FieldRow, GroupedField[]] => [o, []]),
  ]);
  for (const row of main) {
    if (objects.includes(row)) continue;
    // The nearest ancestor is the longest object path the row's path starts with.
    const object = objects.filter((o) => row.path.startsWith(`${o.path}.`)).sort((a, b) => b.path.length - a.path.length)[0];
    byObject.get(object)!.push(relative(row, object ? `${object.path}.` : ''));
  }
  const groups = [...byObject].filter(([object, fields]) => object || fields.length > 0);
  if (groups.length < 2 || main.length <= SINGLE_TABLE_MAX_ROWS) return [group(main.map((row) => relative(row, '')))];
  return groups.map(([object, fields]) => group(fields, object));
}
