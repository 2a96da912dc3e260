import {sdkVersions, type Confidence, type SdkVersionKey} from '@site/core/data/sdk';
import styles from './Badge.module.css';

const badge: Record<Confidence, {text: string; className: string} | null> = {
  confirmed: null,
  secondary: {text: 'from ROOK’s integration guides', className: styles.badge!},
  unconfirmed: {text: 'unconfirmed: sources disagree', className: `${styles.badge} ${styles.warning}`},
};

/** An SDK package's current version from core/data/sdk.ts, with its confidence shown when it is not confirmed. */
export default function SdkVersion({of}: {of: SdkVersionKey}) {
  const entry = sdkVersions[of];
  if (!entry) throw new Error(`SdkVersion: unknown package "${String(of)}". Use a key of sdkVersions in core/data/sdk.ts.`);
  const note = badge[entry.confidence];
  return (
    <>
      {entry.version}
      {note && <span className={note.className}>{note.text}</span>}
    </>
  );
}
