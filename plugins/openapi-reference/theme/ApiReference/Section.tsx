import type {ReactNode} from 'react';
import Heading from '@theme/Heading';

/** A page section under an h2 whose id is its anchor: the reference pages' one section shape. */
export default function Section({id, title, children}: {id: string; title: ReactNode; children: ReactNode}): ReactNode {
  return (
    <section>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
