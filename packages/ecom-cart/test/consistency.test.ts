// The platform's consistency token over loopback: the emulator answers every successful write with an
// `X-Wix-Consistent` token. A client replays it on its own later requests, and only while they carry the
// credentials the write was made with: another visitor on the same client starts without it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addToCurrentCart, getCurrentCart, STORES_APP_ID } from '@storefront-kit/ecom-cart';
import { demoProductId } from '@storefront-kit/emulator';
import { type Emulator, startEmulator, visitorAuth, visitorClient } from './fixtures';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(() => emulator.stop());

const sentTokens = () => emulator.requestLog({ path: '/ecom/**' }).map((r) => r.headers['x-wix-consistent'] ?? null);

it("replays a visitor's consistency token on that visitor's reads only, never on the next visitor's", async () => {
  const { client, auth } = visitorClient(emulator);
  const lineItems = [{ quantity: 1, catalogReference: { catalogItemId: demoProductId('canvas-tote'), appId: STORES_APP_ID } }];
  const before = sentTokens().length;
  await addToCurrentCart(client, { lineItems });
  await getCurrentCart(client);
  auth.useToken(await visitorAuth(emulator).token()); // the same client, now another visitor's token
  await getCurrentCart(client).catch(() => undefined); // the new visitor has no cart yet: a 404 is fine
  const [write, ownRead, otherRead] = sentTokens().slice(before);
  expect(write).toBeNull();
  expect(ownRead).toEqual(expect.any(String));
  expect(otherRead).toBeNull();
});
