/**
 * Shared test fixtures: RSA key pairs (jose `generateKeyPair`), webhook and service-plugin token
 * signers (jose `SignJWT`), and hand-crafted tokens for the cases jose refuses to sign.
 */
import { createHmac } from 'node:crypto';
import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { base64url, base64urlJson } from '@storefront-kit/test-utils';

export interface KeyPair {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** SPKI PEM of the public key. */
  publicPem: string;
}

export async function makeKeyPair(): Promise<KeyPair> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { privateKey, publicKey, publicPem: await exportSPKI(publicKey) };
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export interface EnvelopeInput {
  eventType: string;
  instanceId?: string;
  payload: unknown;
  identity?: unknown;
  accountInfo?: unknown;
}

/** The `data` claim of a webhook JWT: a JSON string whose `data` and `identity` are JSON strings too. */
export function envelopeClaim(input: EnvelopeInput): string {
  return JSON.stringify({
    data: JSON.stringify(input.payload),
    eventType: input.eventType,
    instanceId: input.instanceId ?? 'instance-1',
    identity: JSON.stringify(input.identity ?? { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: 'visitor-1' }),
    accountInfo: input.accountInfo ?? { accountId: 'account-1', siteId: 'site-1' },
  });
}

export interface SignOptions {
  /** Seconds relative to now; `null` omits the claim. Default iat 0, exp +60. */
  iat?: number | null;
  exp?: number | null;
  nbf?: number;
  jti?: string;
  issuer?: string;
  audience?: string;
}

/** Signs arbitrary claims with RS256, with iat/exp relative to now. */
export async function signClaims(privateKey: CryptoKey, claims: JWTPayload, options: SignOptions = {}): Promise<string> {
  const now = nowSeconds();
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT' });
  const iat = options.iat === undefined ? 0 : options.iat;
  const exp = options.exp === undefined ? 60 : options.exp;
  if (iat !== null) jwt.setIssuedAt(now + iat);
  if (exp !== null) jwt.setExpirationTime(now + exp);
  if (options.nbf !== undefined) jwt.setNotBefore(now + options.nbf);
  if (options.jti !== undefined) jwt.setJti(options.jti);
  if (options.issuer !== undefined) jwt.setIssuer(options.issuer);
  if (options.audience !== undefined) jwt.setAudience(options.audience);
  return jwt.sign(privateKey);
}

/** Signs a webhook delivery. */
export function signWebhook(privateKey: CryptoKey, input: EnvelopeInput, options: SignOptions = {}): Promise<string> {
  return signClaims(privateKey, { data: envelopeClaim(input) }, options);
}

/** A token with any header and payload and the given signature segment (not signed). */
export function handCrafted(header: Record<string, unknown>, payload: Record<string, unknown>, signature = ''): string {
  return `${base64urlJson(header)}.${base64urlJson(payload)}.${signature}`;
}

/**
 * Signs two segments as they are with RS256 (WebCrypto), for what jose refuses to sign: a short key, a
 * header that is not JSON, claims that are not an object.
 */
export async function signSegments(privateKey: CryptoKey, header: string, payload: string): Promise<string> {
  const signingInput = `${header}.${payload}`;
  const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', privateKey, new TextEncoder().encode(signingInput));
  return `${signingInput}.${base64url(new Uint8Array(signature))}`;
}

/** The RS256 -> HS256 confusion attack: HMAC-SHA256 keyed with the public key's PEM text. */
export function hs256WithSecret(secret: string, payload: Record<string, unknown>): string {
  const signingInput = `${base64urlJson({ alg: 'HS256', typ: 'JWT' })}.${base64urlJson(payload)}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

/** Domain-event payloads as the platform sends them. */
export const domain = {
  created: (id: string, entity: unknown, extra: Record<string, unknown> = {}) => ({
    id,
    entityFqdn: 'wix.ecom.v1.cart',
    slug: 'created',
    entityId: (entity as { id?: string }).id ?? 'entity-1',
    eventTime: '2026-11-21T10:00:00.000Z',
    triggeredByAnonymizeRequest: false,
    entityEventSequence: '1',
    createdEvent: { entity },
    ...extra,
  }),
  updated: (id: string, currentEntity: unknown, modifiedFields?: Record<string, unknown>) => ({
    id,
    entityFqdn: 'wix.ecom.v1.cart',
    slug: 'updated',
    entityId: 'cart-1',
    eventTime: '2026-11-21T10:00:00.000Z',
    updatedEvent: modifiedFields === undefined ? { currentEntity } : { currentEntity, modifiedFields },
  }),
  deleted: (id: string, deletedEntity?: unknown) => ({
    id,
    entityFqdn: 'wix.ecom.v1.cart',
    slug: 'deleted',
    entityId: 'cart-1',
    eventTime: '2026-11-21T10:00:00.000Z',
    deletedEvent: deletedEntity === undefined ? {} : { deletedEntity },
  }),
  action: (id: string, body: unknown) => ({
    id,
    entityFqdn: 'wix.ecom.v1.order',
    slug: 'paid',
    entityId: 'order-1',
    eventTime: '2026-11-21T10:00:00.000Z',
    actionEvent: { body },
  }),
};

/** A deferred promise, for holding a handler in flight. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A POST request carrying `body`. */
export function post(body: BodyInit, headers: Record<string, string> = {}, url = 'https://app.example/webhooks'): Request {
  return new Request(url, { method: 'POST', body, headers: { 'content-type': 'text/plain', ...headers } });
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Every spelling of a token that differs only in the unused low bits of its signature's last character:
 * lenient base64url decoders read each as the same bytes. The token's own spelling comes first.
 */
export function respelledSignatures(token: string): string[] {
  const cut = token.length - 1;
  const unusedBits = [0, 0, 4, 2][(token.length - token.lastIndexOf('.') - 1) % 4]!;
  const base = BASE64URL.indexOf(token[cut]!) & ~((1 << unusedBits) - 1);
  const spellings = Array.from({ length: 1 << unusedBits }, (_, low) => token.slice(0, cut) + BASE64URL[base + low]);
  return [token, ...spellings.filter((spelling) => spelling !== token)];
}
