/**
 * Cart V2 inputs as the V1 cart's (one cart, two wire views: the store applies every change the V1
 * way). Catalogue items keep their reference, quantity and overrides; custom items are regrouped;
 * the editable cart fields land where the V1 view shows them (see `./view` for the table).
 */
import type { CartInfoInput, CustomLineItemInput, LineItemInput } from '@storefront-kit/wire/cart';
import type { CartInput, CatalogItemInput, CustomItemInput } from '@storefront-kit/wire/cart-v2';
import type { CartV2Extras } from './extras';

/** A catalogue item as a V1 line input. */
export const catalogLineOf = (item: CatalogItemInput): LineItemInput => ({
  quantity: item.quantity,
  catalogReference: item.catalogReference,
  ...(item.catalogOverrideFields !== undefined ? { catalogOverrideFields: item.catalogOverrideFields } : {}),
});

/** A custom item as a V1 custom line input. */
export function customLineOf(item: CustomItemInput): CustomLineItemInput {
  const { attributes, pricing, source } = item;
  const line: CustomLineItemInput = {
    quantity: item.quantityInfo.requestedQuantity,
    price: pricing.price.amount ?? '0',
    productName: item.name,
    itemType: attributes.itemType,
  };
  const optional: Partial<CustomLineItemInput> = {
    media: attributes.image,
    fullPrice: pricing.fullPrice?.amount,
    priceDescription: pricing.priceDescription,
    descriptionLines: attributes.descriptionLines,
    url: attributes.url,
    catalogReference: source?.catalogReference,
    physicalProperties: attributes.physicalProperties,
    serviceProperties: attributes.serviceProperties,
    paymentOption: item.paymentConfig?.paymentOption,
    rootCatalogItemId: source?.rootCatalogItemId,
    depositAmount: item.paymentConfig?.depositAmount?.amount,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) (line as unknown as Record<string, unknown>)[key] = value;
  return line;
}

/** The editable fields of a V2 cart input as the V1 `cartInfo`, and the V2-only ones beside it. */
export function cartInfoOf(cart: CartInput, stored: CartInfoInput): { cartInfo: CartInfoInput; extras: CartV2Extras } {
  const cartInfo: CartInfoInput = {};
  const { email, languageCode, currencyCode, ...contactDetails } = cart.customerInfo ?? {};
  if (cart.note !== undefined) cartInfo.buyerNote = cart.note;
  if (email !== undefined) cartInfo.buyerInfo = { email };
  if (languageCode !== undefined) cartInfo.buyerLanguage = languageCode;
  if (currencyCode !== undefined) cartInfo.conversionCurrency = currencyCode;
  if (cart.deliveryInfo?.address !== undefined || Object.keys(contactDetails).length > 0) {
    const storedContact = stored.contactInfo ?? {};
    cartInfo.contactInfo = {
      ...storedContact,
      ...(cart.deliveryInfo?.address !== undefined ? { address: cart.deliveryInfo.address } : {}),
      ...(Object.keys(contactDetails).length > 0 ? { contactDetails: { ...storedContact.contactDetails, ...contactDetails } } : {}),
    };
  }
  if (cart.customCheckoutUrl !== undefined) cartInfo.overrideCheckoutUrl = cart.customCheckoutUrl;
  if (cart.businessInfo?.locationId !== undefined) cartInfo.businessLocationId = cart.businessInfo.locationId;
  if (cart.extendedFields !== undefined) cartInfo.extendedFields = cart.extendedFields;
  const extras: CartV2Extras = {};
  if (cart.paymentInfo?.billingAddress !== undefined) extras.billingAddress = cart.paymentInfo.billingAddress;
  if (cart.paymentInfo?.billingContact !== undefined) extras.billingContact = cart.paymentInfo.billingContact;
  return { cartInfo, extras };
}
