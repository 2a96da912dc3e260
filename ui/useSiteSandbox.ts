import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {siteSandbox, type SiteSandbox} from '../core/config/site-sandbox';
import {useSandboxLocation} from './sandboxLocation';

// Apart from sandboxLocation.ts, which runs outside Docusaurus too (its tests): this hook reads the site's config.
/**
 * The sandbox a page names (in a server list, a sentence): the build's
 * SANDBOX_URL while the page is static, then the hosted one
 * `/sandbox-location.json` names, so a build re-pointed at run time by
 * `npm start` names it too. A sandbox beside the site keeps the address
 * `npm start` documents, whatever origin serves the page.
 */
export function useSiteSandbox(): SiteSandbox {
  const built = useDocusaurusContext().siteConfig.customFields?.sandboxUrl;
  const location = useSandboxLocation();
  if (location?.hosted) return siteSandbox(location.baseUrl);
  return siteSandbox(!location && typeof built === 'string' ? built : null);
}
