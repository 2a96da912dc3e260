import {useId, type ReactNode} from 'react';
import {control, type Clock} from './api';
import {offsetText, sandboxTime} from './format';
import type {useSandbox} from './useSandbox';
import styles from './styles.module.css';

const steps = [
  {label: 'Advance 1 hour', words: '1 hour', seconds: 3_600},
  {label: 'Advance 1 day', words: '1 day', seconds: 86_400},
] as const;

/** The client's sandbox clock, and the buttons that move it (advanceSandboxClock). */
export default function ClockSection({sandbox, clock}: {sandbox: ReturnType<typeof useSandbox>; clock: Clock}): ReactNode {
  const id = useId();
  const advance = (step: (typeof steps)[number]) =>
    sandbox.act(`Advancing the clock ${step.words}`, async (using) => {
      const result = await control(using, (sandbox) => sandbox.POST('/_sandbox/clock/advance', {body: {seconds: step.seconds}}));
      const due = result.deliveries_due;
      return `Clock advanced ${step.words}, to ${sandboxTime(result.clock.now)}; ${due} webhook ${due === 1 ? 'delivery' : 'deliveries'} due, sent in the background.`;
    });

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`}>Clock</h2>
      <p>
        Sandbox time: <strong>{sandboxTime(clock.now)}</strong>,{' '}
        {clock.offset_seconds < 60 ? 'running in real time' : `${offsetText(clock.offset_seconds)} ahead of real time`} (as of the last
        refresh). Moving it runs at once what became due: new data, summaries, webhook deliveries and their retries. Deliveries are sent in
        the background; the list below follows them as they arrive.
      </p>
      <div className={styles.actions}>
        {steps.map((step) => (
          <button
            key={step.seconds}
            type="button"
            className="button button--primary"
            disabled={sandbox.busy !== null}
            onClick={() => void advance(step)}>
            {step.label}
          </button>
        ))}
      </div>
    </section>
  );
}
