/**
 * `@nuri/passport-web`, the passport login SDK for web apps as the passport login pages present it. The
 * specification names no SDK: this package, its classes and its methods are the site's example (the pages mark
 * them with <Convention>), declared here once. The pages' TypeScript is type-checked against it
 * (tests/code/doc-code-blocks.test.ts), and tests/content/area-facts.test.ts lets the pages name only what it
 * declares.
 */
declare module '@nuri/passport-web' {
  /** What `new PassportClient()` needs: the values registered for the app in the console. */
  export interface PassportClientOptions {
    /** The passport login issuer (`https://passport.nuri.example`). */
    issuer: string;
    clientId: string;
    /** The app's callback URL, registered as a redirect URI. */
    redirectUri: string;
    /** Where the browser returns after logout, registered as a post-logout redirect URI. */
    postLogoutRedirectUri?: string;
    /** OAuth scopes; `openid` is always requested. */
    scopes?: string[];
  }

  /** What the app wants back after the login redirect (`returnTo`: the path to go back to). */
  export interface AppState {
    returnTo?: string;
    [key: string]: unknown;
  }

  export interface LoginOptions {
    appState?: AppState;
    /** OpenID Connect `prompt`: `none` checks the session without a login screen, `login` forces one. */
    prompt?: 'none' | 'login';
  }

  export interface GetAccessTokenOptions {
    /** Refresh even if the cached access token has not expired (after the API answered 401). */
    forceRefresh?: boolean;
  }

  /** The claims of the verified ID token. */
  export interface PassportUser {
    /** The user's ID: the `sub` claim, the user ID the platform's APIs take. */
    sub: string;
    name?: string;
    email?: string;
    [claim: string]: unknown;
  }

  export class PassportClient {
    constructor(options: PassportClientOptions);
    /** Sends the browser to the login screen (authorization code flow with PKCE). */
    loginWithRedirect(options?: LoginOptions): Promise<void>;
    /** On the redirect URI: checks `state`, exchanges the code, verifies the ID token. */
    handleRedirectCallback(): Promise<{appState?: AppState}>;
    /** A valid access token, refreshed when it is about to expire. */
    getAccessToken(options?: GetAccessTokenOptions): Promise<string>;
    isAuthenticated(): Promise<boolean>;
    getUser(): Promise<PassportUser>;
    /** Revokes the refresh token, forgets the tokens and ends the passport login session. */
    logout(): Promise<void>;
  }

  /** An OAuth error the SDK received (`error`: its code, e.g. `access_denied`, `login_required`). */
  export class PassportError extends Error {
    readonly error: string;
    readonly errorDescription?: string;
  }
}
