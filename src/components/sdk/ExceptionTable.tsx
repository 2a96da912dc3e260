import {sdkExceptions, sdkKnownIssues} from '@site/core/data/sdkExceptions';
import CodeTable from './CodeTable';
import InlineCode from './InlineCode';

type Props = {list: keyof typeof sdkExceptions; issues?: never} | {issues: keyof typeof sdkKnownIssues; list?: never};

/** Every exception (or known issue) ROOK names for one SDK, with cause and fix, from core/data/sdkExceptions.ts. */
export default function ExceptionTable(props: Props) {
  const rows = props.list ? sdkExceptions[props.list] : sdkKnownIssues[props.issues!];
  if (!rows) throw new Error(`ExceptionTable: unknown list "${String(props.list ?? props.issues)}"`);
  const isIssues = !props.list;
  return (
    <CodeTable>
      <table>
        <thead>
          <tr>
            <th>{isIssues ? 'Issue' : 'Exception'}</th>
            <th>Cause</th>
            <th>What to do</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td>{isIssues ? <InlineCode text={row.name} /> : <code>{row.name}</code>}</td>
              <td>
                <InlineCode text={row.cause} />
              </td>
              <td>
                <InlineCode text={row.fix} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </CodeTable>
  );
}
