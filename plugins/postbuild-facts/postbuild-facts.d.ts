// The facts a locale's build leaves for the post-build pipeline (written by this plugin, read by the steps of other
// plugins, such as markdown-twins): the data contract between plugins that may not import each other, declared
// once here. Types only: every use is an `import type`, so no module of this name exists at run time.

declare module '@postbuild/facts' {
  /** A doc page as the docs plugin loaded it. */
  export interface DocFacts {
    readonly id: string;
    readonly title: string;
    readonly description?: string;
    readonly permalink: string;
  }

  /** A documentation area as readers see it in the locale: its name in the navbar, and its docs in order. */
  export interface AreaFacts {
    readonly key: string;
    readonly title: string;
    readonly docs: readonly string[];
  }

  export interface LocaleFacts {
    readonly locale: string;
    readonly baseUrl: string;
    /** The site's address (`siteConfig.url`), without the base URL. */
    readonly url: string;
    readonly title: string;
    /** The site's areas in reading order, named as the locale's translated navbar names them. */
    readonly areas: readonly AreaFacts[];
    /** Every docs version of the default docs plugin, with its docs. */
    readonly versions: readonly {readonly name: string; readonly docs: readonly DocFacts[]}[];
  }
}
