import { describe, expect, it } from 'vitest';
import { optionsAvailability } from './availability';
import { generateProduct, generatedCollectionIds } from './generator';
import { ALL_PRODUCTS_COLLECTION_ID } from './ids';
import { choiceCombinations } from './normalize';
import { resolveCatalogItem } from './resolve';
import { DEMO_COLLECTIONS, DEMO_FACTS, demoCollectionId, demoCollections, demoProductId, demoProducts } from './seed';
import { CatalogueStore } from './store';

const BASE = 'http://127.0.0.1:1';
const products = demoProducts(BASE);
const bySlug = (slug: string) => products.find((p) => p.slug === slug)!;

describe('demo seed', () => {
  it('is deterministic', () => {
    expect(demoProducts(BASE)).toEqual(products);
    expect(demoCollections(BASE)).toEqual(demoCollections(BASE));
  });

  it('has 30 products with unique ids, slugs and numeric ids, and at least 4 collections', () => {
    expect(products).toHaveLength(DEMO_FACTS.productCount);
    expect(new Set(products.map((p) => p.id)).size).toBe(30);
    expect(new Set(products.map((p) => p.slug)).size).toBe(30);
    expect(new Set(products.map((p) => p.numericId)).size).toBe(30);
    expect(DEMO_COLLECTIONS.length).toBeGreaterThanOrEqual(5);
    expect(demoProductId('classic-tee')).toBe(products[0]!.id);
    for (const p of products) {
      expect(p.collectionIds).toContain(ALL_PRODUCTS_COLLECTION_ID);
      expect(p.collectionIds!.length).toBeGreaterThanOrEqual(2);
      expect(p.media?.mainMedia?.image?.url).toMatch(/^http:\/\/127\.0\.0\.1:1\/__media\/.+\.svg\?/);
      expect(p.variants!.length).toBe(Math.max(1, choiceCombinations(p.productOptions ?? []).length));
    }
  });

  it('has exactly one out-of-stock and one partially-out-of-stock product', () => {
    const statuses = products.map((p) => [p.slug, p.stock?.inventoryStatus]);
    expect(statuses.filter(([, s]) => s === 'OUT_OF_STOCK')).toEqual([[DEMO_FACTS.outOfStockSlug, 'OUT_OF_STOCK']]);
    expect(statuses.filter(([, s]) => s === 'PARTIALLY_OUT_OF_STOCK')).toEqual([[DEMO_FACTS.partiallyOutOfStockSlug, 'PARTIALLY_OUT_OF_STOCK']]);
    const rain = bySlug('rain-coat');
    expect(rain.stock).toEqual({ trackInventory: true, quantity: 0, inStock: false, inventoryStatus: 'OUT_OF_STOCK' });
    expect(rain.productOptions![0]!.choices!.every((c) => c.inStock === false)).toBe(true);
  });

  it('has digital products, discounts of both kinds, ribbons, brands and variant prices', () => {
    expect(products.filter((p) => p.productType === 'digital').map((p) => p.slug)).toEqual([...DEMO_FACTS.digitalSlugs]);
    const jacket = bySlug('denim-jacket');
    expect(jacket.discount).toEqual({ type: 'AMOUNT', value: 20 });
    expect(jacket.priceData).toMatchObject({ price: 120, discountedPrice: 100, formatted: { price: '$120.00', discountedPrice: '$100.00' } });
    const dress = bySlug('summer-dress');
    expect(dress.discount).toEqual({ type: 'PERCENT', value: 25 });
    expect(dress.priceData?.discountedPrice).toBe(60);
    expect(dress.collectionIds).toContain(demoCollectionId('sale'));
    expect(new Set(products.map((p) => p.ribbon).filter(Boolean))).toEqual(new Set(['New', 'Sale']));
    expect(new Set(products.map((p) => p.brand).filter(Boolean)).size).toBeGreaterThanOrEqual(3);
    const tee = bySlug('classic-tee');
    expect(tee.priceRange).toEqual({ minValue: 25, maxValue: 27 });
    expect(tee.costAndProfitData).toMatchObject({ itemCost: 8, profit: 17, profitMargin: 0.68 });
    const beans = bySlug('coffee-beans');
    expect(beans.priceData?.pricePerUnit).toBe(4.8);
    expect(beans.priceData?.formatted?.pricePerUnit).toBe('$4.80');
  });
});

describe('option availability', () => {
  const hoodie = bySlug('hoodie');
  const soldOut = (c: Record<string, string>) => c.Size === 'XL' || (c.Size === 'S' && c.Color === 'Blue');

  it('resolves every full combination of the hoodie to its variant with the right stock', () => {
    const combos = choiceCombinations(hoodie.productOptions!);
    expect(combos).toHaveLength(8);
    for (const combo of combos) {
      const answer = optionsAvailability(hoodie, combo);
      const expected = hoodie.variants!.find((v) => v.choices!.Size === combo.Size && v.choices!.Color === combo.Color)!;
      expect(answer.selectedVariant?.id).toBe(expected.id);
      expect(answer.selectedVariant?.choices).toEqual(combo);
      expect(answer.selectedVariant?.inStock).toBe(!soldOut(combo));
      expect(answer.availableForPurchase).toBe(!soldOut(combo));
      expect(answer.selectedVariant?.price?.price).toBe(55);
      // With a full selection, each choice's availability is that of the variant with the other choice kept.
      for (const option of answer.productOptions!) {
        for (const choice of option.choices!) {
          const other = { ...combo, [option.name!]: choice.description! };
          expect(choice.inStock).toBe(!soldOut(other));
        }
      }
    }
  });

  it('answers per-choice availability for partial and empty selections', () => {
    const sizes = (sel: Record<string, string>) =>
      Object.fromEntries(optionsAvailability(hoodie, sel).productOptions![0]!.choices!.map((c) => [c.description, c.inStock]));
    const colors = (sel: Record<string, string>) =>
      Object.fromEntries(optionsAvailability(hoodie, sel).productOptions![1]!.choices!.map((c) => [c.description, c.inStock]));
    expect(sizes({})).toEqual({ S: true, M: true, L: true, XL: false });
    expect(colors({})).toEqual({ Black: true, Blue: true });
    expect(sizes({ Color: 'Blue' })).toEqual({ S: false, M: true, L: true, XL: false });
    expect(colors({ Size: 'XL' })).toEqual({ Black: false, Blue: false });
    expect(colors({ Size: 'S' })).toEqual({ Black: true, Blue: false });
    const partial = optionsAvailability(hoodie, { Size: 'M' });
    expect(partial.selectedVariant).toBeUndefined();
    expect(partial.availableForPurchase).toBe(false);
  });

  it('resolves every combination of the classic tee with variant prices and choice media', () => {
    const tee = bySlug('classic-tee');
    for (const combo of choiceCombinations(tee.productOptions!)) {
      const answer = optionsAvailability(tee, combo);
      expect(answer.availableForPurchase).toBe(true);
      expect(answer.selectedVariant?.price?.price).toBe(combo.Size === 'XL' ? 27 : 25);
      expect(answer.media?.mainMedia?.title).toBe(`Classic Tee ${combo.Color}`);
    }
    // Colours may be named by value (hex code) too.
    expect(optionsAvailability(tee, { Size: 'M', Color: '#D32F2F' }).selectedVariant?.choices).toEqual({ Size: 'M', Color: 'Red' });
  });

  it('resolves the default variant of a product without options, and no variant for unknown choices', () => {
    const tote = bySlug('canvas-tote');
    expect(optionsAvailability(tote, {}).selectedVariant?.id).toBe('00000000-0000-0000-0000-000000000000');
    expect(optionsAvailability(tote, {}).availableForPurchase).toBe(true);
    expect(optionsAvailability(hoodie, { Size: 'XXL', Color: 'Black' }).selectedVariant).toBeUndefined();
    expect(() => optionsAvailability(hoodie, { Material: 'Wool' })).toThrow();
  });
});

describe('generated catalogue and item resolution', () => {
  it('builds generated products deterministically and cheaply', () => {
    expect(generateProduct(42, BASE)).toEqual(generateProduct(42, BASE));
    expect(generateProduct(42, BASE).collectionIds).toEqual(generatedCollectionIds(42));
    expect(generateProduct(25, BASE).stock?.inventoryStatus).toBe('OUT_OF_STOCK');
    const store = new CatalogueStore(BASE, { products: 10_000 });
    expect(store.productCount).toBe(10_000);
    const counts = store.productCounts();
    expect(counts.get(ALL_PRODUCTS_COLLECTION_ID)).toBe(10_000);
    expect(counts.get(demoCollectionId('sale'))).toBe(1_000);
  });

  it('resolves cart references by variant id or by choices', () => {
    const store = new CatalogueStore(BASE, 'demo');
    const tee = store.product(demoProductId('classic-tee'))!;
    const xlRed = tee.variants!.find((v) => v.choices!.Size === 'XL' && v.choices!.Color === 'Red')!;
    const byChoices = resolveCatalogItem(store, { catalogItemId: tee.id!, options: { options: { Size: 'XL', Color: 'Red' } } });
    expect(byChoices).toMatchObject({
      productId: tee.id,
      variantId: xlRed.id,
      price: '27',
      fullPrice: '27',
      currency: 'USD',
      choices: { Size: 'XL', Color: 'Red' },
      inStock: true,
      quantityAvailable: 10,
    });
    expect(byChoices?.imageUrl).toContain('Classic+Tee+Red');
    expect(resolveCatalogItem(store, { catalogItemId: tee.id!, options: { variantId: xlRed.id } })).toEqual(byChoices);
    expect(resolveCatalogItem(store, { catalogItemId: tee.id! })).toBeUndefined();
    expect(resolveCatalogItem(store, { catalogItemId: 'nope' })).toBeUndefined();
    const dress = resolveCatalogItem(store, { catalogItemId: demoProductId('summer-dress'), options: { options: { Size: 'M', Color: 'Blue' } } });
    expect(dress).toMatchObject({ price: '60', fullPrice: '80' });
    const rain = resolveCatalogItem(store, { catalogItemId: demoProductId('rain-coat'), options: { options: { Size: 'M' } } });
    expect(rain).toMatchObject({ inStock: false, quantityAvailable: 0 });
    const ebook = resolveCatalogItem(store, { catalogItemId: demoProductId('recipe-ebook') });
    expect(ebook).toMatchObject({ price: '9.99', inStock: true });
    expect(ebook?.variantId).toBeUndefined();
    expect(ebook?.quantityAvailable).toBeUndefined();
  });
});

describe('generated summaries', () => {
  it('agree with the built products on every summarised field', async () => {
    const { generatedSummary } = await import('./generator');
    for (let n = 1; n <= 300; n++) {
      const summary = generatedSummary(n);
      const full = generateProduct(n, BASE) as Record<string, unknown>;
      for (const [key, value] of Object.entries(summary)) expect([n, key, value]).toEqual([n, key, full[key]]);
    }
  });

  it('let queries read unsummarised fields through the built product', () => {
    const store = new CatalogueStore(BASE, { products: 50 });
    const items = [...store.queryableProducts()];
    expect(items).toHaveLength(50);
    expect(items[2]!.variants).toEqual(generateProduct(3, BASE).variants);
    expect(items[2]!.priceData).toEqual(generateProduct(3, BASE).priceData);
  });
});
