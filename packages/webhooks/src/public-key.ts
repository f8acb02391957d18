/**
 * Internal: the app's public key, from the spellings the platform's dashboard and environment variables
 * give it in to a WebCrypto key fit for RS256, imported once per process per spelling.
 */

/** The only key RS256 can use: an RSA public key for PKCS#1 v1.5 signatures with SHA-256. */
const RS256 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
/** RFC 7518 §3.3: a key of 2048 bits or larger MUST be used with RS256. */
const MIN_RSA_BITS = 2048;

/**
 * Internal: the key bytes (DER) of the accepted public-key spellings: a PEM (`-----BEGIN PUBLIC KEY-----`),
 * the same with its newlines escaped as `\n` (environment variables), or the base64 of either; `undefined`
 * for anything else.
 */
export function spkiBytes(publicKey: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    // Escaped newlines become spaces, which base64 decoding skips.
    let pem = publicKey.replace(/\\[rn]/g, ' ');
    if (!pem.includes('-----')) pem = atob(pem);
    const body = /-----BEGIN PUBLIC KEY-----([^-]*)-----END PUBLIC KEY-----/.exec(pem)?.[1];
    if (body) return Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
  } catch {
    // Not base64: refused by the caller.
  }
  return undefined;
}

/** Internal: why a key cannot check RS256 signatures, or `undefined` when it can. */
export function keyProblem(key: CryptoKey): string | undefined {
  // A Node `KeyObject` or any other object has no WebCrypto `algorithm` and `usages`: refused here too.
  const { name, hash, modulusLength } = (key.algorithm ?? {}) as { name?: string; hash?: { name: string }; modulusLength?: number };
  if (key.type !== 'public' || name !== RS256.name || hash?.name !== RS256.hash || !key.usages?.includes('verify')) {
    return `RS256 needs a CryptoKey: an RSA public key for ${RS256.name} with ${RS256.hash} and the "verify" usage`;
  }
  if (!(Number(modulusLength) >= MIN_RSA_BITS)) return `RS256 needs an RSA key of at least ${MIN_RSA_BITS} bits, not ${modulusLength}`;
  return undefined;
}

/**
 * The last key imported, with its spelling: receivers made one per request for an app's key (webhooks and
 * service plugins share it) import it once per process, not once per receiver.
 */
let lastImport: [spelling: string, key: Promise<CryptoKey>] | undefined;

/** Internal: the key of a PEM spelling, imported once per process (the import kept, whether it worked or not). */
export function importPublicKey(spelling: string, der: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  if (lastImport?.[0] !== spelling) lastImport = [spelling, crypto.subtle.importKey('spki', der, RS256, false, ['verify'])];
  return lastImport[1];
}
