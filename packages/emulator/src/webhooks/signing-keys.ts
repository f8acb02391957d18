/**
 * The RS256 key pair webhooks are signed with, generated with WebCrypto only (no other runtime import but
 * a base64 helper), so the CLI can start generating it before it loads the server and its dependencies.
 */
import type { CryptoKey } from 'jose';
import { base64Encode } from '../core/base64';

/** An RS256 key pair: the private key signs webhook JWTs, the SPKI PEM of the public key is published. */
export interface SigningKeys {
  privateKey: CryptoKey;
  publicKeyPem: string;
}

/**
 * Generates an RS256 (RSASSA-PKCS1-v1_5, SHA-256, 2048-bit) key pair with Web Crypto (in Node, on the
 * thread pool). Pass the result (or the promise) as `startEmulator({ signingKeys })` to share one pair
 * between emulators or to start generating it early.
 *
 * @returns the key pair: the private `CryptoKey` and the public key as an SPKI PEM
 *
 * @example
 * ```ts
 * import { generateSigningKeys, startEmulator } from '@storefront-kit/emulator';
 *
 * const signingKeys = generateSigningKeys(); // one pair for every emulator of the run
 * const [shop, admin] = await Promise.all([startEmulator({ signingKeys }), startEmulator({ signingKeys })]);
 * console.log((await signingKeys).publicKeyPem.startsWith('-----BEGIN PUBLIC KEY-----')); // true
 * ```
 */
export async function generateSigningKeys(): Promise<SigningKeys> {
  const { subtle } = globalThis.crypto;
  const { privateKey, publicKey } = (await subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  )) as { privateKey: CryptoKey; publicKey: CryptoKey };
  const spki = base64Encode(new Uint8Array(await subtle.exportKey('spki', publicKey as never)));
  return { privateKey, publicKeyPem: `-----BEGIN PUBLIC KEY-----\n${spki.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n` };
}
