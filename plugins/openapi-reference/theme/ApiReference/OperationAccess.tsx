import type {ReactNode} from 'react';
import type {OperationModel, SecurityModel} from '../../model/types';
import RichText from '@site/src/markdown/RichText';
import Servers from './Servers';
import {headings} from '../../model/labels';
import Section from './Section';

export function schemeLabel(s: SecurityModel): string {
  if (s.kind === 'http' && s.scheme) return `HTTP ${s.scheme === 'basic' ? 'Basic' : s.scheme} authentication`;
  if (s.kind === 'apiKey') return 'API key';
  return s.kind;
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
                    {schemeLabel(s)} (<code>{s.name}</code>)
                    <RichText text={s.description} minHeading={6} />
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
