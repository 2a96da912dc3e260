import {useEffect, useState, type ReactNode} from 'react';
import {checkSignature, type SignatureCheck} from '../../../core/contract/model/signature';
import styles from './styles.module.css';

interface Signed {
  key: number;
  payload: unknown;
  signature: string | undefined;
}

/** Checks each item's X-ROOK-HASH in the browser (WebCrypto is asynchronous); missing entries are still being checked. */
export function useSignatureChecks(hashKey: string, items: Signed[]): Map<number, SignatureCheck> {
  const [checks, setChecks] = useState(new Map<number, SignatureCheck>());
  // Items are a new array on every render; their keys and signatures say when a check is needed again.
  const identity = `${hashKey}|${items.map((item) => `${item.key}:${item.signature ?? ''}`).join(',')}`;
  useEffect(() => {
    let live = true;
    void Promise.all(items.map(async (item) => [item.key, await checkSignature(hashKey, item.payload, item.signature)] as const)).then(
      (entries) => live && setChecks(new Map(entries)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `identity` covers hashKey and items
  }, [identity]);
  return checks;
}

const labels: Record<SignatureCheck, string> = {
  verifies: 'Verifies',
  'does not verify': 'Does not verify',
  unsigned: 'No signature',
};

export function SignatureBadge({check}: {check: SignatureCheck | undefined}): ReactNode {
  if (!check) return <span>Checking…</span>;
  return <span className={check === 'verifies' ? styles.good : styles.bad}>{labels[check]}</span>;
}
