import {useId, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme/CodeBlock';
import InlineCode from '@site/src/components/sdk/InlineCode';
import Mark from '@site/ui/Mark';
import forms from '@site/ui/forms.module.css';
import {
  setupDataTypes,
  setupPlatforms,
  setupSources,
  type SetupDataTypeId,
  type SetupPlatform,
  type SetupSource,
} from '@site/core/data/mobileSetup';
import {
  defaultChoice,
  generateSetup,
  sharedMark,
  type SetupChoice,
  type SetupItem,
  type SetupNote,
  type SetupOutput,
} from '@site/core/data/mobileSetupGenerator';
import styles from './MobileSetup.module.css';

/** Adds or removes one value of a list, keeping the data module's order. */
function toggle<T>(list: readonly T[], value: T, on: boolean, order: readonly T[]): T[] {
  return order.filter((v) => (v === value ? on : list.includes(v)));
}

const sourceOrder = Object.keys(setupSources) as SetupSource[];
const typeOrder = setupDataTypes.map((t) => t.id);

function Choices({choice, onChange}: {choice: SetupChoice; onChange: (next: SetupChoice) => void}) {
  // Before hydration (and without JavaScript) the choices cannot change the output, so they are disabled.
  const interactive = useIsBrowser();
  const name = useId();
  const checkbox = (checked: boolean, label: ReactNode, change: (on: boolean) => void, key: string) => (
    <label key={key} className={styles.option}>
      <input type="checkbox" checked={checked} onChange={(e) => change(e.target.checked)} />
      {label}
    </label>
  );
  return (
    <form className={styles.choices} onSubmit={(e) => e.preventDefault()} aria-label="Setup choices">
      <fieldset className={forms.fieldset} disabled={!interactive}>
        <legend>Platform</legend>
        {(Object.keys(setupPlatforms) as SetupPlatform[]).map((p) => (
          <label key={p} className={styles.option}>
            <input type="radio" name={name} checked={choice.platform === p} onChange={() => onChange({...choice, platform: p})} />
            {setupPlatforms[p].label}
          </label>
        ))}
      </fieldset>
      <fieldset className={forms.fieldset} disabled={!interactive}>
        <legend>Data sources</legend>
        {sourceOrder.map((s) =>
          checkbox(
            choice.sources.includes(s),
            <>
              {setupSources[s].label} <span className={forms.hint}>({setupSources[s].os === 'ios' ? 'iOS' : 'Android'} only)</span>
            </>,
            (on) => onChange({...choice, sources: toggle(choice.sources, s, on, sourceOrder)}),
            s,
          ),
        )}
      </fieldset>
      <fieldset className={forms.fieldset} disabled={!interactive}>
        <legend>Data types</legend>
        {setupDataTypes.map((t) =>
          checkbox(
            choice.types.includes(t.id),
            t.label,
            (on) => onChange({...choice, types: toggle<SetupDataTypeId>(choice.types, t.id, on, typeOrder)}),
            t.id,
          ),
        )}
      </fieldset>
      <fieldset className={forms.fieldset} disabled={!interactive}>
        <legend>Options</legend>
        {checkbox(choice.backgroundSync, 'Background sync (recommended)', (on) => onChange({...choice, backgroundSync: on}), 'bg')}
        {checkbox(choice.writesNutrition, 'Write nutrition to Apple Health', (on) => onChange({...choice, writesNutrition: on}), 'write')}
      </fieldset>
    </form>
  );
}

/**
 * The entries of a file or of what the SDK declares. An entry ROOK has not
 * confirmed carries the “not published” mark alone: what ROOK has published
 * about it is said once, in the notes (`Notes`). When every entry carries the
 * same mark, the list's introduction carries it instead (`marked`).
 */
function Items({items, marked = false}: {items: SetupItem[]; marked?: boolean}) {
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.name}>
          <code>{item.name}</code>
          {item.mark && !marked && <Mark of="not-published" />}: {item.why} <Link to={item.guide}>Guide</Link>
        </li>
      ))}
    </ul>
  );
}

/** What ROOK has not published about the marked entries: each note once, above the files. */
function Notes({notes}: {notes: SetupNote[]}) {
  if (!notes.length) return null;
  return (
    <>
      <h2>What ROOK has not published</h2>
      {notes.map((note) => (
        <p key={note.name} role="note">
          <Mark of="not-published" explained lead />{' '}
          {note.subject && (
            <>
              <code>{note.subject}</code>:{' '}
            </>
          )}
          <InlineCode text={note.text} />
        </p>
      ))}
    </>
  );
}

/** One sentence naming the choice the output is for; announced when it changes. */
function summary(output: SetupOutput): string {
  const {choice, sources, files} = output;
  const types = setupDataTypes.filter((t) => choice.types.includes(t.id)).length;
  const from = sources.length ? sources.map((s) => setupSources[s].label).join(', ') : 'no source';
  return `${setupPlatforms[choice.platform].label} with ${from}, ${types} data type${types === 1 ? '' : 's'}: ${files.length} file${files.length === 1 ? '' : 's'} to change.`;
}

function Output({output}: {output: SetupOutput}) {
  const declaredMark = sharedMark(output.declaredBySdk);
  return (
    <section aria-label="Generated setup">
      <p role="status">
        <strong>{summary(output)}</strong>
      </p>
      {output.warnings.map((w) => (
        <p key={w.text} className={styles.warning}>
          <strong>Warning:</strong> {w.text}
          {w.mark && <Mark of="not-published" />}
        </p>
      ))}
      <Notes notes={output.notes} />
      <h2>Files</h2>
      {output.files.map((file) => (
        <div key={file.path} className={styles.file}>
          <h3>
            <code>{file.path}</code>
            {file.mark && <Mark of="not-published" />}
          </h3>
          <p>{file.placement}</p>
          <CodeBlock language={file.language} title={file.path}>
            {file.code}
          </CodeBlock>
          <Items items={file.items} />
        </div>
      ))}
      {output.declaredBySdk.length > 0 && (
        <>
          <h2>Already declared by the SDK</h2>
          <p>
            The SDK’s merged manifest brings these{declaredMark && <Mark of="not-published" />}; do not copy them into yours. Your app asks
            the user for them at run time through the SDK.
          </p>
          <Items items={output.declaredBySdk} marked={declaredMark !== undefined} />
        </>
      )}
      {output.steps.length > 0 && (
        <>
          <h2>Project steps</h2>
          <ol>
            {output.steps.map((step) => (
              <li key={step.text}>
                {step.text} <Link to={step.guide}>Guide</Link>
              </li>
            ))}
          </ol>
        </>
      )}
      {output.reviewer.length > 0 && (
        <>
          <h2>Text for store reviewers</h2>
          <p>A starting point: replace the parts in angle brackets and say in your own words what your app does with the data.</p>
          {output.reviewer.map((r) => (
            <div key={r.store}>
              <h3>{r.store}</h3>
              <p>{r.where}.</p>
              <CodeBlock language="text" title={`${r.store} reviewer text`}>
                {r.text}
              </CodeBlock>
            </div>
          ))}
        </>
      )}
    </section>
  );
}

/**
 * The mobile setup generator. The server renders the default choice, so the
 * page and its Markdown copy carry a complete setup without JavaScript; in
 * the browser the choices re-render the output.
 */
export default function MobileSetup() {
  const [choice, setChoice] = useState<SetupChoice>(defaultChoice);
  const output = useMemo(() => generateSetup(choice), [choice]);
  return (
    <>
      <div data-markdown="Choices: platform, data sources, data types and options. This copy shows the setup for the default choice; the page’s form changes it.">
        <noscript>
          <p>The choices need JavaScript. Without it, this page shows the setup for the default choice.</p>
        </noscript>
        <Choices choice={choice} onChange={setChoice} />
      </div>
      <Output output={output} />
    </>
  );
}
