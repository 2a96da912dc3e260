import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** HTTP method as a coloured label; the colour only repeats the text. */
export default function MethodBadge({method, small = false}: {method: string; small?: boolean}): ReactNode {
  const upper = method.toUpperCase();
  return <span className={clsx(styles.method, styles[`method${upper}`], small && styles.methodSmall)}>{upper}</span>;
}
