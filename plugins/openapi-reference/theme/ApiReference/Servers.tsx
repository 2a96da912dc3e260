import type {ReactNode} from 'react';
import type {ServerModel} from '../../../../core/contract/model/types';

export default function Servers({servers}: {servers: ServerModel[]}): ReactNode {
  return (
    <ul>
      {servers.map((s) => (
        <li key={s.url}>
          {s.description && <strong>{s.description}: </strong>}
          <code>{s.url}</code>
        </li>
      ))}
    </ul>
  );
}
