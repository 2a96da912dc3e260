import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

// The theme does this from a client module on every page; plugins/code-highlighting
// moves it here so Prism loads with the first page that shows code. Runs once.
prismIncludeLanguages(Prism);

export default CodeBlock;
