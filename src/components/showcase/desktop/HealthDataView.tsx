import {useId, useState, type ReactNode} from 'react';
import {sampleDates, sampleToday, sampleUserId} from '../../../../core/data/showcaseSamples';
import {formatDate} from '../format';
import BodyPanel from './BodyPanel';
import PhysicalPanel from './PhysicalPanel';
import SleepPanel from './SleepPanel';
import styles from './desktop.module.css';

/** The user's processed data for a chosen date, as the three summary endpoints return it. */
export default function HealthDataView(): ReactNode {
  const [date, setDate] = useState(sampleToday);
  const selectId = useId();
  return (
    <section className={styles.data} aria-labelledby="showcase-data">
      <div className={styles.dataHeader}>
        <h2 id="showcase-data">Health data</h2>
        <div className={styles.datePicker}>
          <label htmlFor={selectId}>Date</label>
          <select id={selectId} value={date} onChange={(e) => setDate(e.target.value)}>
            {sampleDates.map((d) => (
              <option key={d} value={d}>
                {formatDate(d)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={styles.muted}>
        Summaries for <code>{sampleUserId}</code> on {formatDate(date)}, from the physical, sleep and body summary endpoints. Steps,
        calories and heart rate merge Garmin and Apple Health; sleep comes from Garmin, body measurements from Withings.
      </p>
      <PhysicalPanel date={date} />
      <div className={styles.pair}>
        <SleepPanel date={date} />
        <BodyPanel date={date} />
      </div>
    </section>
  );
}
