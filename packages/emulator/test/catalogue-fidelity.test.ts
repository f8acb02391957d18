/**
 * What the catalogue answers holds what the product spec gives it: a variant's media (its image and its
 * video) carry `urlExpirationDate`, an ISO date a day after the answer; every enumerated field holds one
 * of the spec's catalogue enumeration values (the lists are copied here from the spec, not from the SDK's
 * constants, so a wrong constant cannot hide a wrong answer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductId } from '../src/catalogue/seed';
import { startEmulator, type Emulator } from '../src/index';

const START = Date.UTC(2026, 0, 15, 9, 30);
const DAY = 86_400_000;
let emu: Emulator;

async function call(method: string, path: string, body?: unknown, e = emu): Promise<any> {
  const res = await fetch(`${e.url}${path}`, {
    method,
    headers: { authorization: e.apiKey, 'wix-site-id': e.siteId, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status, `${method} ${path}`).toBe(200);
  return res.json();
}

beforeAll(async () => {
  emu = await startEmulator({ port: 0, clock: () => START });
});
afterAll(() => emu?.stop());

const tee = demoProductId('classic-tee');

describe('urlExpirationDate on the media the emulator serves', () => {
  it('is on the image and the video of every store variant: ISO-8601, a day after the answer', async () => {
    emu.setClockOffset(0);
    const { variants } = await call('POST', '/stores-reader/v1/variants/query', { query: { filter: { productId: tee }, paging: { limit: 100 } } });
    expect(variants.length).toBe(12);
    const expected = new Date(START + DAY).toISOString();
    for (const v of variants) {
      expect(v.media.image).toMatchObject({ url: expect.any(String), urlExpirationDate: expected });
      expect(v.media.video).toMatchObject({ resolutions: expect.any(Array), posters: expect.any(Array), urlExpirationDate: expected });
    }
    expect(new Date(expected).toISOString()).toBe(expected);
  });

  it('on a single store variant too, and moves with the emulator clock', async () => {
    emu.setClockOffset(0);
    const { variants } = await call('POST', '/stores-reader/v1/variants/query', { query: { filter: { productId: tee }, paging: { limit: 1 } } });
    emu.advanceClock(3 * 3_600_000);
    const { variant } = await call('GET', `/stores-reader/v1/variants/${variants[0].id}`);
    expect(variant.media.image.urlExpirationDate).toBe(new Date(START + 3 * 3_600_000 + DAY).toISOString());
    expect(variant.media.video.urlExpirationDate).toBe(variant.media.image.urlExpirationDate);
    emu.setClockOffset(0);
  });
});

// The product spec's catalogue enumerations, value for value.
const SPEC_ENUMS: Record<string, readonly string[]> = {
  productType: ['physical', 'digital'],
  inventoryStatus: ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'],
  totalMeasurementUnit: ['ML', 'CL', 'L', 'CBM', 'MG', 'G', 'KG', 'MM', 'CM', 'M', 'SQM', 'OZ', 'LB', 'FLOZ', 'PT', 'QT', 'GAL', 'IN', 'FT', 'YD', 'SQFT'],
  mediaType: ['image', 'video', 'audio', 'document', 'zip'],
  optionType: ['drop_down', 'color'],
  'discount.type': ['NONE', 'AMOUNT', 'PERCENT'],
};
SPEC_ENUMS.baseMeasurementUnit = SPEC_ENUMS.totalMeasurementUnit!;

/** Every enumerated value in `answer`, as `[field, value]`, wherever it is nested. */
function enumValues(answer: unknown, parent = ''): [string, unknown][] {
  if (Array.isArray(answer)) return answer.flatMap((x) => enumValues(x, parent));
  if (answer === null || typeof answer !== 'object') return [];
  return Object.entries(answer).flatMap(([key, value]): [string, unknown][] => {
    const name = parent === 'discount' && key === 'type' ? 'discount.type' : key;
    return [...(name in SPEC_ENUMS ? [[name, value] as [string, unknown]] : []), ...enumValues(value, key)];
  });
}

describe('catalogue enumerations match the spec', () => {
  it('in every read answer of the demo catalogue, a generated catalogue and products written by the merchant', async () => {
    const answers: unknown[] = [];
    const read = async (e: Emulator) => {
      for (let offset = 0; offset < 60; offset += 30) {
        answers.push(
          await call(
            'POST',
            '/stores-reader/v1/products/query-platformized',
            { query: { paging: { limit: 30, offset } }, includeVariants: true, includeMerchantSpecificData: true },
            e,
          ),
        );
      }
      answers.push(await call('POST', '/stores-reader/v1/variants/query', { query: { paging: { limit: 100 } } }, e));
      answers.push(await call('POST', '/v2/collections/query', { query: {} }, e));
    };
    await read(emu);
    answers.push(await call('GET', `/stores-reader/v1/products/${tee}?includeMerchantSpecificData=true`));
    answers.push(await call('POST', `/stores-reader/v1/products/${tee}/productOptionsAvailability`, { options: { Size: 'M' } }));
    answers.push(await call('POST', `/stores-reader/v1/products/${tee}/variants/query`, {}));
    answers.push(
      await call('POST', '/stores/v1/products', {
        product: {
          name: 'Enum Probe',
          priceData: { price: 10 },
          discount: { type: 'PERCENT', value: 5 },
          productType: 'digital',
          productOptions: [{ name: 'Size', choices: [{ description: 'S' }] }],
        },
      }),
    );
    const generated = await startEmulator({ port: 0, seed: { products: 60 } });
    try {
      await read(generated);
    } finally {
      await generated.stop();
    }

    const found = answers.flatMap((a) => enumValues(a));
    const fields = new Set(found.map(([field]) => field));
    expect([...fields].sort()).toEqual(Object.keys(SPEC_ENUMS).sort()); // every enumeration was seen at least once
    const outside = found.filter(([field, value]) => !SPEC_ENUMS[field]!.includes(value as string));
    expect(outside).toEqual([]);
  });
});
