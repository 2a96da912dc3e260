import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {apiRoutes, dataSourcePath, routes} from '@site/core/config/routes';
import {kindLabels, type Fact} from '@site/core/data/dataSources';
import ConfidenceNote from '@site/ui/dataSources/ConfidenceNote';
import ReasonText from '@site/ui/ReasonText';
import {cellSymbol, cellWords, structureCoverage} from '@site/core/data/coverage';
import RichText from '@site/ui/RichText';
import type {SourcePageData} from '../../index';
import styles from './styles.module.css';
import Table from '@site/ui/Table';

function FactList({facts, text}: {facts: readonly Fact[]; text: SourcePageData['text']}): ReactNode {
  return (
    <ul>
      {facts.map((f) => (
        <li key={f.text}>
          <RichText text={text[f.text]} inline /> <ConfidenceNote confidence={f.confidence} />
        </li>
      ))}
    </ul>
  );
}

function StructuresSection({data}: {data: SourcePageData}): ReactNode {
  const {source, structures, hubs} = data;
  if (source.structures.length === 0) {
    return (
      <p>
        {source.name} has no direct link, so it provides whatever it writes to{' '}
        {hubs.map((h, i) => (
          <span key={h.slug}>
            {i > 0 && ' or '}
            <Link to={dataSourcePath(h.slug)}>{h.name}</Link>
          </span>
        ))}
        . See those pages for the structures each hub delivers.
      </p>
    );
  }
  // Every structure ROOK says something about for this source, read from the coverage module like every other coverage page.
  const rows = structures
    .map((def) => ({def, cell: structureCoverage(source, def.name)}))
    .filter(({cell}) => cell.state !== 'not-published');
  return (
    <>
      <Table columns={['Structure', 'Pillar', 'Coverage', 'Why', 'Fields']} caption={<>Data structures {source.name} provides</>}>
        {rows.map(({def, cell}) => (
          <tr key={def.name}>
            <th scope="row">
              <code>{def.name}</code>
            </th>
            <td>{def.pillar}</td>
            <td data-markdown={cellWords(cell)}>
              <span aria-hidden="true">{cellSymbol(cell)} </span>
              {cellWords(cell)}
            </td>
            <td>
              <ReasonText text={cell.reason} />
            </td>
            <td>
              <Link to={`${routes.dataTypes}${def.name}/`}>All {def.label.toLowerCase()} fields</Link>
              {' · '}
              <Link to={apiRoutes.schema(def.schema)}>{def.schema} schema</Link>
            </td>
          </tr>
        ))}
      </Table>
      <p>
        ROOK has published nothing about the other structures for {source.name}. Every field, source by source:{' '}
        <Link to={`${routes.coverage}?source=${source.slug}`}>coverage explorer</Link>.
      </p>
    </>
  );
}

function Identifiers({data}: {data: SourcePageData}): ReactNode {
  const {source} = data;
  const rows: [string, string | null][] = [
    ['Authorizer path parameter data_source', source.authorizerName],
    ['Revoke body field data_source', source.revokeName],
    ['Key in the v1 authorized-sources map', source.authorizedV1Key],
  ];
  return (
    <ul>
      {rows.map(([label, value]) => (
        <li key={label}>
          {label}: {value ? <code>{value}</code> : 'not accepted for this source'}
        </li>
      ))}
    </ul>
  );
}

export default function SourcePage({data}: {data: SourcePageData}): ReactNode {
  const {source} = data;
  return (
    <Layout title={`${source.name} data source`} description={source.summary}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
          <Link to={routes.dataSources}>Data sources</Link> / {source.name}
        </nav>
        <Heading as="h1">{source.name}</Heading>
        <p className={styles.kind}>{kindLabels[source.kind]} source</p>
        <p className={styles.lead}>{source.summary}</p>

        <Heading as="h2" id="connect">
          How it connects
        </Heading>
        <ol>
          {source.connection.map((step) => (
            <li key={step}>
              <RichText text={data.text[step]} inline />
            </li>
          ))}
        </ol>
        {source.kind === 'api' && (
          <p>
            The authorization flow is the same for every API-based source: see <Link to={routes.dataAuthorization}>data authorization</Link>
            .
          </p>
        )}

        <Heading as="h2" id="data-structures">
          Data structures
        </Heading>
        <StructuresSection data={data} />

        <Heading as="h2" id="timing">
          Timing
        </Heading>
        <FactList facts={source.timing} text={data.text} />

        <Heading as="h2" id="caveats">
          Caveats
        </Heading>
        <FactList facts={source.caveats} text={data.text} />

        <Heading as="h2" id="revoke">
          Revoking access
        </Heading>
        <FactList facts={source.revoke} text={data.text} />

        <Heading as="h2" id="identifiers">
          Values to use in the API
        </Heading>
        <Identifiers data={data} />

        <Heading as="h2" id="other-sources">
          Other sources
        </Heading>
        <ul className={styles.inlineList}>
          {data.others.map((o) => (
            <li key={o.slug}>
              <Link to={dataSourcePath(o.slug)}>{o.name}</Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
