/**
 * Turns stored cart lines into wire `LineItem`s with prices and availability, reading the catalogue
 * through {@link CatalogueService}. Catalogue lines are priced from the catalogue (or the line's
 * `catalogOverrideFields`); custom lines from their input.
 */
import { type DescriptionLine, type Image, type ItemAvailabilityStatus, type LineItem, STORES_APP_ID } from '@storefront-kit/wire/cart';
import type { CatalogueService, ResolvedCatalogItem } from '../core/services';
import { price, toCents } from './money';
import type { CatalogLineRecord, CustomLineRecord, LineRecord } from './records';

/** A line with its wire view and the numbers totals are computed from. */
export interface PricedLine {
  record: LineRecord;
  item: LineItem;
  /** Unit price charged, in cents. */
  unitCents: number;
  /** `unitCents * quantity`. */
  totalCents: number;
  status: ItemAvailabilityStatus;
  /** Counted in totals: available or partially available. */
  purchasable: boolean;
  /** Needs shipping. */
  shippable: boolean;
  /** Taxed (digital items and gift cards are not). */
  taxable: boolean;
  /** Weight of one unit, in KG. */
  weight: number;
}

/** The catalogue item a reference points at, or `undefined` (unknown app, product or variant). */
export function resolveReference(
  catalogue: CatalogueService | undefined,
  reference: { catalogItemId: string; appId: string; options?: Record<string, unknown> },
): ResolvedCatalogItem | undefined {
  if (reference.appId !== STORES_APP_ID || !catalogue) return undefined;
  const lookup: { catalogItemId: string; options?: Record<string, unknown> } = { catalogItemId: reference.catalogItemId };
  if (reference.options !== undefined) lookup.options = reference.options;
  return catalogue.resolveItem(lookup);
}

/** Description lines for a variant's choices: `Color` / `Colour` as colour lines, the rest as plain text. */
function descriptionLinesFor(choices: Record<string, string>): DescriptionLine[] {
  return Object.entries(choices).map(([name, value]) =>
    /^colou?r$/i.test(name)
      ? { name: { original: name, translated: name }, colorInfo: { original: value, translated: value }, lineType: 'COLOR' }
      : { name: { original: name, translated: name }, plainText: { original: value, translated: value }, lineType: 'PLAIN_TEXT' },
  );
}

/**
 * A wire image for a media URL, with its pixel size when known: the platform's line images carry the
 * product's media id and `width` and `height` as the catalogue's media do (the official SDK builds
 * `wix:image://v1/<id>#originWidth=<width>&originHeight=<height>` from them, and its media helpers the
 * static URL from the id). Without a media id, the id is the URL's last path segment.
 */
function imageFor(url: string, size?: { width: number; height: number }, mediaId?: string): Image {
  let id = mediaId ?? url;
  if (mediaId === undefined) {
    try {
      id = decodeURIComponent(new URL(url).pathname.split('/').filter(Boolean).pop() ?? url);
    } catch {
      // not an absolute URL: keep it whole as the id
    }
  }
  return size ? { id, url, height: size.height, width: size.width } : { id, url };
}

function availabilityOf(resolved: ResolvedCatalogItem | undefined, quantity: number): { status: ItemAvailabilityStatus; quantityAvailable?: number } {
  if (!resolved) return { status: 'NOT_FOUND' };
  if (!resolved.inStock) return { status: 'NOT_AVAILABLE', quantityAvailable: 0 };
  if (resolved.quantityAvailable === undefined) return { status: 'AVAILABLE' };
  if (resolved.quantityAvailable <= 0) return { status: 'NOT_AVAILABLE', quantityAvailable: 0 };
  return {
    status: resolved.quantityAvailable < quantity ? 'PARTIALLY_AVAILABLE' : 'AVAILABLE',
    quantityAvailable: resolved.quantityAvailable,
  };
}

/** Unit and full price of a catalogue line: its overrides, else the catalogue, else what it was when added. */
function catalogLinePrices(line: CatalogLineRecord, resolved: ResolvedCatalogItem | undefined): { unitCents: number; fullCents: number } {
  const overrides = line.catalogOverrideFields;
  const catalogUnit = resolved ? toCents(resolved.price) : line.snapshot.priceCents;
  const catalogFull = resolved ? toCents(resolved.fullPrice) : line.snapshot.fullPriceCents;
  const unitCents = overrides?.price !== undefined ? toCents(overrides.price) : catalogUnit;
  const fullCents = overrides?.fullPrice !== undefined ? toCents(overrides.fullPrice) : Math.max(catalogFull, unitCents);
  return { unitCents, fullCents };
}

/** Weight, shipping and SKU of a catalogue line: its overrides win over the catalogue. */
function catalogPhysicalProperties(
  line: CatalogLineRecord,
  resolved: ResolvedCatalogItem | undefined,
  weight: number,
  digital: boolean,
): NonNullable<LineItem['physicalProperties']> {
  const overrides = line.catalogOverrideFields?.physicalProperties;
  return {
    weight,
    shippable: overrides?.shippable ?? !digital,
    ...(resolved?.sku !== undefined ? { sku: resolved.sku } : {}),
    ...(overrides?.sku !== undefined ? { sku: overrides.sku } : {}),
  };
}

function priceCatalogLine(line: CatalogLineRecord, catalogue: CatalogueService | undefined, currency: string, baseUrl: string): PricedLine {
  const resolved = resolveReference(catalogue, line.catalogReference);
  const overrides = line.catalogOverrideFields;
  const { unitCents, fullCents } = catalogLinePrices(line, resolved);
  const availability = availabilityOf(resolved, line.quantity);
  const digital = resolved?.productType === 'digital';
  const name = resolved?.name ?? line.snapshot.name;
  const slug = resolved?.slug ?? line.snapshot.slug;
  const imageFrom = resolved?.imageUrl !== undefined ? resolved : line.snapshot;
  const { imageUrl, imageSize, imageId } = imageFrom;
  const weight = overrides?.physicalProperties?.weight ?? resolved?.weight ?? 0;

  const item: LineItem = {
    id: line.id,
    quantity: line.quantity,
    catalogReference: line.catalogReference,
    productName: overrides?.productName ?? { original: name, translated: name },
  };
  if (slug !== undefined) item.url = { relativePath: `/product-page/${slug}`, url: `${baseUrl}/product-page/${slug}` };
  item.price = price(unitCents, currency);
  item.fullPrice = price(fullCents, currency);
  item.priceBeforeDiscounts = price(unitCents, currency);
  item.lineItemPrice = price(unitCents * line.quantity, currency);
  item.descriptionLines = overrides?.descriptionLines ?? descriptionLinesFor(resolved?.choices ?? {});
  const image = overrides?.image ?? (imageUrl !== undefined ? imageFor(imageUrl, imageSize, imageId) : undefined);
  if (image) item.image = image;
  item.availability = availability;
  item.physicalProperties = catalogPhysicalProperties(line, resolved, weight, digital);
  item.itemType = { preset: digital ? 'DIGITAL' : 'PHYSICAL' };
  item.paymentOption = overrides?.paymentOption ?? line.paymentOption ?? 'FULL_PAYMENT_ONLINE';
  if (line.serviceProperties) item.serviceProperties = line.serviceProperties;
  if (overrides) item.catalogOverrideFields = overrides;
  if (line.subscriptionOptionInfo) item.subscriptionOptionInfo = line.subscriptionOptionInfo;
  item.rootCatalogItemId = line.catalogReference.catalogItemId;
  item.customLineItem = false;

  const purchasable = availability.status === 'AVAILABLE' || availability.status === 'PARTIALLY_AVAILABLE';
  return {
    record: line,
    item,
    unitCents,
    totalCents: unitCents * line.quantity,
    status: availability.status,
    purchasable,
    shippable: item.physicalProperties.shippable ?? !digital,
    taxable: !digital,
    weight,
  };
}

function priceCustomLine(line: CustomLineRecord, currency: string): PricedLine {
  const input = line.input;
  const unitCents = toCents(input.price);
  const fullCents = input.fullPrice !== undefined ? toCents(input.fullPrice) : unitCents;
  const preset = input.itemType.preset;
  const shippable = input.physicalProperties?.shippable ?? preset === 'PHYSICAL';
  const item: LineItem = {
    id: line.id,
    quantity: line.quantity,
    productName: { original: input.productName.original, translated: input.productName.translated ?? input.productName.original },
    price: price(unitCents, currency),
    fullPrice: price(fullCents, currency),
    priceBeforeDiscounts: price(unitCents, currency),
    lineItemPrice: price(unitCents * line.quantity, currency),
    descriptionLines: input.descriptionLines ?? [],
    availability: { status: 'AVAILABLE' },
    physicalProperties: { ...input.physicalProperties, shippable },
    itemType: input.itemType,
    paymentOption: input.paymentOption ?? 'FULL_PAYMENT_ONLINE',
    customLineItem: true,
  };
  if (input.catalogReference) item.catalogReference = input.catalogReference;
  if (input.url) item.url = input.url;
  if (input.media) item.image = input.media;
  if (input.serviceProperties) item.serviceProperties = input.serviceProperties;
  if (input.subscriptionOptionInfo) item.subscriptionOptionInfo = input.subscriptionOptionInfo;
  if (input.priceDescription) item.priceDescription = input.priceDescription;
  if (input.rootCatalogItemId !== undefined) item.rootCatalogItemId = input.rootCatalogItemId;
  if (input.depositAmount !== undefined) item.depositAmount = price(toCents(input.depositAmount), currency);
  return {
    record: line,
    item,
    unitCents,
    totalCents: unitCents * line.quantity,
    status: 'AVAILABLE',
    purchasable: true,
    shippable,
    taxable: preset !== 'DIGITAL' && preset !== 'GIFT_CARD',
    weight: input.physicalProperties?.weight ?? 0,
  };
}

/** Prices every line of a cart, in cart order. */
export function priceLines(lines: readonly LineRecord[], catalogue: CatalogueService | undefined, currency: string, baseUrl: string): PricedLine[] {
  return lines.map((line) => (line.kind === 'catalog' ? priceCatalogLine(line, catalogue, currency, baseUrl) : priceCustomLine(line, currency)));
}
