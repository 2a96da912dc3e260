import Heading from '@theme/Heading';
import Admonition from '@theme/Admonition';
import {markOf, sdkHistory, type SdkHistoryKey} from '@site/core/data/sdk';
import Mark from '@site/ui/Mark';
import InlineCode from './InlineCode';

interface Props {
  sdk: SdkHistoryKey;
  /** Which half of the history to show. */
  show: 'changelog' | 'migrations';
}

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
        const mark = markOf(r.confidence);
        return (
          <section key={r.release}>
            <Heading as="h2" id={slug(r.release)}>
              {r.release}
            </Heading>
            <p>
              <strong>Released:</strong> {r.date ?? <Mark of="not-published" detail="the package registry shows when it was released" />}
              {mark && <Mark of={mark} />}
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
