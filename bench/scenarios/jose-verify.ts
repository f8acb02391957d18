/**
 * Baseline "jose-verify": what verifying an RS256 JWT with jose alone bundles (import the SPKI key,
 * verify). Not budgeted itself; "webhook-handler" is measured against it.
 *
 * @platform node
 */
import { importSPKI, jwtVerify } from 'jose';

export async function verify(publicKeyPem: string, token: string) {
  const key = await importSPKI(publicKeyPem, 'RS256');
  const { payload } = await jwtVerify(token, key, { algorithms: ['RS256'] });
  return payload;
}
