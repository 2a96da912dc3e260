import {sdkVersions, type Confidence, type SdkVersionKey} from '@site/src/data/sdk';

const badge: Record<Confidence, {text: string; className: string} | null> = {
  confirmed: null,
  secondary: {text: 'from ROOK’s integration guides', className: 'badge badge--secondary'},
  unconfirmed: {text: 'unconfirmed: sources disagree', className: 'badge badge--warning'},
};

/** An SDK package's current version from src/data/sdk.ts, with its confidence shown when it is not confirmed. */
export default function SdkVersion({of}: {of: SdkVersionKey}) {
  const entry = sdkVersions[of];
  if (!entry) throw new Error(`SdkVersion: unknown package "${String(of)}". Use a key of sdkVersions in src/data/sdk.ts.`);
  const note = badge[entry.confidence];
  return (
    <>
      {entry.version}
      {note && (
        <>
          {' '}
          <span className={note.className}>{note.text}</span>
        </>
      )}
    </>
  );
}
