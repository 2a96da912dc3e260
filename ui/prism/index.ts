/**
 * Stands in for prism-react-renderer in the site's bundles (see
 * plugins/code-highlighting): the `Highlight` the theme's code block uses,
 * without the package's bundled Prism and its twenty colour themes. Prism
 * itself is reached through `#prism-engine` (./engine.ts), so that browsers
 * load it only when they draw code.
 */
export {Highlight} from './Highlight';
