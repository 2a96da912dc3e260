/**
 * Stands in for prism-react-renderer in the site's bundles (see
 * plugins/code-highlighting): the two exports the theme uses, without the
 * package's bundled Prism and its twenty colour themes.
 */
export {Highlight} from './Highlight';
export {Prism} from './prism';
