// Webhook throughput with a realistic delivery: distinct `wix.ecom.v1.cart_created` tokens shaped like
// the emulator's (packages/emulator/src/webhooks/envelope.ts: event id and time, the visitor's
// identity, the site, a cart entity), handled by `createWebhooks(...)` with its defaults (dedupe on, in
// memory) and one typed handler registered with `on(cartCreated)` that reads its arguments; no
// `expectedEvents`. The baseline is bare `jose.jwtVerify` of the same tokens with a pre-imported key.
// Warm-up first, then rounds of one call per token, the sides alternating; each round gets a new
// receiver (an empty dedupe store), so every call runs the handler. The receivers share the imported
// key, as receivers created per request in one process do (webhooks caches the last key by its PEM). Per round the rate per wall-clock second and per CPU second of this
// process; the checked numbers are the medians of the per-round rate ratios.
import { pathToFileURL } from 'node:url';
import { exportSPKI, generateKeyPair, importSPKI, jwtVerify, SignJWT } from 'jose';
import { distEntry, median, measuredPackages, quartiles } from '../lib.mjs';

const CALLS_PER_ROUND = 400;
const ROUNDS = 20;
const EVENT = 'wix.ecom.v1.cart_created';

/** A cart as the platform sends it in `createdEvent.entity` (one line, prices as strings). */
function cart(i, time) {
  const price = { amount: '25.00', convertedAmount: '25.00', formattedAmount: '$25.00', formattedConvertedAmount: '$25.00' };
  return {
    id: `cart-${i}`,
    lineItems: [
      {
        id: `line-${i}`,
        quantity: 1,
        catalogReference: {
          catalogItemId: 'product-classic-tee',
          appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
          options: { options: { Size: 'M', Color: 'Red' } },
        },
        productName: { original: 'Classic Tee', translated: 'Classic Tee' },
        price,
        fullPrice: price,
        descriptionLines: [{ name: { original: 'Size', translated: 'Size' }, plainText: { original: 'M', translated: 'M' } }],
        availability: { status: 'AVAILABLE' },
      },
    ],
    buyerInfo: { visitorId: 'visitor-1' },
    currency: 'USD',
    conversionCurrency: 'USD',
    subtotal: price,
    weightUnit: 'KG',
    createdDate: time,
    updatedDate: time,
  };
}

/** One sequential call per token: calls per wall-clock second and per CPU second of this process. */
async function rate(fn, tokens) {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (const token of tokens) await fn(token);
  const wallS = Number(process.hrtime.bigint() - start) / 1e9;
  const { user, system } = process.cpuUsage(cpu);
  return { wall: tokens.length / wallS, cpu: tokens.length / ((user + system) / 1e6) };
}

export async function webhookThroughput() {
  const load = (name) => measuredPackages().find((p) => p.name === name);
  const [webhooksPkg, cartPkg] = [load('@storefront-kit/webhooks'), load('@storefront-kit/ecom-cart')];
  if (!webhooksPkg || !cartPkg) return { skipped: '@storefront-kit/webhooks or @storefront-kit/ecom-cart is not ready' };
  const { createWebhooks } = await import(pathToFileURL(distEntry(webhooksPkg)).href);
  const { cartCreated } = await import(pathToFileURL(distEntry(cartPkg)).href);

  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const pem = await exportSPKI(publicKey);
  const now = Math.floor(Date.now() / 1000);
  const tokens = await Promise.all(
    Array.from({ length: CALLS_PER_ROUND }, (_, i) => {
      const eventTime = new Date((now - 1) * 1000).toISOString();
      const payload = {
        id: `evt-${i}`,
        entityFqdn: 'wix.ecom.v1.cart',
        slug: 'created',
        entityId: `cart-${i}`,
        createdEvent: { entity: cart(i, eventTime) },
        eventTime,
        triggeredByAnonymizeRequest: false,
        entityEventSequence: '1',
      };
      const data = JSON.stringify({
        data: JSON.stringify(payload),
        eventType: EVENT,
        instanceId: 'instance-1',
        identity: JSON.stringify({ identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: 'visitor-1' }),
        accountInfo: { siteId: 'site-1' },
      });
      return new SignJWT({ data })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(privateKey);
    }),
  );

  let seen = 0;
  /** A receiver as an app sets it up: defaults, one typed handler that uses its arguments. */
  function receiver() {
    const webhooks = createWebhooks({ publicKey: pem, onError: () => {} });
    webhooks.on(cartCreated, ({ entity, metadata }) => {
      if (entity.id === metadata.entityId && metadata.identity.anonymousVisitorId) seen++;
    });
    return webhooks;
  }
  const sdk = (webhooks) => async (token) => {
    const result = await webhooks.process(token);
    if (result.outcome !== 'handled' || result.handlersRun !== 1) throw new Error(`unexpected outcome ${result.outcome}`);
  };
  const request = (webhooks) => async (token) => {
    const response = await webhooks.processRequest(new Request('http://127.0.0.1/webhooks', { method: 'POST', body: token }));
    if (response.status !== 200) throw new Error(`processRequest answered ${response.status}`);
  };
  const key = await importSPKI(pem, 'RS256');
  const bare = () => (token) => jwtVerify(token, key, { algorithms: ['RS256'] });

  const sides = { sdk, request, bare };
  const run = (name) => rate(sides[name](receiver()), tokens);
  for (const name of Object.keys(sides)) await run(name);
  const rates = { sdk: [], request: [], bare: [] };
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate the order so drift (GC, CPU frequency) does not favour one side.
    for (const name of round % 2 ? ['bare', 'request', 'sdk'] : ['sdk', 'request', 'bare']) rates[name].push(await run(name));
  }
  const expected = 2 * CALLS_PER_ROUND * (ROUNDS + 1); // process and processRequest, warm-up included
  if (seen !== expected) throw new Error(`the handler ran ${seen} times, expected ${expected}`);
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
      // What one event costs above jose's verification, in µs.
      aboveJoseUs: 1e6 / of('sdk') - 1e6 / of('bare'),
    };
  };
  return { calls: CALLS_PER_ROUND * ROUNDS, rounds: ROUNDS, cpu: summary('cpu'), wall: summary('wall') };
}
