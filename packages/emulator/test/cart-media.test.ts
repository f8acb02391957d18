// Cart line images carry `urlExpirationDate`, as the spec's cart line item does: the URLs are signed
// when the cart changes and expire a day after its last update.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Emulator, startEmulator } from '../src/index';
import { cartClient, item, visitorToken } from './cart-helpers';
import { advanceClock } from './identity-helpers';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ port: 0 });
});
afterAll(() => emu.stop());

const DAY = 24 * 3600 * 1000;

test('a line image expires a day after the cart last changed; reads of one revision agree', async () => {
  const cart = cartClient(emu, await visitorToken(emu));
  const added = (await cart.add({ lineItems: [item('canvas-tote')] })).body.cart;
  const image = added.lineItems[0].image;
  expect(image.url).toMatch(/^http/);
  expect(Date.parse(image.urlExpirationDate) - Date.parse(added.updatedDate)).toBe(DAY);
  await advanceClock(emu, 3600 * 1000);
  expect((await cart.get()).body.cart).toEqual(added);
  const changed = (await cart.updateQuantities([{ id: added.lineItems[0].id, quantity: 2 }])).body.cart;
  expect(Date.parse(changed.lineItems[0].image.urlExpirationDate) - Date.parse(added.lineItems[0].image.urlExpirationDate)).toBeGreaterThanOrEqual(3600 * 1000);
});

test("a line image keeps the catalogue image's width and height (the official SDK's originWidth/originHeight)", async () => {
  const cart = cartClient(emu, await visitorToken(emu));
  const line = (await cart.add({ lineItems: [item('canvas-tote')] })).body.cart.lineItems[0];
  const product = await fetch(`${emu.url}/stores-reader/v1/products/${line.catalogReference.catalogItemId}`, {
    headers: { authorization: await visitorToken(emu) },
  });
  const media = ((await product.json()) as { product: { media: { mainMedia: { image: { url: string; width: number; height: number } } } } }).product.media
    .mainMedia.image;
  expect(line.image).toMatchObject({ id: expect.any(String), url: media.url, width: media.width, height: media.height, urlExpirationDate: expect.any(String) });
  expect([line.image.width, line.image.height]).toEqual([800, 800]);
});
