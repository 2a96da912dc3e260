import type {ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useRouteContext from '@docusaurus/useRouteContext';
import {markdownPath} from '@site/plugins/docs-as-data/paths';
import CopyMarkdownButton from './CopyMarkdownButton';
import styles from './styles.module.css';

/**
 * Every page's Markdown copy (written by plugins/docs-as-data): advertised in
 * the head for tools, and a copy button for readers. The 404 page (the
 * router's fallback, route context "native") has no copy.
 */
export default function PageMarkdown(): ReactNode {
  const {pathname} = useLocation();
  const {plugin} = useRouteContext();
  if (plugin.name === 'native') return null;
  const href = markdownPath(pathname);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={href} />
      </Head>
      {/* The bar keeps its height before hydration, so the button appears without moving the page. */}
      <div className={styles.bar}>
        <BrowserOnly>{() => <CopyMarkdownButton href={href} />}</BrowserOnly>
      </div>
    </>
  );
}
