import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import type {NavModel} from '@site/plugins/openapi-reference/models';
import ApiNav from './ApiNav';
import styles from './layout.module.css';

/** Site layout (navbar, footer, colour mode) with the reference's nav beside the page. */
export default function ApiLayout({
  nav,
  current,
  title,
  description,
  children,
}: {
  nav: NavModel;
  current: string;
  title: string;
  description: string;
  children: ReactNode;
}): ReactNode {
  return (
    <Layout title={title} description={description}>
      <div className={styles.layout}>
        <ApiNav nav={nav} current={current} />
        <main className={styles.content}>
          <article>{children}</article>
        </main>
      </div>
    </Layout>
  );
}
