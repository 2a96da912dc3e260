import type {Plugin} from '@docusaurus/types';

/**
 * The theme's own script picks light whenever the OS does not ask for dark,
 * which hides the site default (dark) from browsers that state no preference.
 * This runs right after it: with no stored choice and no OS preference, dark.
 */
const script = `(function(){try{var d=document.documentElement;if(d.getAttribute('data-theme-choice')!=='system')return;var q=function(s){return window.matchMedia('(prefers-color-scheme: '+s+')').matches};if(q('light')||q('dark'))return;d.setAttribute('data-theme','dark')}catch(e){}})();`;

export default function colorModeDefault(): Plugin {
  return {
    name: 'rook-color-mode-default',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
