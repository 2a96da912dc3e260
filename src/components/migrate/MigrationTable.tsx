import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {platforms} from '@site/core/migrate/convert';
import type {FieldRow, PayloadTable} from '@site/core/migrate/types';
import Mark from '@site/ui/Mark';
import Table from '@site/ui/Table';
import styles from './migrate.module.css';

function tableById(id: string): PayloadTable {
  const table = Object.values(platforms)
    .flatMap((platform) => platform.tables)
    .find((t) => t.id === id);
  if (!table) throw new Error(`No migration table ${id} in core/migrate/`);
  return table;
}

/**
 * One payload type of another platform, field by field, from its table in
 * core/migrate/ (the table the converter runs): where each field goes in the
 * ROOK structure, with the unit conversion, or why ROOK has no place for it.
 */
export default function MigrationTable({id}: {id: string}): ReactNode {
  const table = tableById(id);
  const structure = table.structure;
  return (
    <div className={styles.table}>
      <p>
        <strong>{table.title}</strong> becomes ROOK’s{' '}
        <Link to={`/docs/rookconnect/data-types/${structure}/`}>
          <code>{structure}</code>
        </Link>
        . Field names and units: <a href={table.citation.url}>{table.citation.document}</a>, version of {table.citation.date}.
      </p>
      <p>
        <strong>Day and time zone:</strong> {table.dayAttribution}
      </p>
      <Rows caption={`${table.title}: fields of the record`} rows={table.rows} />
      {table.envelope.length > 0 && (
        <Rows caption={`${table.title}: fields of the webhook envelope around the record`} rows={table.envelope} />
      )}
    </div>
  );
}

function Rows({caption, rows}: {caption: string; rows: FieldRow[]}): ReactNode {
  return (
    <Table caption={caption} columns={['Field', 'Unit', 'ROOK field', 'Conversion, use or reason']} focusable>
      {rows.map((row) => (
        <tr key={row.field}>
          <td>
            <code>{row.field}</code>
          </td>
          <td>{row.unit ?? '—'}</td>
          <td>{row.kind === 'mapped' ? <Targets row={row} /> : row.kind === 'applied' ? 'applied to others' : 'none'}</td>
          <td>
            <Explanation row={row} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Targets({row}: {row: Extract<FieldRow, {kind: 'mapped'}>}): ReactNode {
  return row.targets.map((target, i) => (
    <span key={target.rook} className={styles.target}>
      {i > 0 && ' and '}
      <code>{target.rook}</code>
    </span>
  ));
}

function Explanation({row}: {row: FieldRow}): ReactNode {
  if (row.kind === 'dropped') return row.reason;
  if (row.kind === 'applied') return row.note;
  const conversions = row.targets.flatMap((t) => (t.conversion ? [t.conversion] : []));
  return (
    <>
      {conversions.length ? conversions.join('; ') : 'as is'}
      {row.judgement && (
        <>
          {'. '}
          <Mark of="not-published" detail={row.judgement} explained /> {row.judgement}
        </>
      )}
    </>
  );
}
