/**
 * The values the map pages' snippets leave to the reader, declared for the type check of those snippets
 * (tests/support/doc-typescript.ts imports the ones a snippet uses). Each is the reader's own.
 */

/** The API host shown in the console's application information. */
export declare const API_BASE_URL: string;
/** The current user's access token, from the passport login SDK (`passport.getAccessToken()`). */
export declare function getAccessToken(): Promise<string>;
