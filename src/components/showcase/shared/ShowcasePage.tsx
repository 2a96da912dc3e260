import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './shared.module.css';

interface Props {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** Page frame shared by both prototypes: heading, introduction, content. */
export default function ShowcasePage({title, intro, children}: Props): ReactNode {
  return (
    <main className={`container margin-vert--lg ${styles.root}`}>
      <Heading as="h1">{title}</Heading>
      <p className={styles.intro}>{intro}</p>
      {children}
    </main>
  );
}
