import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {dataSourcePath} from '@site/src/config/routes';
import {
  confidenceLabels,
  coverageLabel,
  dataSources as allSources,
  dataStructures as allStructures,
  kindLabels,
  type DataSource,
} from '@site/src/data/dataSources';
import styles from './styles.module.css';
import a11y from '@site/src/components/shared/a11y.module.css';

const marks: Record<ReturnType<typeof coverageLabel>, string> = {
  confirmed: '✓',
  secondary: '✓*',
  unconfirmed: '?',
  'not-provided': '✗',
  'not-documented': '–',
};
const absent = {'not-provided': 'Not provided', 'not-documented': 'Not documented'} as const;

interface Props {
  sources?: readonly DataSource[];
  structures?: typeof allStructures;
}

/** Sources as columns, data structures as rows; also used by the docs guide through MDX. */
export function StructureMatrix({sources = allSources, structures = allStructures}: Props): ReactNode {
  const direct = sources.filter((s) => s.kind !== 'via-hub');
  return (
    <div className={styles.scroll}>
      <table className={styles.matrix}>
        <caption>Data structures each source provides</caption>
        <thead>
          <tr>
            <th scope="col">Structure</th>
            {direct.map((s) => (
              <th scope="col" key={s.slug}>
                <Link to={dataSourcePath(s.slug)}>{s.name}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {structures.map((d) => (
            <tr key={d.name}>
              <th scope="row">
                <code>{d.name}</code>
              </th>
              {direct.map((s) => {
                // Only a published statement makes a cell "not provided"; silence is "not documented".
                const state = coverageLabel(s, d.name);
                const label = state === 'not-provided' || state === 'not-documented' ? absent[state] : confidenceLabels[state];
                return (
                  <td key={s.slug} title={label}>
                    <span aria-hidden="true">{marks[state]}</span>
                    <span className={a11y.visuallyHidden}>{label}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.legend}>
        ✓ confirmed by ROOK · ✓* reported in ROOK’s SDK guides · ? to be confirmed · ✗ not provided, according to ROOK · – not documented
        (ROOK has published nothing either way; the source may still send it). Sources reached through a hub (
        {sources
          .filter((s) => s.kind === 'via-hub')
          .map((s) => s.name)
          .join(', ')}
        ) provide whatever they write to Apple Health or Health Connect.
      </p>
    </div>
  );
}

/** One row per source: how it connects and what the API accepts for it. */
export function SourceSummaryTable({sources = allSources}: Props): ReactNode {
  return (
    <div className={styles.scroll}>
      <table>
        <caption>How each source connects</caption>
        <thead>
          <tr>
            <th scope="col">Source</th>
            <th scope="col">Type</th>
            <th scope="col">Authorizer data_source</th>
            <th scope="col">Revoke data_source</th>
            <th scope="col">History on first link</th>
          </tr>
        </thead>
        <tbody>
          {sources.map((s) => (
            <tr key={s.slug}>
              <th scope="row">
                <Link to={dataSourcePath(s.slug)}>{s.name}</Link>
              </th>
              <td>{kindLabels[s.kind]}</td>
              <td>{s.authorizerName ? <code>{s.authorizerName}</code> : 'None (no OAuth)'}</td>
              <td>{s.revokeName ? <code>{s.revokeName}</code> : 'Not accepted'}</td>
              <td>{s.preExistingDays ? `${s.preExistingDays} days` : 'Not documented'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
