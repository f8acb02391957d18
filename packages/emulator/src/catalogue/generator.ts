/**
 * A generator for large catalogues (`seed: { products: N }`): product `n` is a pure function of `n`,
 * so the store keeps only an index per product and builds a product when it is read. Startup is O(N)
 * with tiny constants and memory stays bounded whatever N is.
 *
 * Product `n` (1-based): slug `product-n`, name `<Adjective> <Noun> n`, price `5 + (n*37 mod 300) + 0.99`,
 * options by `n mod 3` (0: none, 1: Size S/M/L, 2: Size S/M x Color Black/White), collections
 * all-products plus one of apparel/accessories/home/digital by `n mod 4` (digital ones are digital
 * products) plus `sale` with a 10 % discount when `n mod 10 = 0`; out of stock when `n mod 25 = 0`.
 */
import type { Product } from '@storefront-kit/wire/catalogue';
import { ALL_PRODUCTS_COLLECTION_ID, mediaId, productId, variantId } from './ids';
import { imageItem } from './media';
import { copyPrice, normalizeProduct, priceData, rebuildVariants } from './normalize';
import { demoCollectionId, seedDate } from './seed';

const ADJECTIVES = ['Classic', 'Modern', 'Rustic', 'Vivid', 'Soft', 'Bold', 'Tiny', 'Grand'];
const NOUNS = ['Lamp', 'Chair', 'Shirt', 'Bag', 'Mug', 'Clock', 'Poster', 'Scarf', 'Bottle'];
const GROUPS = ['apparel', 'accessories', 'home', 'digital'] as const;
const BRANDS = ['Northwind', 'Acme', 'Lumen'];

/** The collection slugs generated product `n` belongs to (besides all-products). */
function generatedCollectionSlugs(n: number): string[] {
  const slugs: string[] = [GROUPS[n % 4]!];
  if (n % 10 === 0) slugs.push('sale');
  return slugs;
}

/** The collection ids generated product `n` belongs to: cheap, without building the product. */
export function generatedCollectionIds(n: number): string[] {
  return [ALL_PRODUCTS_COLLECTION_ID, ...generatedCollectionSlugs(n).map(demoCollectionId)];
}

/** Slug of generated product `n`. */
export function generatedSlug(n: number): string {
  return `product-${n}`;
}

/** Base price of generated product `n`. */
function generatedPrice(n: number): number {
  return 5 + ((n * 37) % 300) + 0.99;
}

/** Builds generated product `n` (1-based). */
export function generateProduct(n: number, baseUrl: string): Product {
  const name = `${ADJECTIVES[n % ADJECTIVES.length]} ${NOUNS[n % NOUNS.length]} ${n}`;
  const digital = GROUPS[n % 4] === 'digital';
  const kind = n % 3;
  const options =
    kind === 0
      ? []
      : kind === 1
        ? [{ optionType: 'drop_down' as const, name: 'Size', choices: ['S', 'M', 'L'].map((v) => ({ value: v, description: v })) }]
        : [
            { optionType: 'drop_down' as const, name: 'Size', choices: ['S', 'M'].map((v) => ({ value: v, description: v })) },
            {
              optionType: 'color' as const,
              name: 'Color',
              choices: [
                { value: '#000000', description: 'Black' },
                { value: '#FFFFFF', description: 'White' },
              ],
            },
          ];
  const product: Product = {
    id: productId(n),
    name,
    slug: generatedSlug(n),
    visible: true,
    productType: digital ? 'digital' : 'physical',
    description: `<p>Generated product number ${n}.</p>`,
    sku: `GEN-${n}`,
    ...(digital ? {} : { weight: (n % 20) / 10 + 0.1 }),
    stock: { trackInventory: true },
    priceData: { currency: 'USD', price: generatedPrice(n) },
    costAndProfitData: { itemCost: Math.round(generatedPrice(n) * 40) / 100 },
    additionalInfoSections: [],
    media: { items: [imageItem(baseUrl, mediaId(n, 0), name)] },
    customTextFields: [],
    manageVariants: false,
    productOptions: options,
    numericId: String(1000 + n),
    inventoryItemId: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    discount: n % 10 === 0 ? { type: 'PERCENT', value: 10 } : { type: 'NONE', value: 0 },
    collectionIds: generatedCollectionIds(n),
    lastUpdated: seedDate(n % 700),
    createdDate: seedDate(n % 700),
    seoData: { tags: [] },
    brand: BRANDS[n % BRANDS.length]!,
    ...(n % 10 === 0 ? { ribbon: 'Sale' } : n % 7 === 0 ? { ribbon: 'New' } : {}),
  };
  rebuildVariants(product, (k) => variantId(n, k));
  const quantity = n % 25 === 0 ? 0 : 1 + (n % 9);
  for (const v of product.variants!) v.stock = { quantity };
  return normalizeProduct(product, baseUrl);
}

/**
 * The queryable top-level fields of generated product `n`, computed without building the product
 * (identical to the built product's fields; a unit test checks this). Queries filter and sort on these,
 * and only build the products of the answered page.
 */
export function generatedSummary(n: number): Partial<Product> {
  const digital = GROUPS[n % 4] === 'digital';
  const variantCount = n % 3 === 0 ? 1 : n % 3 === 1 ? 3 : 4;
  const perVariant = n % 25 === 0 ? 0 : 1 + (n % 9);
  const discount = n % 10 === 0 ? { type: 'PERCENT' as const, value: 10 } : { type: 'NONE' as const, value: 0 };
  const price = priceData(generatedPrice(n), discount, 'USD');
  return {
    id: productId(n),
    name: `${ADJECTIVES[n % ADJECTIVES.length]} ${NOUNS[n % NOUNS.length]} ${n}`,
    slug: generatedSlug(n),
    visible: true,
    productType: digital ? 'digital' : 'physical',
    sku: `GEN-${n}`,
    ...(digital ? {} : { weight: (n % 20) / 10 + 0.1 }),
    stock: {
      trackInventory: true,
      quantity: perVariant * variantCount,
      inStock: perVariant > 0,
      inventoryStatus: perVariant > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
    },
    price,
    priceData: copyPrice(price),
    convertedPriceData: copyPrice(price),
    numericId: String(1000 + n),
    discount,
    collectionIds: generatedCollectionIds(n),
    lastUpdated: seedDate(n % 700),
    createdDate: seedDate(n % 700),
    brand: BRANDS[n % BRANDS.length]!,
    ...(n % 10 === 0 ? { ribbon: 'Sale' } : n % 7 === 0 ? { ribbon: 'New' } : {}),
    manageVariants: false,
  };
}
