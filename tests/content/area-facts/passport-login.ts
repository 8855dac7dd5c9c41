import {EXAMPLE_HOSTS} from '../../../config/product';
import type {AreaFacts} from './types';

/**
 * Passport login identifiers that the product specification does not fix. The spec only says that passport
 * login issues the bearer JWT the media service accepts; the OAuth 2.0 / OpenID Connect parameters and claims
 * themselves are standard and are not listed here. `passport-login-api-reference` presents these values, and
 * every other page links to it and marks code that uses them as an example. The web SDK's package, classes and
 * methods are declared in examples/passport-login/passport-web.d.ts, which the pages' TypeScript is checked against.
 */
export const facts = {
  area: 'passport-login',
  identifiers: {
    issuer: EXAMPLE_HOSTS.passportIssuer,
    sdkDownloadHost: EXAMPLE_HOSTS.sdkRegistry,
    discoveryPath: '/.well-known/openid-configuration',
    authorizationPath: '/oauth2/authorize',
    tokenPath: '/oauth2/token',
    userInfoPath: '/oauth2/userinfo',
    jwksPath: '/oauth2/jwks',
    revocationPath: '/oauth2/revoke',
    endSessionPath: '/oauth2/logout',
    signingAlgorithm: 'RS256',
    androidArtifact: 'io.nuri:passport-android',
    androidPackage: 'io.nuri.passport',
    androidRedirectPlaceholder: 'passportRedirectScheme',
    iosPackage: 'NuriPassport',
    iosPackageUrl: `${EXAMPLE_HOSTS.sdkRegistry}/ios/passport-ios.git`,
    sdkConfigClass: 'PassportConfig',
    sdkTokensClass: 'PassportTokens',
    sdkNetworkErrorCode: 'network_error',
    mobileLoginMethod: 'passport.login',
  },
  instances: {PassportClient: 'passport'},
  patterns: [
    /https?:\/\/[a-z0-9.-]*nuri[a-z0-9.-]*(?:\/[a-z0-9._/-]+\.git)?/,
    /\/oauth2\/[a-z_/-]+/,
    /\/\.well-known\/[a-z-]+/,
    /@nuri\/[a-z-]+/,
    /\bio\.nuri(?:[.:][a-z-]+)+/,
    /\b(?:Passport|Nuri)[A-Z][A-Za-z]*/,
    /\bpassport[A-Z][A-Za-z]*/,
    /\bpassport\.[a-z][A-Za-z]*(?=\()/,
    /\b[RPE]S(?:256|384|512)\b/,
  ],
} satisfies AreaFacts;
