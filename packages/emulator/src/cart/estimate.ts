/**
 * `estimate-totals`: prices, discounts, shipping, tax and memberships of a cart, in the platform's
 * estimate output. Only purchasable lines (available or partially available) are counted; lines that
 * cannot be bought get an `ERROR` violation, partially available ones a `WARNING`.
 *
 * Totals: `total = subtotal - discount + shipping + tax + additionalFees`, where `discount` includes a
 * free-shipping coupon's shipping discount and `shipping` is the selected option's price before it.
 * `payNow` holds the lines paid online plus shipping; `payLater` the lines paid offline; lines paid by a
 * selected membership are in neither.
 */
import type {
  AppliedDiscount,
  CalculatedLineItem,
  CarrierServiceOption,
  EstimateTotalsRequest,
  EstimateTotalsResponse,
  ItemTaxFullDetails,
  PriceSummary,
  SelectedCarrierServiceOptionPrices,
  ShippingInformation,
  Violation,
} from '@storefront-kit/ecom-cart';
import { price } from './money';
import { resolveMemberships } from './memberships';
import { quoteShipping, selectShipping, type ShippingQuote } from './shipping';
import { taxOn, taxRuleFor } from './tax';
import type { PricedCart } from './view';

/** The numbers behind an estimate, for the checkout snapshot. */
export interface EstimateTotals {
  response: EstimateTotalsResponse;
  subtotalCents: number;
  totalCents: number;
}

interface Summary {
  subtotal: number;
  shipping: number;
  tax: number;
  discount: number;
  additionalFees: number;
}

function summaryOf(sum: Summary, currency: string): PriceSummary {
  const total = sum.subtotal - sum.discount + sum.shipping + sum.tax + sum.additionalFees;
  return {
    subtotal: price(sum.subtotal, currency),
    shipping: price(sum.shipping, currency),
    tax: price(sum.tax, currency),
    discount: price(sum.discount, currency),
    total: price(total, currency),
    additionalFees: price(sum.additionalFees, currency),
  };
}

function zeroSummary(): Summary {
  return { subtotal: 0, shipping: 0, tax: 0, discount: 0, additionalFees: 0 };
}

function taxDetails(taxable: number, rate: string, tax: number, currency: string): ItemTaxFullDetails {
  return { taxableAmount: price(taxable, currency), taxRate: rate, totalTax: price(tax, currency) };
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

/**
 * Estimates a priced cart.
 *
 * @param priced - the cart priced against the catalogue
 * @param request - the estimate-totals body
 * @param now - epoch ms (delivery slots, membership expiry)
 */
export function estimateTotals(priced: PricedCart, request: EstimateTotalsRequest, now: number): EstimateTotals {
  const { record, lines, discounts } = priced;
  const currency = record.currency;
  const calculateTax = request.calculateTax ?? true;
  const calculateShipping = request.calculateShipping ?? true;
  const shippingAddress = request.shippingAddress ?? record.info.contactInfo?.address;
  const taxCountry = shippingAddress?.country ?? request.billingAddress?.country;
  const rule = taxRuleFor(taxCountry);
  const violations: Violation[] = [];

  const purchasable = lines.filter((line) => line.purchasable);
  const memberships = resolveMemberships(
    record.owner.kind === 'member',
    purchasable.map((line) => line.record.id),
    request.selectedMemberships?.memberships ?? [],
    now,
  );

  const payNow = zeroSummary();
  const payLater = zeroSummary();
  const summary = zeroSummary();
  const calculatedLineItems: CalculatedLineItem[] = [];
  let taxableTotal = 0;

  for (const line of lines) {
    if (!line.purchasable) {
      violations.push({
        severity: 'ERROR',
        target: { lineItem: { name: 'LINE_ITEM_DEFAULT', id: line.record.id } },
        description: line.status === 'NOT_FOUND' ? 'This item is no longer available' : 'This item is out of stock',
      });
      continue;
    }
    if (line.status === 'PARTIALLY_AVAILABLE') {
      violations.push({
        severity: 'WARNING',
        target: { lineItem: { name: 'LINE_ITEM_DEFAULT', id: line.record.id } },
        description: `Only ${line.item.availability?.quantityAvailable ?? 0} left in stock`,
      });
    }
    const discount = discounts.perLine.get(line.record.id) ?? 0;
    const beforeTax = line.totalCents - discount;
    const taxable = calculateTax && line.taxable ? beforeTax : 0;
    const tax = taxOn(taxable, rule.rateBp);
    taxableTotal += taxable;
    const covered = memberships.coveredLineIds.has(line.record.id);
    const option = covered ? 'MEMBERSHIP' : (line.item.paymentOption ?? 'FULL_PAYMENT_ONLINE');
    const bucket = covered ? undefined : option === 'FULL_PAYMENT_OFFLINE' || option === 'MEMBERSHIP_OFFLINE' ? payLater : payNow;
    for (const target of bucket ? [summary, bucket] : [summary]) {
      target.subtotal += line.totalCents;
      target.discount += discount;
      target.tax += tax;
    }
    calculatedLineItems.push({
      lineItemId: line.record.id,
      pricesBreakdown: {
        totalPriceAfterTax: price(beforeTax + tax, currency),
        totalPriceBeforeTax: price(beforeTax, currency),
        taxDetails: {
          ...taxDetails(taxable, calculateTax && line.taxable ? rule.rate : '0', tax, currency),
          taxBreakdown:
            tax > 0
              ? [
                  {
                    jurisdictionName: rule.jurisdictionName,
                    jurisdictionType: rule.jurisdictionType,
                    taxName: rule.taxName,
                    rate: rule.rate,
                    taxableAmount: price(taxable, currency),
                    nonTaxableAmount: price(beforeTax - taxable, currency),
                    taxAmount: price(tax, currency),
                  },
                ]
              : [],
        },
        totalDiscount: price(discount, currency),
        price: line.item.price ?? price(line.unitCents, currency),
        priceBeforeDiscounts: line.item.priceBeforeDiscounts ?? price(line.unitCents, currency),
        lineItemPrice: line.item.lineItemPrice ?? price(line.totalCents, currency),
        fullPrice: line.item.fullPrice ?? price(line.unitCents, currency),
      },
      paymentOption: option,
    });
  }

  // Shipping
  const shippingInfo: ShippingInformation = { carrierServiceOptions: [] };
  let shippingDiscount = 0;
  const needsShipping = purchasable.some((line) => line.shippable);
  const requested = request.selectedShippingOption ?? record.info.selectedShippingOption;
  if (calculateShipping && needsShipping) {
    const itemsAfterDiscount = summary.subtotal - summary.discount;
    const quotes = quoteShipping(shippingAddress, itemsAfterDiscount, now);
    const { option, requestedMatched } = selectShipping(quotes, requested);
    const discountOf = (quote: ShippingQuote) => (discounts.freeShipping ? quote.priceCents : 0);
    const carriers = new Map<string, CarrierServiceOption>();
    for (const quote of quotes.options) {
      const carrier = carriers.get(quote.carrierId) ?? { carrierId: quote.carrierId, shippingOptions: [] };
      carriers.set(quote.carrierId, carrier);
      carrier.shippingOptions!.push({
        code: quote.code,
        title: quote.title,
        logistics: quote.logistics,
        cost: shippingCost(quote, discountOf(quote), currency),
      });
    }
    shippingInfo.region = quotes.region;
    shippingInfo.carrierServiceOptions = [...carriers.values()];
    if (option) {
      shippingDiscount = discountOf(option);
      shippingInfo.selectedCarrierServiceOption = {
        code: option.code,
        title: option.title,
        logistics: option.logistics,
        cost: shippingCost(option, shippingDiscount, currency),
        requestedShippingOption: requestedMatched,
        otherCharges: [],
        carrierId: option.carrierId,
      };
      for (const target of [summary, payNow]) {
        target.shipping += option.priceCents;
        target.discount += shippingDiscount;
      }
    }
    if (requested?.code !== undefined && !requestedMatched) {
      violations.push({
        severity: 'WARNING',
        target: { other: { name: 'OTHER_DEFAULT' } },
        description: `Shipping option ${requested.code} is not available for this address; ${option?.code ?? 'none'} was used`,
      });
    }
  }

  const appliedDiscounts: AppliedDiscount[] = discounts.discounts.map((discount) => {
    const cents = discount.discountType === 'SHIPPING' ? shippingDiscount : discount.cents;
    const entry: AppliedDiscount = { discountType: discount.discountType, lineItemIds: discount.lineItemIds };
    if (discount.coupon) {
      entry.coupon = {
        id: discount.coupon.id,
        code: discount.coupon.code,
        name: discount.coupon.name,
        amount: price(cents, currency),
      };
    } else {
      entry.merchantDiscount = {
        amount: price(cents, currency),
        ...(discount.merchantDiscount?.percentage !== undefined ? { percentage: discount.merchantDiscount.percentage } : {}),
      };
    }
    return entry;
  });
  const cart = {
    ...priced.cart,
    appliedDiscounts: (priced.cart.appliedDiscounts ?? []).map((entry) =>
      entry.coupon && discounts.freeShipping ? { coupon: { ...entry.coupon, amount: price(shippingDiscount, currency) } } : entry,
    ),
  };

  const priceSummary = summaryOf(summary, currency);
  const subtotalCents = summary.subtotal;
  const totalCents = summary.subtotal - summary.discount + summary.shipping + summary.tax + summary.additionalFees;
  const response: EstimateTotalsResponse = {
    cart,
    calculatedLineItems,
    priceSummary,
    giftCard: null,
    taxSummary: {
      taxableAmount: price(taxableTotal, currency),
      totalTax: price(summary.tax, currency),
      calculationDetails: calculateTax
        ? { rateType: 'MANUAL_RATE', manualRateReason: 'GLOBAL_SETTING_TO_MANUAL' }
        : { rateType: 'NO_TAX_COLLECTED' },
    },
    shippingInfo,
    appliedDiscounts,
    calculationErrors: {},
    weightUnit: 'KG',
    currency,
    payNow: summaryOf(payNow, currency),
    payLater: summaryOf(payLater, currency),
    membershipOptions: {
      eligibleMemberships: memberships.eligible,
      invalidMemberships: memberships.invalid,
      selectedMemberships: { memberships: memberships.selected },
    },
    additionalFees: [],
    violations,
  };
  return { response, subtotalCents, totalCents };
}
