/**
 * Platform identifiers that the product specification does not fix (endpoint paths, SDK class names, package
 * names, preset values) are defined once per area: what the pages' TypeScript uses (an example SDK's classes and
 * methods, an example API's routes, fields and values) in the area's declarations under `examples/<area>/`, which that
 * code is type-checked against; everything else (menus, limits, versions, other languages' SDKs) in
 * `tests/content/area-facts/<area>.ts`. Pages may only use those values; `tests/content/area-facts.test.ts` scans
 * the area's docs in both locales and every version.
 */
export interface AreaFacts {
  /** Folder of the area under docs/ (e.g. 'passport-login'). */
  readonly area: string;
  /** Every other identifier the area's pages may use (not one examples/<area>/ declares), by a descriptive name. */
  readonly identifiers: Readonly<Record<string, string>>;
  /** The name pages give an instance of a declared class (`PassportClient` → `passport`: `passport.getUser`). */
  readonly instances?: Readonly<Record<string, string>>;
  /** Patterns that find identifier-like text in the area's docs; every match must be one of `identifiers`. */
  readonly patterns: readonly RegExp[];
}
