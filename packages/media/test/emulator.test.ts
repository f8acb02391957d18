/**
 * The URLs this package builds, served by the emulator over real HTTP on loopback: with `staticOrigin`
 * set to the emulator, the platform's static paths (`/media/<mediaId>` and the scaled paths under it)
 * answer the emulator's image of that media item, outside the request log.
 */
import { demoProductId, startEmulator, type Emulator } from '@storefront-kit/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getImageSrcSet, getImageUrl, getScaledToFillImageUrl, getScaledToFitImageUrl, type ImageRef } from '../src/index';

let emulator: Emulator;
let token: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  const res = await fetch(`${emulator.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: emulator.clientId, grantType: 'anonymous' }),
  });
  token = ((await res.json()) as { access_token: string }).access_token;
});
afterAll(() => emulator?.stop());

/** The main image of a demo product as the wire's `{ id, width, height }`. */
async function mainImage(slug: string): Promise<ImageRef> {
  const res = await fetch(`${emulator.url}/stores-reader/v1/products/${demoProductId(slug)}`, { headers: { authorization: token } });
  const { product } = (await res.json()) as { product: { media: { mainMedia: { id: string; image: { width: number; height: number } } } } };
  const { id, image } = product.media.mainMedia;
  return { id, width: image.width, height: image.height };
}

describe('media URLs against the emulator (staticOrigin)', () => {
  it("serves the static and the scaled URLs of a product image as that product's SVG", async () => {
    const image = await mainImage('ceramic-mug');
    const media = { staticOrigin: emulator.url };
    const srcset = getImageSrcSet(image, [240, 480], media)
      .split(', ')
      .map((entry) => entry.split(' ')[0]!);
    const urls = [getImageUrl(image, media), getScaledToFillImageUrl(image, 300, 300, media), getScaledToFitImageUrl(image, 96, 96, media), ...srcset];
    emulator.clearRequestLog();
    for (const url of urls) {
      expect(url.startsWith(`${emulator.url}/media/${image.id}`)).toBe(true);
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toContain('<title>Ceramic Mug</title>');
    }
    expect(emulator.requestLog()).toEqual([]);
  });

  it('answers 404 for a media id the emulator does not know, and never for the platform origin by default', async () => {
    const res = await fetch(getImageUrl({ id: 'm000099_0', width: 800, height: 800 }, { staticOrigin: emulator.url }));
    expect(res.status).toBe(404);
    expect(getImageUrl({ id: 'm000001_0', width: 800, height: 800 })).toBe('https://static.wixstatic.com/media/m000001_0');
  });
});
