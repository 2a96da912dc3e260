import type {ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import Layout from '@theme/Layout';
import {RichTextCodeBlock} from '@site/ui/RichText';
import type {NavModel} from '../../../../core/contract/model/types';
import ApiNav from './ApiNav';
import styles from './layout.module.css';

/** Site layout (navbar, footer, colour mode) with the reference's nav beside the page. */
export default function ApiLayout({
  nav,
  current,
  title,
  description,
  wide = false,
  children,
}: {
  nav: NavModel;
  current: string;
  title: string;
  description: string;
  /** Operation pages use more of a wide screen for their two panes. */
  wide?: boolean;
  children: ReactNode;
}): ReactNode {
  return (
    <Layout title={title} description={description}>
      {/* Reference pages highlight code anyway, so fenced code in descriptions gets the site's code block. */}
      <RichTextCodeBlock.Provider value={CodeBlock}>
        <div className={clsx(styles.layout, wide && styles.wide)}>
          <ApiNav nav={nav} current={current} />
          <main className={styles.content}>
            <article>{children}</article>
          </main>
        </div>
      </RichTextCodeBlock.Provider>
    </Layout>
  );
}
