import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import thirdPartyScripts from '../../plugins/third-party-scripts';
import {readIntegrations} from '../../core/config/integrations';

const context = {} as LoadContext;

function headTags(env: Record<string, string>) {
  const plugin = thirdPartyScripts(readIntegrations(env))(context);
  const tags = plugin.injectHtmlTags?.({content: undefined});
  const head = Array.isArray(tags?.headTags) ? tags.headTags : [];
  return head.map((tag) => (typeof tag === 'string' ? tag : String(tag.attributes?.src)));
}

describe('third-party scripts', () => {
  it('adds nothing by default', () => {
    expect(headTags({})).toEqual([]);
  });

  it('adds the heatmap and status scripts only when configured', () => {
    expect(headTags({ROOK_HEATMAP_SITE_ID: '42'})).toEqual(['https://static.hotjar.com/c/hotjar-42.js?sv=6']);
    expect(headTags({ROOK_STATUS_WIDGET_URL: 'https://rook.statuspage.io/embed/script.js'})).toEqual([
      'https://rook.statuspage.io/embed/script.js',
    ]);
  });
});
