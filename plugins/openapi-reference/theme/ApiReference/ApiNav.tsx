import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import ServerHtmlBlock from '@site/ui/ServerHtmlBlock';
import type {NavModel} from '../../../../core/contract/model/types';
import MethodBadge from './MethodBadge';
import {otherReferences} from './references';
import styles from './layout.module.css';

/**
 * The reference's own left navigation: tags → operations, webhooks → payloads, then schemas.
 * Plain links rendered on the server; on narrow screens it folds into a
 * <details> above the content, which works without JavaScript. Nothing in it
 * changes in the browser, so it keeps its server HTML while the page hydrates.
 */
export default function ApiNav({nav, current}: {nav: NavModel; current: string}): ReactNode {
  const link = (to: string, children: ReactNode, className?: string) => (
    <Link
      to={to}
      className={clsx(styles.navLink, className, to === current && styles.navLinkActive)}
      aria-current={to === current ? 'page' : undefined}>
      {children}
    </Link>
  );
  return (
    // Focusable because it scrolls on its own on wide screens (keyboard users).
    <ServerHtmlBlock as="nav" keep className={styles.nav} aria-label="API reference" tabIndex={0}>
      <details className={styles.navDetails}>
        <summary className={styles.navSummary}>API reference menu</summary>
        <ul className={styles.navList}>
          <li>{link(nav.overviewPermalink, 'Overview', styles.navOverview)}</li>
          {nav.tags.map((tag) => (
            <li key={tag.name}>
              <p className={styles.navGroup}>{tag.name}</p>
              <ul className={styles.navList}>
                {tag.operations.map((op) => (
                  <li key={op.operationId}>
                    {link(
                      op.permalink,
                      <>
                        <MethodBadge method={op.method} small />
                        <span className={clsx(op.deprecated && styles.deprecatedText)}>{op.summary}</span>
                      </>,
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
          {nav.webhooksPermalink && (
            <li>
              <p className={styles.navGroup}>Webhooks</p>
              <ul className={styles.navList}>
                <li>{link(nav.webhooksPermalink, 'All webhooks and the verifier')}</li>
                {nav.webhooks.map((webhook) => (
                  <li key={webhook.name}>
                    <p className={styles.navSubgroup}>{webhook.name}</p>
                    <ul className={styles.navList}>
                      {webhook.pages.map((page) => (
                        <li key={page.slug}>{link(page.permalink, page.title)}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </li>
          )}
          <li>
            <p className={styles.navGroup}>Schemas</p>
            <ul className={styles.navList}>
              {nav.schemas.map((schema) => (
                <li key={schema.name}>{link(schema.permalink, <code>{schema.name}</code>)}</li>
              ))}
            </ul>
          </li>
          <li>
            <p className={styles.navGroup}>Other references</p>
            <ul className={styles.navList}>
              {otherReferences(nav.overviewPermalink).map((r) => (
                <li key={r.permalink}>{link(r.permalink, r.title)}</li>
              ))}
            </ul>
          </li>
        </ul>
      </details>
    </ServerHtmlBlock>
  );
}
