// Webhook verifications per second: the same RS256 tokens verified through `@storefront-kit/webhooks`
// (`createWebhooks(...).process`, dedupe off so every call verifies) and through bare `jose.jwtVerify`
// with a pre-imported key. Warm-up first, then alternating rounds of a fixed number of calls; the
// median of the per-round rate ratios is checked against `webhookVerificationsPerSecondRatio`. Rates are per
// CPU second of this process (verification is synchronous CPU work, so on a quiet machine this equals
// the wall-clock rate; on a busy one it is disturbed less); wall-clock rates are reported too.
import { pathToFileURL } from 'node:url';
import { exportSPKI, generateKeyPair, importSPKI, jwtVerify, SignJWT } from 'jose';
import { distEntry, median, measuredPackages, quartiles } from '../lib.mjs';

const TOKENS = 100;
const WARMUP = 300;
const CALLS_PER_ROUND = 500;
const ROUNDS = 20;
const EVENT = 'wix.ecom.v1.cart_created';

/** Runs `calls` sequential calls; returns calls per wall-clock second and per CPU second of this process. */
async function rate(calls, fn, tokens) {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) await fn(tokens[i % tokens.length]);
  const wallS = Number(process.hrtime.bigint() - start) / 1e9;
  const { user, system } = process.cpuUsage(cpu);
  return { wall: calls / wallS, cpu: calls / ((user + system) / 1e6) };
}

export async function webhookThroughput() {
  const pkg = measuredPackages().find((p) => p.name === '@storefront-kit/webhooks');
  if (!pkg) return { skipped: '@storefront-kit/webhooks is not ready' };
  const { createWebhooks } = await import(pathToFileURL(distEntry(pkg)).href);

  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const pem = await exportSPKI(publicKey);
  const now = Math.floor(Date.now() / 1000);
  const tokens = await Promise.all(
    Array.from({ length: TOKENS }, (_, i) => {
      const payload = { id: `evt-${i}`, entityFqdn: 'wix.ecom.v1.cart', slug: 'created', entityId: `cart-${i}`, createdEvent: { entity: { id: `cart-${i}` } } };
      const data = JSON.stringify({
        data: JSON.stringify(payload),
        eventType: EVENT,
        instanceId: 'instance-1',
        identity: JSON.stringify({ identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: 'visitor-1' }),
      });
      return new SignJWT({ data }).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).setIssuedAt(now).setExpirationTime(now + 600).sign(privateKey);
    }),
  );

  const webhooks = createWebhooks({ publicKey: pem, dedupe: false, expectedEvents: [EVENT], onError: () => {} });
  const key = await importSPKI(pem, 'RS256');
  const sdk = async (token) => {
    const result = await webhooks.process(token);
    if (result.outcome !== 'handled') throw new Error(`unexpected outcome ${result.outcome}`);
  };
  const request = async (token) => {
    const response = await webhooks.processRequest(new Request('http://127.0.0.1/webhooks', { method: 'POST', body: token }));
    if (response.status !== 200) throw new Error(`processRequest answered ${response.status}`);
  };
  const bare = (token) => jwtVerify(token, key, { algorithms: ['RS256'] });

  const fns = { sdk, request, bare };
  for (const name of Object.keys(fns)) await rate(WARMUP, fns[name], tokens);
  const rates = { sdk: [], request: [], bare: [] };
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate the order so drift (GC, CPU frequency) does not favour one side.
    const order = round % 2 ? ['bare', 'request', 'sdk'] : ['sdk', 'request', 'bare'];
    for (const name of order) rates[name].push(await rate(CALLS_PER_ROUND, fns[name], tokens));
  }
  const summary = (key) => {
    const of = (name) => median(rates[name].map((r) => r[key]));
    // Paired per round: both sides of a round ran under the same load (GC, CPU frequency, neighbours).
    const ratios = (name) => rates[name].map((r, round) => r[key] / rates.bare[round][key]);
    return {
      process: of('sdk'),
      processRequest: of('request'),
      jose: of('bare'),
      processRatio: median(ratios('sdk')),
      processRatioQuartiles: quartiles(ratios('sdk')),
      processRequestRatio: median(ratios('request')),
    };
  };
  return { calls: CALLS_PER_ROUND * ROUNDS, rounds: ROUNDS, cpu: summary('cpu'), wall: summary('wall') };
}
