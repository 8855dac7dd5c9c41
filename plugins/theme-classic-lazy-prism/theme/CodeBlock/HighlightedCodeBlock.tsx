// The theme's code block with Prism and the site's additional languages, loaded as one chunk by ./index.tsx.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
// The classic theme's code block: @theme-init is the theme below this one (@theme-original would be ./index).
import CodeBlock from '@theme-init/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock;
