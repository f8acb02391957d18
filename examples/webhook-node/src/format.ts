/**
 * One readable log line per event: what happened, to which entity, and the few fields worth seeing.
 */
import type { Cart } from '@storefront-kit/ecom-cart';
import type { ProductChangedPayload, ProductCreatedPayload } from '@storefront-kit/stores-catalogue';
import type { WebhookMetadata } from '@storefront-kit/webhooks';

const who = (metadata: WebhookMetadata): string => {
  const { identityType, anonymousVisitorId, memberId, wixUserId, appId } = metadata.identity;
  const id = anonymousVisitorId ?? memberId ?? wixUserId ?? appId;
  return id ? `${identityType} ${id}` : identityType;
};

const items = (cart: Cart | undefined): string => {
  const lines = cart?.lineItems ?? [];
  const quantity = lines.reduce((sum, line) => sum + (line.quantity ?? 0), 0);
  return `${lines.length} line item${lines.length === 1 ? '' : 's'}, quantity ${quantity}`;
};

/** `cart created  <id>  1 line item, quantity 2  by ANONYMOUS_VISITOR <visitor>` */
export function cartLine(action: 'created' | 'updated' | 'deleted', cart: Cart | undefined, metadata: WebhookMetadata): string {
  const id = cart?.id ?? metadata.entityId ?? '?';
  const detail = action === 'deleted' ? '' : `  ${items(cart)}`;
  return `cart ${action}  ${id}${detail}  by ${who(metadata)}`;
}

/** `product created  <id>  "Name"  10 USD` */
export function productCreatedLine(data: ProductCreatedPayload): string {
  const price = data.price?.price !== undefined ? `  ${data.price.price} ${data.price.currency ?? ''}`.trimEnd() : '';
  return `product created  ${data.productId}  ${JSON.stringify(data.name)}${price}`;
}

/** `product changed  <id>  fields: name, priceData` */
export function productChangedLine(data: ProductChangedPayload): string {
  return `product changed  ${data.productId}  fields: ${data.changedFields.join(', ') || '(none)'}`;
}

/** `product deleted  <id>` */
export function productDeletedLine(productId: string): string {
  return `product deleted  ${productId}`;
}
