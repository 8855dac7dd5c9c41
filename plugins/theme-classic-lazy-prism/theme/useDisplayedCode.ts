import type DisplayedCode from '@theme/useDisplayedCode';

/** Unless a theme listed after this one shadows it, a code block shows its code as written. */
const useDisplayedCode: typeof DisplayedCode = (code) => code;

export default useDisplayedCode;
