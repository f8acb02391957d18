/**
 * The deterministic demo catalogue: 6 collections and 30 products (apparel, accessories, home,
 * digital goods) with Size/Color (and other) options, variants with their own prices and stock, media
 * served by the emulator, ribbons, brands, AMOUNT and PERCENT discounts, one out-of-stock product
 * (`rain-coat`) and one partially-out-of-stock product (`hoodie`). Tests may rely on every id, slug,
 * price and stock figure here.
 */
import type { Collection, Discount, MeasurementUnit, OptionType, Product, ProductType } from '@storefront-kit/wire/catalogue';
import { ALL_PRODUCTS_COLLECTION_ID, collectionId, mediaId, productId, variantId } from './ids';
import { imageItem, NAMED_COLOURS, videoItem } from './media';
import { normalizeProduct, rebuildVariants } from './normalize';

/** A demo collection: slug, name, description (its id is {@link demoCollectionId}`(slug)`). */
export interface DemoCollectionSpec {
  slug: string;
  name: string;
  description: string;
}

/** The demo collections, in order (index + 1 is the id number, except all-products). */
export const DEMO_COLLECTIONS: readonly DemoCollectionSpec[] = [
  { slug: 'all-products', name: 'All Products', description: 'Every product of the store.' },
  { slug: 'apparel', name: 'Apparel', description: 'Tees, hoodies, jackets and more.' },
  { slug: 'accessories', name: 'Accessories', description: 'Bags, jewellery and small things.' },
  { slug: 'home', name: 'Home', description: 'Mugs, candles, lamps and kitchen goods.' },
  { slug: 'sale', name: 'Sale', description: 'Discounted products.' },
  { slug: 'digital', name: 'Digital', description: 'Downloads delivered by e-mail.' },
];

/**
 * Id of a demo collection by slug (`all-products`, `apparel`, `accessories`, `home`, `sale`, `digital`);
 * throws for an unknown slug. `all-products` is the platform's fixed "All Products" id.
 *
 * @example
 * ```ts
 * import type { Client } from '@storefront-kit/http-core';
 * import { getCollectionBySlug } from '@storefront-kit/stores-catalogue';
 * const { collection } = await getCollectionBySlug(client, 'sale'); // collection.id === demoCollectionId('sale')
 * declare const client: Client;
 * ```
 */
export function demoCollectionId(slug: string): string {
  if (slug === 'all-products') return ALL_PRODUCTS_COLLECTION_ID;
  const index = DEMO_COLLECTIONS.findIndex((c) => c.slug === slug);
  if (index < 0) throw new Error(`no demo collection ${slug}`);
  return collectionId(index);
}

type OptionSpec = { name: string; type: OptionType; choices: [value: string, description?: string][] };

interface ProductSpec {
  slug: string;
  name: string;
  collections: string[];
  price: number;
  cost?: number;
  weight?: number;
  type?: ProductType;
  options?: OptionSpec[];
  /** Variant price by choices (undefined: the product price). */
  variantPrice?: (choices: Record<string, string>) => number | undefined;
  /** Units per variant (tracked inventory); omit for untracked, always-in-stock products. */
  quantity?: (choices: Record<string, string>) => number;
  discount?: Discount;
  ribbon?: string;
  brand?: string;
  video?: boolean;
  pricePerUnit?: { total: number; unit: MeasurementUnit; base: number };
  description: string;
}

const size = (...sizes: string[]): OptionSpec => ({ name: 'Size', type: 'drop_down', choices: sizes.map((s) => [s]) });
/** A Color option: choice value = the colour's hex (the one its images show), description = its name. */
const color = (...names: string[]): OptionSpec => ({ name: 'Color', type: 'color', choices: names.map((n) => [NAMED_COLOURS[n.toLowerCase()] ?? n, n]) });
const ten = () => 10;

/** The 30 demo products (index + 1 is the id number). */
const PRODUCT_SPECS: readonly ProductSpec[] = [
  {
    slug: 'classic-tee',
    name: 'Classic Tee',
    collections: ['apparel'],
    price: 25,
    cost: 8,
    weight: 0.2,
    options: [size('S', 'M', 'L', 'XL'), color('Black', 'White', 'Red')],
    variantPrice: (c) => (c.Size === 'XL' ? 27 : undefined),
    quantity: ten,
    ribbon: 'New',
    brand: 'Northwind',
    video: true,
    description: 'A soft cotton tee.',
  },
  {
    slug: 'hoodie',
    name: 'Hoodie',
    collections: ['apparel'],
    price: 55,
    cost: 20,
    weight: 0.6,
    options: [size('S', 'M', 'L', 'XL'), color('Black', 'Blue')],
    quantity: (c) => (c.Size === 'XL' || (c.Size === 'S' && c.Color === 'Blue') ? 0 : 5),
    brand: 'Northwind',
    description: 'Warm fleece hoodie. XL is sold out.',
  },
  {
    slug: 'denim-jacket',
    name: 'Denim Jacket',
    collections: ['apparel', 'sale'],
    price: 120,
    cost: 45,
    weight: 1.1,
    options: [size('S', 'M', 'L')],
    quantity: () => 3,
    discount: { type: 'AMOUNT', value: 20 },
    ribbon: 'Sale',
    brand: 'Acme',
    description: 'A classic denim jacket.',
  },
  {
    slug: 'summer-dress',
    name: 'Summer Dress',
    collections: ['apparel', 'sale'],
    price: 80,
    cost: 25,
    weight: 0.4,
    options: [size('XS', 'S', 'M', 'L'), color('Red', 'Blue', 'Green')],
    quantity: () => 4,
    discount: { type: 'PERCENT', value: 25 },
    ribbon: 'Sale',
    brand: 'Acme',
    description: 'Light and airy.',
  },
  {
    slug: 'wool-socks',
    name: 'Wool Socks',
    collections: ['apparel'],
    price: 12,
    cost: 3,
    weight: 0.1,
    options: [size('S', 'M', 'L')],
    brand: 'Northwind',
    description: 'Merino wool socks.',
  },
  {
    slug: 'rain-coat',
    name: 'Rain Coat',
    collections: ['apparel'],
    price: 95,
    cost: 35,
    weight: 0.9,
    options: [size('S', 'M', 'L')],
    quantity: () => 0,
    brand: 'Acme',
    description: 'Waterproof. Sold out.',
  },
  {
    slug: 'running-shorts',
    name: 'Running Shorts',
    collections: ['apparel'],
    price: 35,
    cost: 10,
    weight: 0.2,
    options: [size('S', 'M', 'L')],
    quantity: ten,
    description: 'Lightweight shorts.',
  },
  {
    slug: 'linen-shirt',
    name: 'Linen Shirt',
    collections: ['apparel'],
    price: 60,
    cost: 22,
    weight: 0.3,
    options: [size('S', 'M', 'L'), color('White', 'Blue')],
    variantPrice: (c) => (c.Color === 'Blue' ? 65 : undefined),
    quantity: () => 6,
    description: 'Breathable linen.',
  },
  {
    slug: 'knit-beanie',
    name: 'Knit Beanie',
    collections: ['apparel', 'accessories'],
    price: 18,
    cost: 5,
    weight: 0.1,
    options: [color('Black', 'Red', 'Green')],
    quantity: ten,
    ribbon: 'New',
    description: 'Chunky knit.',
  },
  {
    slug: 'yoga-pants',
    name: 'Yoga Pants',
    collections: ['apparel'],
    price: 48,
    cost: 15,
    weight: 0.3,
    options: [size('S', 'M', 'L')],
    quantity: ten,
    brand: 'Lumen',
    description: 'Stretchy and soft.',
  },
  {
    slug: 'leather-wallet',
    name: 'Leather Wallet',
    collections: ['accessories'],
    price: 45,
    cost: 15,
    weight: 0.15,
    options: [color('Black', 'Brown')],
    quantity: () => 7,
    brand: 'Acme',
    description: 'Full-grain leather.',
  },
  { slug: 'canvas-tote', name: 'Canvas Tote', collections: ['accessories'], price: 22, cost: 6, weight: 0.3, description: 'A sturdy everyday bag.' },
  {
    slug: 'sunglasses',
    name: 'Sunglasses',
    collections: ['accessories', 'sale'],
    price: 70,
    cost: 20,
    weight: 0.05,
    options: [color('Black', 'Tortoise')],
    quantity: ten,
    discount: { type: 'PERCENT', value: 10 },
    ribbon: 'Sale',
    brand: 'Lumen',
    description: 'Polarised lenses.',
  },
  {
    slug: 'silver-ring',
    name: 'Silver Ring',
    collections: ['accessories'],
    price: 90,
    cost: 30,
    weight: 0.01,
    options: [size('6', '7', '8')],
    quantity: () => 2,
    brand: 'Lumen',
    description: 'Sterling silver.',
  },
  {
    slug: 'field-watch',
    name: 'Field Watch',
    collections: ['accessories'],
    price: 150,
    cost: 60,
    weight: 0.1,
    quantity: () => 5,
    brand: 'Acme',
    video: true,
    description: 'Hand-wound movement.',
  },
  {
    slug: 'day-backpack',
    name: 'Day Backpack',
    collections: ['accessories'],
    price: 85,
    cost: 30,
    weight: 0.8,
    options: [color('Black', 'Green')],
    quantity: ten,
    description: '20 litres.',
  },
  {
    slug: 'silk-scarf',
    name: 'Silk Scarf',
    collections: ['accessories'],
    price: 40,
    cost: 12,
    weight: 0.05,
    options: [color('Red', 'Blue')],
    quantity: ten,
    description: 'Printed silk.',
  },
  {
    slug: 'baseball-cap',
    name: 'Baseball Cap',
    collections: ['accessories', 'apparel'],
    price: 20,
    cost: 5,
    weight: 0.1,
    options: [color('Black', 'White', 'Blue')],
    quantity: ten,
    brand: 'Northwind',
    description: 'Adjustable strap.',
  },
  {
    slug: 'ceramic-mug',
    name: 'Ceramic Mug',
    collections: ['home'],
    price: 14,
    cost: 4,
    weight: 0.4,
    options: [color('White', 'Black')],
    quantity: () => 20,
    brand: 'Lumen',
    description: 'Holds 350 ml.',
  },
  {
    slug: 'scented-candle',
    name: 'Scented Candle',
    collections: ['home'],
    price: 24,
    cost: 7,
    weight: 0.5,
    options: [{ name: 'Scent', type: 'drop_down', choices: [['Lavender'], ['Cedar'], ['Citrus']] }],
    quantity: ten,
    description: '40 hours of burn time.',
  },
  {
    slug: 'throw-blanket',
    name: 'Throw Blanket',
    collections: ['home', 'sale'],
    price: 65,
    cost: 25,
    weight: 1.2,
    options: [color('Red', 'Green')],
    quantity: () => 4,
    discount: { type: 'AMOUNT', value: 15 },
    ribbon: 'Sale',
    description: 'Cosy wool blend.',
  },
  {
    slug: 'desk-lamp',
    name: 'Desk Lamp',
    collections: ['home'],
    price: 75,
    cost: 28,
    weight: 1.5,
    quantity: () => 8,
    ribbon: 'New',
    brand: 'Lumen',
    description: 'Dimmable LED.',
  },
  {
    slug: 'plant-pot',
    name: 'Plant Pot',
    collections: ['home'],
    price: 18,
    cost: 5,
    weight: 0.7,
    options: [size('S', 'M', 'L')],
    variantPrice: (c) => ({ S: undefined, M: 22, L: 28 })[c.Size ?? 'S'],
    quantity: ten,
    description: 'Glazed terracotta.',
  },
  { slug: 'cutting-board', name: 'Cutting Board', collections: ['home'], price: 30, cost: 9, weight: 1, description: 'Oiled walnut.' },
  {
    slug: 'coffee-beans',
    name: 'Coffee Beans',
    collections: ['home'],
    price: 12,
    cost: 4,
    weight: 0.25,
    options: [{ name: 'Weight', type: 'drop_down', choices: [['250g'], ['500g'], ['1kg']] }],
    variantPrice: (c) => ({ '250g': undefined, '500g': 22, '1kg': 40 })[c.Weight ?? '250g'],
    quantity: () => 30,
    pricePerUnit: { total: 250, unit: 'G', base: 100 },
    description: 'Single-origin, medium roast.',
  },
  {
    slug: 'tea-set',
    name: 'Tea Set',
    collections: ['home'],
    price: 110,
    cost: 40,
    weight: 2,
    quantity: () => 2,
    brand: 'Lumen',
    description: 'Teapot and four cups.',
  },
  { slug: 'recipe-ebook', name: 'Recipe E-book', collections: ['digital'], type: 'digital', price: 9.99, cost: 0, description: '60 recipes as a PDF.' },
  {
    slug: 'photo-presets',
    name: 'Photo Presets',
    collections: ['digital'],
    type: 'digital',
    price: 15,
    cost: 0,
    ribbon: 'New',
    description: '20 presets for photo editors.',
  },
  { slug: 'sticker-pack', name: 'Sticker Pack', collections: ['accessories'], price: 6, cost: 1, weight: 0.02, description: 'Ten vinyl stickers.' },
  {
    slug: 'poster-print',
    name: 'Poster Print',
    collections: ['home'],
    price: 25,
    cost: 6,
    weight: 0.3,
    options: [size('A3', 'A2'), { name: 'Frame', type: 'drop_down', choices: [['None'], ['Black']] }],
    variantPrice: (c) => (c.Size === 'A2' ? 35 : undefined),
    quantity: ten,
    description: 'Giclée print.',
  },
];

/** Slugs of the 30 demo products, in catalogue order (`classic-tee`, `hoodie`, ... `poster-print`). */
export const DEMO_PRODUCT_SLUGS: readonly string[] = PRODUCT_SPECS.map((s) => s.slug);

/**
 * Id of a demo product by slug (see {@link DEMO_PRODUCT_SLUGS}); throws for an unknown slug. Ids are
 * fixed, so tests can name products without querying first.
 *
 * @example
 * ```ts
 * import type { Client } from '@storefront-kit/http-core';
 * import { addToCurrentCart, STORES_APP_ID } from '@storefront-kit/ecom-cart';
 * // canvas-tote has no options, so no variant id is needed
 * const catalogReference = { catalogItemId: demoProductId('canvas-tote'), appId: STORES_APP_ID };
 * await addToCurrentCart(client, { lineItems: [{ quantity: 1, catalogReference }] });
 * declare const client: Client;
 * ```
 */
export function demoProductId(slug: string): string {
  const index = DEMO_PRODUCT_SLUGS.indexOf(slug);
  if (index < 0) throw new Error(`no demo product ${slug}`);
  return productId(index + 1);
}

/** Facts about the demo catalogue (`seed: 'demo'`, the default) that tests and examples can rely on. */
export const DEMO_FACTS = {
  /** Number of demo products. */
  productCount: 30,
  /** The product whose every variant is out of stock (`OUT_OF_STOCK`). */
  outOfStockSlug: 'rain-coat',
  /** The product with some variants out of stock (`PARTIALLY_OUT_OF_STOCK`: XL, and S in Blue). */
  partiallyOutOfStockSlug: 'hoodie',
  /** Digital products (no shipping, untracked stock). */
  digitalSlugs: ['recipe-ebook', 'photo-presets'],
  /** Products with an `AMOUNT` discount (denim jacket 20 off, throw blanket 15 off). */
  amountDiscountSlugs: ['denim-jacket', 'throw-blanket'],
  /** Products with a `PERCENT` discount (summer dress 25 %, sunglasses 10 %). */
  percentDiscountSlugs: ['summer-dress', 'sunglasses'],
  /** A product without options (one default variant) and untracked stock: the simplest thing to add to a cart. */
  simpleProductSlug: 'canvas-tote',
  /** A product with Size and Color options, per-variant prices (XL costs 27), per-colour images and a video. */
  variantProductSlug: 'classic-tee',
  /** The store currency. */
  currency: 'USD',
} as const;

const DAY = 86_400_000;
const EPOCH = Date.UTC(2024, 0, 1);

/** ISO date of day `n` of the seed's calendar. */
export function seedDate(n: number): string {
  return new Date(EPOCH + n * DAY).toISOString();
}

function buildProduct(spec: ProductSpec, n: number, baseUrl: string): Product {
  const items = [imageItem(baseUrl, mediaId(n, 0), spec.name), imageItem(baseUrl, mediaId(n, 1), `${spec.name} detail`, 200)];
  if (spec.video) items.push(videoItem(baseUrl, mediaId(n, 2), `${spec.name} video`));
  const tracked = spec.quantity !== undefined;
  const product: Product = {
    id: productId(n),
    name: spec.name,
    slug: spec.slug,
    visible: true,
    productType: spec.type ?? 'physical',
    description: `<p>${spec.description}</p>`,
    sku: `SKU-${String(n).padStart(3, '0')}`,
    ...(spec.weight !== undefined ? { weight: spec.weight } : {}),
    stock: { trackInventory: tracked },
    priceData: { currency: 'USD', price: spec.price },
    ...(spec.cost !== undefined ? { costAndProfitData: { itemCost: spec.cost } } : {}),
    ...(spec.pricePerUnit
      ? {
          pricePerUnitData: {
            totalQuantity: spec.pricePerUnit.total,
            totalMeasurementUnit: spec.pricePerUnit.unit,
            baseQuantity: spec.pricePerUnit.base,
            baseMeasurementUnit: spec.pricePerUnit.unit,
          },
        }
      : {}),
    additionalInfoSections: [
      { title: 'Care', description: '<p>Handle with care.</p>' },
      { title: 'Shipping', description: '<p>Ships in 2 business days.</p>' },
    ],
    media: { items },
    customTextFields: spec.slug === 'poster-print' ? [{ title: 'Dedication', maxLength: 100, mandatory: false }] : [],
    manageVariants: (spec.variantPrice !== undefined || spec.quantity !== undefined) && (spec.options?.length ?? 0) > 0,
    productOptions: (spec.options ?? []).map((o) => ({
      optionType: o.type,
      name: o.name,
      choices: o.choices.map(([value, description]) => ({ value, description: description ?? value, inStock: true, visible: true, media: { items: [] } })),
    })),
    numericId: String(1000 + n),
    inventoryItemId: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    discount: spec.discount ?? { type: 'NONE', value: 0 },
    collectionIds: [ALL_PRODUCTS_COLLECTION_ID, ...spec.collections.map(demoCollectionId)],
    lastUpdated: seedDate(n),
    createdDate: seedDate(n),
    seoData: { tags: [{ type: 'title', children: `${spec.name} | Demo Store`, custom: false, disabled: false }] },
    ...(spec.ribbon ? { ribbon: spec.ribbon } : {}),
    ...(spec.brand ? { brand: spec.brand } : {}),
  };
  rebuildVariants(product, (k) => variantId(n, k));
  product.variants!.forEach((v, k) => {
    const choices = v.choices ?? {};
    const price = spec.variantPrice?.(choices);
    if (price !== undefined) v.variant = { ...v.variant, priceData: { price } };
    if (Object.keys(choices).length > 0) v.variant = { ...v.variant, sku: `SKU-${String(n).padStart(3, '0')}-${k + 1}` };
    v.stock = tracked ? { quantity: spec.quantity!(choices) } : {};
  });
  // Colour choices of the tee have their own images.
  if (spec.slug === 'classic-tee') {
    const colorOption = product.productOptions!.find((o) => o.name === 'Color')!;
    colorOption.choices!.forEach((choice, k) => {
      const item = imageItem(baseUrl, `${mediaId(n, 10 + k)}`, `${spec.name} ${choice.description}`);
      product.media!.items!.push(item);
      choice.media = { mainMedia: item, items: [item] };
    });
  }
  return normalizeProduct(product, baseUrl);
}

/** The demo products, freshly built (deterministic for a given base URL). */
export function demoProducts(baseUrl: string): Product[] {
  return PRODUCT_SPECS.map((spec, i) => buildProduct(spec, i + 1, baseUrl));
}

/** The demo collections, freshly built (`numberOfProducts` is computed on read). */
export function demoCollections(baseUrl: string): Collection[] {
  return DEMO_COLLECTIONS.map((spec, i) => {
    const id = i === 0 ? ALL_PRODUCTS_COLLECTION_ID : collectionId(i);
    const item = imageItem(baseUrl, `col_${spec.slug}`, spec.name);
    return { id, name: spec.name, slug: spec.slug, description: spec.description, visible: true, media: { mainMedia: item, items: [item] } };
  });
}
