/** The three API documents per locale, loaded once per build process through the spec loader (overlay applied for Korean). */
import {loadSpec} from './spec';
import type {Locale, SpecName} from './model';
import {isObj, type Obj} from './schema';

const cache = new Map<string, Promise<Obj>>();

export function getSpec(spec: SpecName, locale: Locale): Promise<Obj> {
  const key = `${spec}:${locale}`;
  let loaded = cache.get(key);
  if (!loaded) {
    loaded = Promise.resolve(loadSpec(spec, locale)).then((doc: unknown) => {
      if (!isObj(doc)) throw new Error(`the ${spec} API (${locale}) did not load as an object`);
      return doc;
    });
    cache.set(key, loaded);
  }
  return loaded;
}

export function toLocale(value: string | undefined): Locale {
  return value === 'en' ? 'en' : 'ko';
}

/** The page's locale: the i18n folder of the file, else the locale Docusaurus is building, else Korean. */
export function localeOfFile(filePath: string | undefined): Locale {
  const match = filePath ? /[\\/]i18n[\\/]([^\\/]+)[\\/]/.exec(filePath) : null;
  return toLocale(match?.[1] ?? process.env.DOCUSAURUS_CURRENT_LOCALE);
}
