/**
 * The shipping step of an estimate: the options offered for the address (grouped by carrier), the
 * selected one (the requested one when offered, else the default), a free-shipping coupon's discount on
 * it, and a warning when the requested option was not offered.
 */
import type { Address, CarrierServiceOption, SelectedCarrierServiceOptionPrices, ShippingInformation, Violation } from '@storefront-kit/wire/cart';
import { price } from '../money';
import { quoteShipping, selectShipping, type ShippingQuote, type ShippingQuotes } from '../shipping';
import { taxDetails } from './summary';

/** What the shipping step needs. */
export interface ShippingRequest {
  address: Address | undefined;
  /** Item total after discounts, in cents (the free-shipping threshold applies to it). */
  itemsCents: number;
  requested: { carrierId?: string; code?: string } | undefined;
  /** A free-shipping coupon applies: each option is discounted by its whole price. */
  freeShipping: boolean;
  currency: string;
  /** Epoch ms (delivery slots). */
  now: number;
}

/** The shipping step's result. */
export interface ShippingEstimate {
  info: ShippingInformation;
  /** The selected option, if any. */
  selected: ShippingQuote | undefined;
  /** Discount on the selected option, in cents. */
  discount: number;
  violation?: Violation;
}

function shippingCost(option: ShippingQuote, discount: number, currency: string): SelectedCarrierServiceOptionPrices {
  const after = option.priceCents - discount;
  return {
    price: price(option.priceCents, currency),
    totalPriceBeforeTax: price(after, currency),
    totalPriceAfterTax: price(after, currency),
    totalDiscount: price(discount, currency),
    taxDetails: taxDetails(0, '0', 0, currency),
  };
}

/** The offered options, grouped by carrier in the order the carriers first appear. */
function carrierOptions(quotes: ShippingQuotes, request: ShippingRequest): CarrierServiceOption[] {
  const carriers = new Map<string, CarrierServiceOption>();
  for (const quote of quotes.options) {
    const carrier = carriers.get(quote.carrierId) ?? { carrierId: quote.carrierId, shippingOptions: [] };
    carriers.set(quote.carrierId, carrier);
    carrier.shippingOptions!.push({
      code: quote.code,
      title: quote.title,
      logistics: quote.logistics,
      cost: shippingCost(quote, request.freeShipping ? quote.priceCents : 0, request.currency),
    });
  }
  return [...carriers.values()];
}

/** Quotes shipping for a cart that needs it. */
export function estimateShipping(request: ShippingRequest): ShippingEstimate {
  const quotes = quoteShipping(request.address, request.itemsCents, request.now);
  const { option, requestedMatched } = selectShipping(quotes, request.requested);
  const info: ShippingInformation = { carrierServiceOptions: carrierOptions(quotes, request), region: quotes.region };
  const discount = option && request.freeShipping ? option.priceCents : 0;
  if (option) {
    info.selectedCarrierServiceOption = {
      code: option.code,
      title: option.title,
      logistics: option.logistics,
      cost: shippingCost(option, discount, request.currency),
      requestedShippingOption: requestedMatched,
      otherCharges: [],
      carrierId: option.carrierId,
    };
  }
  const estimate: ShippingEstimate = { info, selected: option, discount };
  const code = request.requested?.code;
  if (code !== undefined && !requestedMatched) {
    estimate.violation = {
      severity: 'WARNING',
      target: { other: { name: 'OTHER_DEFAULT' } },
      description: `Shipping option ${code} is not available for this address; ${option?.code ?? 'none'} was used`,
    };
  }
  return estimate;
}
