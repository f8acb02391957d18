/**
 * The RS256 key pair webhooks are signed with, generated with WebCrypto only (no other import), so the
 * CLI can start generating it before it loads the server and its dependencies.
 */
import { webcrypto } from 'node:crypto';
import type { CryptoKey } from 'jose';

/** An RS256 key pair: the private key signs webhook JWTs, the SPKI PEM of the public key is published. */
export interface SigningKeys {
  privateKey: CryptoKey;
  publicKeyPem: string;
}

/**
 * Generates an RS256 (RSASSA-PKCS1-v1_5, SHA-256, 2048-bit) key pair on the thread pool. Pass the result
 * (or the promise) as `startEmulator({ signingKeys })` to share one pair between emulators or to start
 * generating it early.
 */
export async function generateSigningKeys(): Promise<SigningKeys> {
  const { privateKey, publicKey } = (await webcrypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  )) as { privateKey: CryptoKey; publicKey: CryptoKey };
  const spki = Buffer.from(await webcrypto.subtle.exportKey('spki', publicKey as never)).toString('base64');
  return { privateKey, publicKeyPem: `-----BEGIN PUBLIC KEY-----\n${spki.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n` };
}
