import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Integrations} from '../../core/config/integrations';

/**
 * Adds the heatmap tool and the status-page widget when their environment
 * variables are set (the analytics tag is the preset's gtag plugin). With none
 * set it adds nothing, so the default build requests only its own host.
 */
export default function thirdPartyScripts(integrations: Integrations) {
  const {heatmapSiteId, statusWidgetUrl} = integrations;
  return (_context: LoadContext): Plugin => ({
    name: 'rook-third-party-scripts',
    injectHtmlTags() {
      const headTags: {tagName: string; attributes: Record<string, string | boolean>}[] = [];
      if (heatmapSiteId) {
        // Hotjar's loader reads its settings from window globals set by a
        // tiny external file, so no inline script (and no CSP hash) is needed.
        headTags.push({
          tagName: 'script',
          attributes: {
            async: true,
            src: `https://static.hotjar.com/c/hotjar-${heatmapSiteId}.js?sv=6`,
          },
        });
      }
      if (statusWidgetUrl) {
        headTags.push({tagName: 'script', attributes: {async: true, src: statusWidgetUrl}});
      }
      return {headTags};
    },
  });
}
