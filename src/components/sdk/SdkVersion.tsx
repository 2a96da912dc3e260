import {markOf, sdkVersions, type SdkVersionKey} from '@site/core/data/sdk';
import Mark from '@site/ui/Mark';

/** An SDK package's current version from core/data/sdk.ts, with its mark when it is not confirmed. */
export default function SdkVersion({of}: {of: SdkVersionKey}) {
  const entry = sdkVersions[of];
  if (!entry) throw new Error(`SdkVersion: unknown package "${String(of)}". Use a key of sdkVersions in core/data/sdk.ts.`);
  const mark = markOf(entry.confidence);
  return (
    <>
      {entry.version}
      {mark && <Mark of={mark} />}
    </>
  );
}
