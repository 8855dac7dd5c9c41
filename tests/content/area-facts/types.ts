/**
 * Platform identifiers that the product specification does not fix (endpoint paths, SDK class names, package
 * names, preset values) are defined once per area in `tests/content/area-facts/<area>.ts`. Pages may only use the values
 * listed there; `tests/content/area-facts.test.ts` scans the area's docs in both locales and every version.
 */
export interface AreaFacts {
  /** Folder of the area under docs/ (e.g. 'passport-login'). */
  readonly area: string;
  /** Every identifier the area's pages may use, by a descriptive name. */
  readonly identifiers: Readonly<Record<string, string>>;
  /** Patterns that find identifier-like text in the area's docs; every match must be one of `identifiers`. */
  readonly patterns: readonly RegExp[];
}
