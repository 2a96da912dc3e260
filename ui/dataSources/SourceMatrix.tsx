import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {dataSourcePath, routes} from '@site/core/config/routes';
import {dataSources as allSources, dataStructures as allStructures, kindLabels, type DataSource} from '@site/core/data/dataSources';
import {
  cellSymbol,
  cellWords,
  confidenceMarks,
  coverageStates,
  firstLinkHistory,
  stateLabels,
  structureCoverage,
} from '@site/core/data/coverage';
import styles from './styles.module.css';
import a11y from '@site/ui/a11y.module.css';
import Table from '@site/ui/Table';

interface Props {
  sources?: readonly DataSource[];
  structures?: typeof allStructures;
}

/** Sources as columns, data structures as rows; every cell from the coverage module. Also used by the docs guide through MDX. */
export function StructureMatrix({sources = allSources, structures = allStructures}: Props): ReactNode {
  const direct = sources.filter((s) => s.kind !== 'via-hub');
  const hubNote = `Sources reached through a hub (${sources
    .filter((s) => s.kind === 'via-hub')
    .map((s) => s.name)
    .join(', ')}) provide whatever they write to Apple Health or Health Connect.`;
  const legend = coverageStates.map((state) => `${stateLabels[state].symbol} ${stateLabels[state].label}: ${stateLabels[state].meaning}`);
  const textLegend = `${coverageStates.map((state) => `${stateLabels[state].label}: ${stateLabels[state].meaning}`).join(' · ')}. ${confidenceMarks}. ${hubNote}`;
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
          {legend.join(' · ')}. {confidenceMarks}. {hubNote} Each field, with the reason for every cell:{' '}
          <Link to={routes.coverage}>coverage explorer</Link>.
        </p>
      }>
      {structures.map((d) => (
        <tr key={d.name}>
          <th scope="row">
            <code>{d.name}</code>
          </th>
          {direct.map((s) => {
            const cell = structureCoverage(s, d.name);
            const words = cellWords(cell);
            return (
              <td key={s.slug} title={`${words}: ${cell.reason}`} data-markdown={words}>
                <span aria-hidden="true">{cellSymbol(cell)}</span>
                <span className={a11y.visuallyHidden}>{words}</span>
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
          <td>{firstLinkHistory(s)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** How much history each source brings on first link: the one answer (coverage module) the guides show. */
export function FirstLinkHistoryTable({sources = allSources}: Props): ReactNode {
  return (
    <Table columns={['Source', 'Type', 'History on first link']} caption="History fetched on first link">
      {sources
        .filter((s) => s.kind !== 'via-hub')
        .map((s) => (
          <tr key={s.slug}>
            <th scope="row">
              <Link to={dataSourcePath(s.slug)}>{s.name}</Link>
            </th>
            <td>{kindLabels[s.kind]}</td>
            <td>{firstLinkHistory(s)}</td>
          </tr>
        ))}
    </Table>
  );
}
