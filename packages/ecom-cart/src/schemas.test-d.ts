import { expectTypeOf, test } from 'vitest';
import type { z } from 'zod';
import type {
  addToCartRequestSchema,
  addressSchema,
  cartSchema,
  createCheckoutRequestSchema,
  customLineItemInputSchema,
  estimateTotalsRequestSchema,
  lineItemSchema,
  removeLineItemsRequestSchema,
  updateCartRequestSchema,
  updateLineItemsQuantityRequestSchema,
} from './schemas';
import type {
  AddToCartRequest,
  Address,
  Cart,
  ChannelType,
  CreateCheckoutRequest,
  CustomLineItemInput,
  EstimateTotalsRequest,
  ItemAvailabilityStatus,
  LineItem,
  RemoveLineItemsRequest,
  RuleType,
  UpdateCartRequest,
  UpdateLineItemsQuantityRequest,
} from '@storefront-kit/wire/cart';
import type { CHANNEL_TYPES, ITEM_AVAILABILITY_STATUSES, RULE_TYPES } from '@storefront-kit/wire/cart';

test('schemas parse to exactly the hand-written wire types', () => {
  expectTypeOf<z.output<typeof cartSchema>>().toEqualTypeOf<Cart>();
  expectTypeOf<z.output<typeof lineItemSchema>>().toEqualTypeOf<LineItem>();
  expectTypeOf<z.output<typeof addressSchema>>().toEqualTypeOf<Address>();
  expectTypeOf<z.output<typeof customLineItemInputSchema>>().toEqualTypeOf<CustomLineItemInput>();
  expectTypeOf<z.output<typeof addToCartRequestSchema>>().toEqualTypeOf<AddToCartRequest>();
  expectTypeOf<z.output<typeof updateCartRequestSchema>>().toEqualTypeOf<UpdateCartRequest>();
  expectTypeOf<z.output<typeof removeLineItemsRequestSchema>>().toEqualTypeOf<RemoveLineItemsRequest>();
  expectTypeOf<z.output<typeof updateLineItemsQuantityRequestSchema>>().toEqualTypeOf<UpdateLineItemsQuantityRequest>();
  expectTypeOf<z.output<typeof estimateTotalsRequestSchema>>().toEqualTypeOf<EstimateTotalsRequest>();
  expectTypeOf<z.output<typeof createCheckoutRequestSchema>>().toEqualTypeOf<CreateCheckoutRequest>();
});

test('value lists cover their unions', () => {
  expectTypeOf<(typeof CHANNEL_TYPES)[number]>().toEqualTypeOf<ChannelType>();
  expectTypeOf<(typeof ITEM_AVAILABILITY_STATUSES)[number]>().toEqualTypeOf<ItemAvailabilityStatus>();
  expectTypeOf<(typeof RULE_TYPES)[number]>().toEqualTypeOf<RuleType>();
});
