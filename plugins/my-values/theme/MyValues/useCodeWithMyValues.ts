import {useMyValues} from './store';
import {useApplyMyValues} from './useMyValuesSite';

/** A code sample as this reader should see it: their values in place of the examples, as plain text. */
export default function useCodeWithMyValues(code: string, language?: string): string {
  return useApplyMyValues()(code, useMyValues(), language);
}
