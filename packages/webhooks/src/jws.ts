/**
 * Internal: reading the compact JWS the platform signs (RS256 only) and checking its signature, without a
 * general JOSE library: one algorithm, no JWK, no `crit` extensions, so there is nothing in a token that can
 * choose how it is checked.
 *
 * Two ways to check a signature, picked per runtime: Node's one-shot `crypto.verify` where the runtime has
 * `node:crypto` (synchronous: about three times the deliveries per second of WebCrypto, whose every call is
 * a job on another thread and a promise), else WebCrypto (Workers, Deno, edge runtimes, browsers).
 */

/** Checks an RS256 signature over the ASCII signing input (`header.payload`). */
export type SignatureCheck = (signingInput: string, signature: Uint8Array) => boolean | Promise<boolean>;

/** Internal: base64url decoding and RS256 signature checks of one runtime. */
export interface JwsCrypto {
  /** The bytes of a base64url segment; throws when the segment is not base64url. */
  bytes(segment: string): Uint8Array;
  /** The signature check for an RS256 public key; throws when the key cannot be used. */
  checker(key: CryptoKey): SignatureCheck;
}

/** The three segments of a compact JWS, its header parsed. */
export interface CompactJws {
  header: Record<string, unknown>;
  signingInput: string;
  payload: string;
  signature: string;
}

/** What Node's `node:crypto` offers that is used here. */
interface NodeCrypto {
  verify(algorithm: string, data: Uint8Array, key: object, signature: Uint8Array): boolean;
  KeyObject: { from(key: CryptoKey): object };
}

/** What Node's `Buffer` offers that is used here. */
interface NodeBuffer {
  from(text: string, encoding: 'base64url' | 'latin1'): Uint8Array;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Internal: the JSON object a base64url segment holds, read as strict UTF-8; throws on anything else (bad
 * base64url, a malformed UTF-8 sequence, bad JSON, an array or a primitive).
 */
export function jsonObjectOf(segment: string, jws: JwsCrypto, what: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(jws.bytes(segment)));
  if (!isPlainObject(parsed)) throw new TypeError(`${what} must be a JSON object`);
  return parsed;
}

/**
 * Splits a compact JWS and parses its header (a JSON object); throws on any other shape. The payload and
 * signature stay encoded: the signature is checked before the payload is read.
 */
export function readCompactJws(token: string, jws: JwsCrypto): CompactJws {
  const [header, payload, signature, extra] = token.split('.');
  if (payload === undefined || signature === undefined || extra !== undefined) throw new TypeError('Invalid compact JWS');
  return { header: jsonObjectOf(header!, jws, 'The JWS protected header'), signingInput: `${header}.${payload}`, payload, signature };
}

/**
 * Throws unless `decodedLength` is what every character of `segment` decodes to: a decoder that skipped a
 * character (outside the alphabet, whitespace, `=` padding, which RFC 7515 §2 leaves out) shows it as a
 * shorter result, and a length of 4n+1 is never base64.
 */
function assertWholeSegment(segment: string, decodedLength: number): void {
  if (segment.length % 4 === 1 || decodedLength !== (segment.length * 3) >> 2) throw new TypeError('Not base64url');
}

/**
 * Internal: whether the unused low bits of a segment's last character are zero (RFC 4648 §3.5), which is
 * how every encoder writes it. Decoders ignore those bits, so a segment ending otherwise is another
 * spelling of the same bytes: 15 more for an RS256 signature of a 2048-bit key (4 unused bits). Throws
 * when the segment's end is not base64url.
 */
export function hasCanonicalEnd(segment: string, jws: JwsCrypto): boolean {
  const rest = segment.length % 4;
  // Completed to a whole quantum with zero bits, the last character's unused bits make byte `rest - 1`.
  return rest < 2 || !jws.bytes(segment.slice(-rest) + 'AA'.slice(rest - 2))[rest - 1];
}

function base64urlBytes(segment: string): Uint8Array {
  const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
  assertWholeSegment(segment, binary.length);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** WebCrypto: every runtime with `crypto.subtle`. */
const webJwsCrypto: JwsCrypto = {
  bytes: base64urlBytes,
  checker: (key) => (signingInput, signature) =>
    crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, signature as Uint8Array<ArrayBuffer>, new TextEncoder().encode(signingInput)),
};

/** Node's `crypto.verify` and `Buffer`, when the runtime offers them through `process.getBuiltinModule`; else `undefined`. */
function nodeJwsCrypto(): JwsCrypto | undefined {
  const { process, Buffer } = globalThis as { process?: { getBuiltinModule?(id: string): unknown }; Buffer?: NodeBuffer };
  const node = process?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;
  if (typeof node?.verify !== 'function' || typeof node.KeyObject?.from !== 'function' || !Buffer) return undefined;
  const bytes = (segment: string) => {
    const decoded = Buffer.from(segment, 'base64url');
    assertWholeSegment(segment, decoded.length);
    return decoded;
  };
  return {
    bytes,
    checker(key) {
      let keyObject: object;
      try {
        keyObject = node.KeyObject.from(key);
      } catch {
        return webJwsCrypto.checker(key); // a runtime whose `node:crypto` cannot take a WebCrypto key
      }
      return (signingInput, signature) => node.verify('sha256', Buffer.from(signingInput, 'latin1'), keyObject, signature);
    },
  };
}

/**
 * Internal: the fastest way this runtime has to check signatures: Node's `crypto.verify` where it exists,
 * else WebCrypto. Looked up per receiver (a test can take `node:crypto` away).
 */
export const jwsCrypto = (): JwsCrypto => nodeJwsCrypto() ?? webJwsCrypto;
