import Heading from '@theme/Heading';
import Admonition from '@theme/Admonition';
import {sdkHistory, type Confidence, type SdkHistoryKey} from '@site/core/data/sdk';
import InlineCode from './InlineCode';
import styles from './Badge.module.css';

interface Props {
  sdk: SdkHistoryKey;
  /** Which half of the history to show. */
  show: 'changelog' | 'migrations';
}

const confidenceNote: Record<Confidence, string | null> = {
  confirmed: null,
  secondary: 'from ROOK’s integration guides, not its release notes',
  unconfirmed: 'unconfirmed: ROOK’s sources disagree',
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Changelog or migration steps of one SDK, rendered from `sdkHistory` in core/data/sdk.ts. */
export default function SdkHistory({sdk, show}: Props) {
  const history = sdkHistory[sdk];
  if (!history) throw new Error(`SdkHistory: unknown SDK "${String(sdk)}". Use a key of sdkHistory.`);
  const gap = (
    <Admonition type="note" title="What ROOK has not published">
      <p>{history.unpublished}</p>
    </Admonition>
  );
  if (show === 'migrations') {
    return (
      <>
        {history.migrations.map((m) => (
          <section key={m.from}>
            <Heading as="h2" id={slug(`from ${m.from} to ${m.to}`)}>
              From {m.from} to {m.to}
            </Heading>
            <ol>
              {m.steps.map((step) => (
                <li key={step}>
                  <InlineCode text={step} />
                </li>
              ))}
            </ol>
          </section>
        ))}
        {gap}
      </>
    );
  }
  return (
    <>
      {gap}
      {history.releases.map((r) => {
        const note = confidenceNote[r.confidence];
        return (
          <section key={r.release}>
            <Heading as="h2" id={slug(r.release)}>
              {r.release}
            </Heading>
            <p>
              <strong>Released:</strong> {r.date ?? 'date not published'}
              {note && <span className={styles.badge}>{note}</span>}
            </p>
            <ul>
              {r.changes.map((c) => (
                <li key={c}>
                  <InlineCode text={c} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
