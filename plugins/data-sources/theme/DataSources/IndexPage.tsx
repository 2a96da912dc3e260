import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {dataSourcePath, routes} from '@site/core/config/routes';
import {kindLabels, type SourceKind} from '@site/core/data/dataSources';
import {SourceSummaryTable, StructureMatrix} from '@site/ui/dataSources/SourceMatrix';
import type {IndexPageData} from '../../index';
import styles from './styles.module.css';

const groups: {kind: SourceKind; intro: string}[] = [
  {kind: 'api', intro: 'The user grants consent once on the provider’s page; ROOK then reads the provider’s API. No app is required.'},
  {kind: 'sdk', intro: 'Your mobile app reads the data on the device with a ROOK SDK after the user grants permission.'},
  {kind: 'via-hub', intro: 'No direct link: these apps write to Apple Health or Health Connect, and ROOK reads the hub.'},
];

export default function DataSourcesIndexPage({data}: {data: IndexPageData}): ReactNode {
  return (
    <Layout
      title="Data sources"
      description="Every wearable and health app ROOK reads: how each connects, which data structures it provides, and how to revoke it.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Data sources</Heading>
        <p className={styles.lead}>
          ROOK reads {data.sources.length} sources. Pick a source to see how your users connect it, which data it provides, when data
          arrives and how to disconnect it. For the concepts behind the two kinds of source, read the{' '}
          <Link to={routes.dataSourcesGuide}>data sources guide</Link>.
        </p>
        {groups.map((g) => (
          <section key={g.kind}>
            <Heading as="h2" id={g.kind}>
              {kindLabels[g.kind]} sources
            </Heading>
            <p>{g.intro}</p>
            <ul className={styles.cards}>
              {data.sources
                .filter((s) => s.kind === g.kind)
                .map((s) => (
                  <li key={s.slug} className={styles.card}>
                    <Link to={dataSourcePath(s.slug)} className={styles.cardTitle}>
                      {s.name}
                    </Link>
                    <p>{s.summary}</p>
                  </li>
                ))}
            </ul>
          </section>
        ))}
        <Heading as="h2" id="comparison">
          Comparison
        </Heading>
        <SourceSummaryTable sources={data.sources} />
        <StructureMatrix sources={data.sources} structures={data.structures} />
      </main>
    </Layout>
  );
}
