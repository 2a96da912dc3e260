import type {ReactNode} from 'react';
import {confidenceLabels, type Confidence} from '@site/core/data/dataSources';
import styles from './styles.module.css';

/** Marks a fact that is not confirmed by an official ROOK page; confirmed facts get no mark. */
export default function ConfidenceNote({confidence}: {confidence: Confidence}): ReactNode {
  if (confidence === 'confirmed') return null;
  return <span className={confidence === 'secondary' ? styles.secondary : styles.unconfirmed}>{confidenceLabels[confidence]}</span>;
}
