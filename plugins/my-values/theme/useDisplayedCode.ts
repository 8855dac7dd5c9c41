// Shadows the code blocks' `@theme/useDisplayedCode` (declared by theme-classic-lazy-prism, which this theme is
// listed after), so that every code block shows the reader's values.
import type DisplayedCode from '@theme/useDisplayedCode';
import useCodeWithMyValues from './MyValues/useCodeWithMyValues';

const useDisplayedCode: typeof DisplayedCode = useCodeWithMyValues;

export default useDisplayedCode;
