import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {brand} from '../../core/config/site';
import {routes} from '../../core/config/routes';
import styles from './index.module.css';

interface Path {
  title: string;
  audience: string;
  description: string;
  to: string;
  cta: string;
}

const paths: Path[] = [
  {
    title: 'QuickStart',
    audience: 'New to ROOK',
    description:
      'Go from sandbox credentials to your first health data: authenticate, connect a test user to a source, then receive a webhook or call an endpoint.',
    to: routes.quickStart,
    cta: 'Start the QuickStart',
  },
  {
    title: 'Data sources',
    audience: 'Choosing what to support',
    description:
      'See which wearables and health apps ROOK reads, whether each connects through ROOK’s API or a mobile SDK, and which data structures each one provides.',
    to: routes.dataSources,
    cta: 'Compare data sources',
  },
  {
    title: 'API reference',
    audience: 'Building the backend',
    description: 'Every endpoint with its parameters, responses, errors and request samples in curl, JavaScript, Python, Kotlin and Swift.',
    to: routes.apiReference,
    cta: 'Open the API reference',
  },
  {
    title: 'Mobile SDKs',
    audience: 'Building the app',
    description:
      'Read Apple Health, Health Connect and Samsung Health on the device with ROOK’s Android, iOS, Flutter, React Native and Capacitor SDKs.',
    to: routes.sdks,
    cta: 'Pick your SDK',
  },
];

const steps = [
  {title: 'Connect', text: 'Your users link a wearable by OAuth or grant on-device permissions through an SDK.'},
  {title: 'Process', text: 'ROOK harmonises, standardises and de-duplicates data from every source into one schema.'},
  {title: 'Deliver', text: 'Receive summaries and events on your webhook, or pull them from the REST API.'},
];

export default function Home(): ReactNode {
  return (
    <Layout title="Developer documentation" description={brand.tagline}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            Build on {brand.productName}
          </Heading>
          <p className={styles.tagline}>{brand.tagline}</p>
          {/* The two ways in, first: a stranger can try everything now; an account holder sets up for real. */}
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to={routes.sandboxDashboard}>
              Try it now in the sandbox
            </Link>
            <Link className="button button--secondary button--lg" to={routes.quickStart}>
              Set up with your ROOK account
            </Link>
          </div>
          <p className={styles.choice}>
            The sandbox needs no account and nothing installed: make a client of your own, link a test user and watch signed webhooks
            arrive, in your browser. Or go straight to the <Link to={routes.apiReference}>API reference</Link>.
          </p>
        </div>
      </header>
      <main>
        <section className="container margin-vert--xl" aria-labelledby="paths-heading">
          <Heading as="h2" id="paths-heading" className={styles.sectionTitle}>
            Where do you want to start?
          </Heading>
          <ul className={styles.grid}>
            {paths.map((path) => (
              <li key={path.title} className={styles.card}>
                <p className={styles.audience}>{path.audience}</p>
                <Heading as="h3" className={styles.cardTitle}>
                  {path.title}
                </Heading>
                <p>{path.description}</p>
                <Link to={path.to} className={styles.cardLink}>
                  {path.cta}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.flow} aria-labelledby="flow-heading">
          <div className="container">
            <Heading as="h2" id="flow-heading" className={styles.sectionTitle}>
              How ROOK works
            </Heading>
            <ol className={styles.steps}>
              {steps.map((step) => (
                <li key={step.title}>
                  <strong>{step.title}.</strong> {step.text}
                </li>
              ))}
            </ol>
          </div>
        </section>
      </main>
    </Layout>
  );
}
