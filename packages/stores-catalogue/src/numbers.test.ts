import { reviveNumbers } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient } from '../test/recording-client';
import { getProduct, getProductOptionsAvailability, getStoreVariant, queryProducts, queryProductVariants, updateProduct, updateProductVariants } from './index';
import { PRODUCT_PATHS } from './numbers';

const wireProduct = () => ({
  id: 'p1',
  name: 'Infinity', // a string field that reads like a number stays a string
  weight: 'Infinity',
  priceData: { currency: 'USD', price: 'NaN', discountedPrice: '-Infinity', pricePerUnit: 2, formatted: { price: 'NaN' } },
  convertedPriceData: { price: 'Infinity' },
  price: { price: 'NaN' },
  costAndProfitData: { itemCost: 'NaN', profit: 'Infinity', profitMargin: '-Infinity', formattedProfit: 'NaN' },
  weightRange: { minValue: 'NaN', maxValue: 'Infinity' },
  priceRange: { minValue: '-Infinity', maxValue: 3 },
  costRange: { minValue: 'NaN' },
  pricePerUnitData: { totalQuantity: 'Infinity', baseQuantity: 'NaN', baseMeasurementUnit: 'KG' },
  discount: { type: 'AMOUNT', value: 'NaN' },
  stock: { quantity: 'Infinity' },
  productOptions: [{ name: 'Size', choices: [{ value: 'NaN', description: 'Infinity' }] }],
  variants: [
    {
      id: 'v1',
      choices: { Size: 'NaN' },
      variant: { priceData: { price: 'NaN' }, costAndProfitData: { itemCost: 'Infinity' }, weight: '-Infinity', sku: 'NaN' },
      stock: { quantity: 'NaN' },
    },
  ],
});

const expectConverted = (p: any) => {
  expect(p.name).toBe('Infinity');
  expect(p.weight).toBe(Infinity);
  expect(p.priceData.price).toBeNaN();
  expect(p.priceData.discountedPrice).toBe(-Infinity);
  expect(p.priceData.pricePerUnit).toBe(2);
  expect(p.priceData.formatted.price).toBe('NaN');
  expect(p.convertedPriceData.price).toBe(Infinity);
  expect(p.price.price).toBeNaN();
  expect(p.costAndProfitData).toEqual({ itemCost: NaN, profit: Infinity, profitMargin: -Infinity, formattedProfit: 'NaN' });
  expect(p.weightRange).toEqual({ minValue: NaN, maxValue: Infinity });
  expect(p.priceRange).toEqual({ minValue: -Infinity, maxValue: 3 });
  expect(p.costRange.minValue).toBeNaN();
  expect(p.pricePerUnitData).toEqual({ totalQuantity: Infinity, baseQuantity: NaN, baseMeasurementUnit: 'KG' });
  expect(p.discount.value).toBeNaN();
  expect(p.stock.quantity).toBe(Infinity);
  expect(p.productOptions[0].choices[0]).toEqual({ value: 'NaN', description: 'Infinity' });
  expect(p.variants[0].choices.Size).toBe('NaN');
  expect(p.variants[0].variant).toEqual({ priceData: { price: NaN }, costAndProfitData: { itemCost: Infinity }, weight: -Infinity, sku: 'NaN' });
  expect(p.variants[0].stock.quantity).toBeNaN();
};

describe('non-finite numbers in answers', () => {
  it('getProduct turns them into numbers on numeric paths only', async () => {
    const { client } = recordingClient(() => json({ product: wireProduct() }));
    expectConverted((await getProduct(client, 'p1')).product);
  });

  it('queryProducts converts every item of every page', async () => {
    const { client } = recordingClient(() => json({ products: [wireProduct(), wireProduct()], metadata: { total: 2 } }));
    const { items } = await queryProducts(client).find();
    items.forEach(expectConverted);
  });

  it('product writes convert the answered product', async () => {
    const { client } = recordingClient(() => json({ product: wireProduct() }));
    expectConverted((await updateProduct(client, 'p1', { name: 'x' })).product);
  });

  it('variant answers convert variant and stock numbers', async () => {
    const variant = () => ({ id: 'v', variant: { priceData: { price: 'NaN' }, weight: 'Infinity' }, stock: { quantity: '-Infinity' } });
    const { client } = recordingClient((req) =>
      json(req.url.includes('/variants/query') ? { variants: [variant()], metadata: {}, totalResults: 1 } : { variants: [variant()] }),
    );
    for (const r of [await queryProductVariants(client, 'p1'), await updateProductVariants(client, 'p1', [{ variantIds: ['v'], price: 1 }])]) {
      expect(r.variants[0]!.variant!.priceData!.price).toBeNaN();
      expect(r.variants[0]!.variant!.weight).toBe(Infinity);
      expect(r.variants[0]!.stock!.quantity).toBe(-Infinity);
    }
  });

  it('store variants and the selected variant are converted', async () => {
    const { client } = recordingClient((req) =>
      json(
        req.method === 'GET'
          ? { variant: { id: 'p-v', variant: { convertedPriceData: { discountedPrice: 'Infinity' } } } }
          : { selectedVariant: { id: 'v', price: { price: 'NaN' }, weight: 'Infinity', stock: { quantity: 'NaN' } }, availableForPurchase: false },
      ),
    );
    const { variant } = await getStoreVariant(client, 'p-v');
    expect(variant.variant!.convertedPriceData!.discountedPrice).toBe(Infinity);
    const { selectedVariant } = await getProductOptionsAvailability(client, 'p', { Size: 'S' });
    expect(selectedVariant!.price!.price).toBeNaN();
    expect(selectedVariant!.weight).toBe(Infinity);
    expect(selectedVariant!.stock!.quantity).toBeNaN();
  });

  it('leaves absent objects, other strings and finite numbers alone', () => {
    expect(reviveNumbers(undefined, PRODUCT_PATHS)).toBeUndefined();
    const p = { priceData: { price: '12' }, weight: 'nan', variants: 'none', discount: null };
    expect(reviveNumbers(structuredClone(p), PRODUCT_PATHS)).toEqual(p);
  });
});
