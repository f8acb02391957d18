// The local checks (run through the public calls) and the exported zod schemas (what the emulator
// enforces) accept and refuse the same inputs for what the calls check locally: line ids, quantities,
// list sizes, coupon codes, control characters. Every other field is the platform's to judge.
import { describe, it } from 'vitest';
import { add, agree, catalogLine, checkout, customLine, estimate, ids, lines, remove, setQuantities, show, update } from '../test/agreement';
import { MAX_COUPON_CODE_LENGTH, MAX_LINE_ITEM_QUANTITY, STORES_APP_ID } from './index';

describe('ids', () => {
  const good = ['l1', 'line 1', 'x'.repeat(200), 'ligne-é'];
  const bad = ['', '   ', 'x'.repeat(201), 'l\n1', 'l\u00001', 'l\u007f', 42, null];
  it.each([...good, ...bad].map((value) => [show(value), value]))('%s', async (_name, value) => {
    const ok = good.includes(value as string);
    await agree(remove([value]), ok);
    await agree(setQuantities([{ id: value, quantity: 1 }]), ok);
    await agree(update({ lineItems: [{ id: value, quantity: 1 }] }), ok);
  });
});

describe('quantities', () => {
  const good = [1, 2, MAX_LINE_ITEM_QUANTITY];
  const bad = [-1, 2.5, Number.NaN, Infinity, -Infinity, MAX_LINE_ITEM_QUANTITY + 1, 1e21, '3', null];
  it.each([...good, 0, ...bad].map((value) => [show(value), value]))('%s', async (_name, value) => {
    const ok = good.includes(value as number);
    await agree(add({ lineItems: [catalogLine(value)] }), ok);
    await agree(update({ lineItems: [{ id: 'l1', quantity: value }] }), ok);
    await agree(setQuantities([{ id: 'l1', quantity: value }]), ok || value === 0); // 0 removes the line here
  });
});

describe('line lists', () => {
  it.each([
    ['no lines', add({}), false],
    ['an empty lineItems', add({ lineItems: [] }), false],
    ['one line', add({ lineItems: lines(1) }), true],
    ['100 lines', add({ lineItems: lines(100) }), true],
    ['101 lines', add({ lineItems: lines(101) }), false],
    ['50 + 51 lines', add({ lineItems: lines(50), customLineItems: Array.from({ length: 51 }, () => customLine('1')) }), false],
    ['custom lines beside an empty lineItems', add({ lineItems: [], customLineItems: [customLine('1')] }), true],
    ['lines beside an empty customLineItems', add({ lineItems: lines(1), customLineItems: [] }), true],
    ['lineItems that is not a list', add({ lineItems: 'p1' }), false],
    ['no ids to remove', remove([]), false],
    ['100 ids to remove', remove(ids(100)), true],
    ['101 ids to remove', remove(ids(101)), false],
    ['no quantity updates', setQuantities([]), false],
    ['100 quantity updates', setQuantities(ids(100).map((id) => ({ id, quantity: 1 }))), true],
    ['101 quantity updates', setQuantities(ids(101).map((id) => ({ id, quantity: 1 }))), false],
    [
      'a repeated id in quantity updates',
      setQuantities([
        { id: 'l1', quantity: 1 },
        { id: 'l1', quantity: 2 },
      ]),
      false,
    ],
    ['101 update lines', update({ lineItems: ids(101).map((id) => ({ id, quantity: 1 })) }), false],
    ['100 merchant discounts', update({ merchantDiscounts: ids(100).map(() => ({ percentage: 1 })) }), true],
    ['101 merchant discounts', update({ merchantDiscounts: ids(101).map(() => ({ percentage: 1 })) }), false],
    ['merchant discounts that are not a list', update({ merchantDiscounts: { percentage: 1 } }), false],
    ['a discount on no lines in particular (all lines)', update({ merchantDiscounts: [{ percentage: 1, lineItemIds: [] }] }), true],
  ] as const)('%s', async (_name, probe, ok) => {
    await agree(probe, ok);
  });
});

describe('coupon codes', () => {
  const good = ['SAVE10', ' SAVE10 ', 'A'.repeat(MAX_COUPON_CODE_LENGTH), `${'A'.repeat(MAX_COUPON_CODE_LENGTH)}  `];
  const bad = ['', '   ', 'A'.repeat(MAX_COUPON_CODE_LENGTH + 1), 'A'.repeat(1024), 'SAVE\u000710', 'SAVE\t10', 42];
  it.each([...good, ...bad].map((value) => [show(value), value]))('%s', async (_name, couponCode) => {
    await agree(update({ couponCode }), good.includes(couponCode as string));
  });
});

describe('free text', () => {
  const good = ['Leave at the door', 'line 1\nline 2', 'a\tb\r\n', 'ligne-é ✓'];
  const bad = ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u000bb'];
  it.each([...good, ...bad].map((value) => [show(value), value]))('%s', async (_name, text) => {
    const ok = good.includes(text);
    await agree(update({ cartInfo: { buyerNote: text } }), ok);
    await agree(add({ customLineItems: [customLine('1', { descriptionLines: [{ plainText: { original: text } }] })] }), ok);
    await agree(
      add({
        lineItems: [{ ...catalogLine(1), catalogReference: { catalogItemId: 'p1', appId: STORES_APP_ID, options: { customTextFields: { Note: text } } } }],
      }),
      ok,
    );
    await agree(estimate({ shippingAddress: { city: text } }), ok);
    await agree(checkout({ billingAddress: { addressLine: text } }), ok);
  });

  it('refuses nesting deeper than 32 levels in free-form options', async () => {
    const nested = (depth: number): unknown => (depth === 0 ? 'x' : { inner: nested(depth - 1) });
    const options = (depth: number) =>
      add({ lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'p1', appId: STORES_APP_ID, options: nested(depth) } }] });
    await agree(options(28), true);
    await agree(options(40), false);
  });
});
