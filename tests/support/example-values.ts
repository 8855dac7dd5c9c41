/**
 * What counts as an example value, and which ones are allowed: config/product.ts is the one source of every
 * invented host, ID, user and token, so any ID- or host-looking value a reader can see must be one of its values,
 * or a public site the docs cite. The unit suite applies this to openapi/, the e2e suite to every built page.
 */
import * as product from '../../config/product';
import {siteUrl} from '../../config/site';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Every string config/product.ts exports, nested objects and arrays included, and the site's configured URL. */
export const PRODUCT_VALUES: ReadonlySet<string> = new Set([...strings({...product}), siteUrl()]);

const origins = new Set(
  [...PRODUCT_VALUES].filter((value) => /^https?:\/\//.test(value)).map((value) => new URL(value).origin),
);
const hosts = new Set([...origins].map((origin) => new URL(origin).hostname));

/**
 * Public sites the docs cite for standards and tools, by URL prefix: real, and not the platform's. Nothing else
 * outside the example domain may appear; an invented account on a real site (say a GitHub organisation) would be
 * as misleading as an invented domain.
 */
export const CITED_SITES = [
  'https://www.rfc-editor.org/rfc/', // OAuth 2.0, bearer tokens, PKCE, token revocation, JWK
  'https://registry.khronos.org/glTF/', // the glTF 2.0 specification
  'https://github.com/KhronosGroup/glTF-Validator',
  'https://github.khronos.org/glTF-Validator/',
  'https://gltf-transform.dev/',
  'https://docs.unity3d.com/Packages/com.unity.cloud.gltfast', // glTFast, the Unity glTF loader
  'https://github.com/vrm-c/vrm-specification/', // the humanoid bone names avatars follow
  'https://tus.io/protocols/', // the tus resumable upload protocol
  'https://github.com/tus/tus-js-client',
  'https://github.com/panva/jose', // the JWT library the passport login samples use
  'https://semver.org/',
  'https://jqlang.org', // jq, which the tutorial's curl commands pipe JSON through
  'https://github.com/stoplightio/prism', // the OpenAPI mock server the tutorial runs against
] as const;

export interface Finding {
  readonly kind: string;
  readonly value: string;
}

interface Kind {
  readonly kind: string;
  readonly pattern: RegExp;
  readonly allowed: (value: string) => boolean;
}

const known = (value: string) => PRODUCT_VALUES.has(value);

/** The patterns that find ID- and host-looking text. */
export const KINDS: readonly Kind[] = [
  {
    kind: 'URL',
    pattern: /\b(?:https?|wss?):\/\/[^\s"'`<>()[\]{}|\\,]+/g,
    allowed: (url) => {
      const origin = /^[a-z]+:\/\/[^/?#]+/.exec(url)?.[0];
      return (origin !== undefined && origins.has(origin)) || CITED_SITES.some((site) => url.startsWith(site));
    },
  },
  {
    kind: 'host',
    pattern: /(?<![\w.@/-])(?:[a-z0-9-]+\.)+example\b(?!\.[a-z])/gi,
    allowed: (host) => hosts.has(host),
  },
  {kind: 'e-mail address', pattern: /\b[\w.+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,}\b/gi, allowed: known},
  {kind: 'UUID', pattern: /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, allowed: known},
  {kind: 'prefixed ID', pattern: /\b[a-z]{2,5}[_-](?=[0-9A-Za-z]*\d)[0-9A-Za-z]{6,}\b/g, allowed: known},
  {kind: 'user ID', pattern: /\buser-\d+\b/g, allowed: known},
  {kind: 'JWT', pattern: /\beyJ[\w-]*(?:(?:\.[\w-]+){2}|\.\.\.)/g, allowed: known},
  {kind: 'FCM token or key', pattern: /[\w-]+:APA91b[\w-]+/g, allowed: known},
  {kind: 'APNs device token', pattern: /\b[0-9a-f]{64}\b/g, allowed: known},
  {kind: 'Apple team or key ID', pattern: /\b(?=[0-9A-Z]*\d)(?=[0-9A-Z]*[A-Z])[0-9A-Z]{10}\b/g, allowed: known},
];

/** The payload of a JWT as text, so the IDs inside a token are held to the same rules. */
function jwtPayload(token: string): string {
  const payload = token.split('.')[1] ?? '';
  try {
    return Buffer.from(payload, 'base64url').toString('utf8');
  } catch {
    return '';
  }
}

/** The ID- and host-looking values in a text that config/product.ts does not define, each once. */
export function unknownValues(raw: string): Finding[] {
  // A URL inside a query string (`redirect_uri=https%3A%2F%2Fmy-app.example`) is checked as the URL it is.
  const text = raw.replace(/%3A/gi, ':').replace(/%2F/gi, '/');
  const found = new Map<string, Finding>();
  for (const {kind, pattern, allowed} of KINDS) {
    for (const [value] of text.matchAll(pattern)) {
      if (!allowed(value)) found.set(`${kind} ${value}`, {kind, value});
      if (kind === 'JWT' && !value.endsWith('...'))
        for (const inner of unknownValues(jwtPayload(value)))
          found.set(`${inner.kind} ${inner.value}`, {...inner, kind: `${inner.kind} in a JWT`});
    }
  }
  return [...found.values()];
}
