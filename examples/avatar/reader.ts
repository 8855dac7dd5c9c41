/**
 * The values the avatar pages' snippets leave to the reader, declared for the type check of those snippets
 * (tests/support/doc-typescript.ts imports the ones a snippet uses). Each is the reader's own: the pages say where
 * it comes from.
 */

/** The API host shown in the console's application information. */
export declare const API_BASE_URL: string;
/** The current user's access token, from the passport login SDK (`passport.getAccessToken()`). */
export declare function getAccessToken(): Promise<string>;
/** The GLB file the user chose (an `<input type="file">`'s file). */
export declare const file: File;
/** The resource service's tus upload endpoint (the resource pages' tus upload). */
export declare const TUS_ENDPOINT: string;
/** The resource ID of a finished upload, as the resource pages read it. */
export declare function resourceIdOf(uploadUrl: string): Promise<string>;
/** The resource ID of the uploaded base model GLB. */
export declare const baseModelResourceId: string;
