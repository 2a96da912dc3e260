import type {ReactNode} from 'react';
import {confidenceMark, type Confidence} from '@site/core/data/dataSources';
import Mark from '../Mark';

/** Marks a fact that is not confirmed by an official ROOK page; confirmed facts get no mark. */
export default function ConfidenceNote({confidence}: {confidence: Confidence}): ReactNode {
  return confidence === 'confirmed' ? null : <Mark of={confidenceMark[confidence]} />;
}
