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
import Table from '@site/src/components/shared/Table';

const marks: Record<ReturnType<typeof coverageLabel>, string> = {
  confirmed: '✓',
  secondary: '✓*',
  unconfirmed: '?',
  'not-provided': '✗',
  'not-documented': '–',
};
/** What a mark says in the page's Markdown copy, where words read better than symbols. */
const words: Record<ReturnType<typeof coverageLabel>, string> = {
  confirmed: 'yes',
  secondary: 'yes (SDK guides)',
  unconfirmed: 'unconfirmed',
  'not-provided': 'no',
  'not-documented': 'not documented',
};
const absent = {'not-provided': 'Not provided', 'not-documented': 'Not documented'} as const;

interface Props {
  sources?: readonly DataSource[];
  structures?: typeof allStructures;
}

/** Sources as columns, data structures as rows; also used by the docs guide through MDX. */
export function StructureMatrix({sources = allSources, structures = allStructures}: Props): ReactNode {
  const direct = sources.filter((s) => s.kind !== 'via-hub');
  const silence = 'ROOK has published nothing either way; the source may still send it';
  const hubNote = `Sources reached through a hub (${sources
    .filter((s) => s.kind === 'via-hub')
    .map((s) => s.name)
    .join(', ')}) provide whatever they write to Apple Health or Health Connect.`;
  const textLegend = `${words.confirmed}: confirmed by ROOK · ${words.secondary}: reported in ROOK’s SDK guides · ${words.unconfirmed}: to be confirmed · ${words['not-provided']}: not provided, according to ROOK · ${words['not-documented']}: ${silence}. ${hubNote}`;
  return (
    <Table
      columns={[
        'Structure',
        ...direct.map((s) => (
          <Link key={s.slug} to={dataSourcePath(s.slug)}>
            {s.name}
          </Link>
        )),
      ]}
      caption="Data structures each source provides"
      tableClassName={styles.matrix}
      after={
        <p className={styles.legend} data-markdown={textLegend}>
          ✓ confirmed by ROOK · ✓* reported in ROOK’s SDK guides · ? to be confirmed · ✗ not provided, according to ROOK · – not documented
          ({silence}). {hubNote}
        </p>
      }>
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
              <td key={s.slug} title={label} data-markdown={words[state]}>
                <span aria-hidden="true">{marks[state]}</span>
                <span className={a11y.visuallyHidden}>{label}</span>
              </td>
            );
          })}
        </tr>
      ))}
    </Table>
  );
}

/** One row per source: how it connects and what the API accepts for it. */
export function SourceSummaryTable({sources = allSources}: Props): ReactNode {
  return (
    <Table
      columns={['Source', 'Type', 'Authorizer data_source', 'Revoke data_source', 'History on first link']}
      caption="How each source connects">
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
    </Table>
  );
}
