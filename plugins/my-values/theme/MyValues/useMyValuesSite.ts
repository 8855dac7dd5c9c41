import {usePluginData} from '@docusaurus/useGlobalData';
import {myValuesApplier, type ApplyMyValues, type MyValuesSite} from './values';

/** The site's examples, variables and token placeholder: the plugin's options, handed over as its global data. */
export function useMyValuesSite(): MyValuesSite {
  return usePluginData('my-values') as MyValuesSite;
}

const appliers = new WeakMap<MyValuesSite, ApplyMyValues>();

/** `applyMyValues` for this site, made once per page for every code block. */
export function useApplyMyValues(): ApplyMyValues {
  const site = useMyValuesSite();
  let apply = appliers.get(site);
  if (!apply) {
    apply = myValuesApplier(site);
    appliers.set(site, apply);
  }
  return apply;
}
