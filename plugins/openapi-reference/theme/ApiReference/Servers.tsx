import type {ReactNode} from 'react';
import {useSiteSandbox} from '@site/ui/useSiteSandbox';
import {repointServers} from '../../../../core/config/site-sandbox';
import type {ServerModel} from '../../../../core/contract/model/types';

/** The servers, the site's sandbox named where the page finds it: `npm start` may re-point a build at a hosted one. */
export default function Servers({servers}: {servers: ServerModel[]}): ReactNode {
  const sandbox = useSiteSandbox();
  return (
    <ul>
      {repointServers(servers, sandbox).map((s) => (
        <li key={s.url}>
          {s.description && <strong>{s.description}: </strong>}
          <code>{s.url}</code>
        </li>
      ))}
    </ul>
  );
}
