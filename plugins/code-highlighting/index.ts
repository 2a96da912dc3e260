import type {Plugin} from '@docusaurus/types';

/**
 * The classic theme registers Prism's extra languages from a client module,
 * which puts Prism in every page's main bundle, and with it the start-up cost
 * of the thirty-odd grammars prism-react-renderer builds as it loads (the
 * largest single item when main.js runs on a throttled phone). This drops that
 * client module; src/theme/CodeBlock registers the languages instead, so Prism
 * is downloaded and run only by pages that show code.
 */
export default function codeHighlighting(): Plugin {
  // client-modules.js requires the module by its absolute path, without extension.
  const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages').replace(/\.js$/, '');
  return {
    name: 'rook-code-highlighting',
    configureWebpack() {
      return {resolve: {alias: {[`${themeClientModule}$`]: false}}};
    },
  };
}
