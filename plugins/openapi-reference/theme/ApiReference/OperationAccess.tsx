import type {ReactNode} from 'react';
import type {OperationModel, SecurityModel} from '../../../../core/contract/model/types';
import RichText from '@site/ui/RichText';
import Servers from './Servers';
import {headings} from '../../../../core/contract/model/labels';
import Section from './Section';

function schemeLabel(s: SecurityModel): string {
  if (s.kind === 'http' && s.scheme) return `HTTP ${s.scheme === 'basic' ? 'Basic' : s.scheme} authentication`;
  if (s.kind === 'apiKey') return 'API key';
  return s.kind;
}

/** One security scheme: its kind, name and description (operation pages and the overview). */
export function SchemeText({scheme}: {scheme: SecurityModel}): ReactNode {
  return (
    <>
      {schemeLabel(scheme)} (<code>{scheme.name}</code>)
      <RichText text={scheme.description} minHeading={6} />
    </>
  );
}

/** Who may call the operation and where: authentication and servers. */
export default function OperationAccess({operation}: {operation: OperationModel}): ReactNode {
  return (
    <>
      <Section id="authentication" title={headings.authentication}>
        {operation.security.length === 0 ? (
          <p>No authentication.</p>
        ) : (
          <ul>
            {operation.security.map((alternative, i) => (
              <li key={i}>
                {alternative.map((s) => (
                  <div key={s.name}>
                    <SchemeText scheme={s} />
                  </div>
                ))}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="servers" title={headings.servers}>
        <Servers servers={operation.servers} />
      </Section>
    </>
  );
}
