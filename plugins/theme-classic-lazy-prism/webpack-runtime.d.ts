// The bundler's module runtime, as used to render an already-loaded chunk synchronously (see theme/CodeBlock).
declare namespace NodeJS {
  interface Require {
    /** The id of a module, without making it a dependency of the calling chunk. */
    resolveWeak(request: string): string | number;
  }
}

/** The modules the bundler has loaded so far (defined, not necessarily evaluated). */
declare const __webpack_modules__: Record<string | number, unknown>;
/** Evaluates (once) and returns a loaded module. */
declare function __webpack_require__(id: string | number): unknown;
