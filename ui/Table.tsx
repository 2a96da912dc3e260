import {useId, type ReactNode} from 'react';
import styles from './table.module.css';

/**
 * A table in its own horizontal scroll box, with column headers and an
 * optional caption; the rows are the children. `focusable` makes the box a
 * keyboard-focusable region named by the caption, for tables wide enough to
 * scroll. `after` goes inside the box, below the table (a legend).
 */
export default function Table({
  columns,
  caption,
  focusable = false,
  tableClassName,
  after,
  children,
}: {
  columns: readonly ReactNode[];
  caption?: ReactNode;
  focusable?: boolean;
  tableClassName?: string;
  after?: ReactNode;
  children: ReactNode;
}): ReactNode {
  const captionId = `${useId()}-caption`;
  const region = focusable && caption !== undefined ? {role: 'region', 'aria-labelledby': captionId, tabIndex: 0} : {};
  return (
    <div className={styles.scroll} {...region}>
      <table className={tableClassName}>
        {caption !== undefined && <caption id={focusable ? captionId : undefined}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th scope="col" key={i}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {after}
    </div>
  );
}
