// The local checks and the zod schemas agree on the formats and lengths of optional fields: emails,
// the checkout URL, currency and language codes, translatable strings, address fields, description
// lines and service dates. Each value goes through every call whose body may hold it.
import { describe, it } from 'vitest';
import { add, agree, cases, catalogLine, checkout, customLine, estimate, update } from '../test/agreement';

describe('email addresses', () => {
  const good = ['shopper@example.com', 'a.b+tag@shop.co.uk', 'a@b.c', 'ü@exämple.de'];
  const bad = ['', 'shopper', 'shopper@', '@example.com', 'a b@example.com', 'a@localhost', 'a@@b.com', 'a@b..com', 'a@b.com ', 42, null];
  it.each(cases(good, bad))('%s', async (_name, email, ok) => {
    await agree(update({ cartInfo: { buyerInfo: { email } } }), ok);
    await agree(checkout({ email }), ok);
  });
});

describe('the checkout URL override', () => {
  const good = ['https://shop.example/checkout', 'http://localhost:3000/checkout?step=1'];
  const bad = ['', '/checkout', 'shop.example/checkout', 'https://', 'javascript:alert(1)', 'mailto:shop@example.com', 'ftp://shop.example/', 42];
  it.each(cases(good, bad))('%s', async (_name, overrideCheckoutUrl, ok) => {
    await agree(update({ cartInfo: { overrideCheckoutUrl } }), ok);
  });
});

describe('currency codes', () => {
  const good = ['USD', 'EUR'];
  const bad = ['', 'usd', 'US', 'USDX', 'U$D', 42];
  it.each(cases(good, bad))('%s', async (_name, conversionCurrency, ok) => {
    await agree(update({ cartInfo: { conversionCurrency } }), ok);
  });
});

describe('buyer languages', () => {
  const good = ['', 'en', 'pt-BR', 'x'.repeat(10)];
  const bad = ['x'.repeat(11), 42];
  it.each(cases(good, bad))('%s', async (_name, buyerLanguage, ok) => {
    await agree(update({ cartInfo: { buyerLanguage } }), ok);
  });
});

describe('translatable strings (200 characters)', () => {
  const good = ['', 'Colour: red', 'x'.repeat(200)];
  const bad = ['x'.repeat(201), 42, null];
  it.each(cases(good, bad))('%s', async (_name, text, ok) => {
    await agree(add({ customLineItems: [customLine('1', { productName: { original: 'Gift wrap', translated: text } })] }), ok);
    await agree(add({ customLineItems: [customLine('1', { priceDescription: { original: text } })] }), ok);
    await agree(add({ customLineItems: [customLine('1', { descriptionLines: [{ name: { original: text }, plainText: { translated: text } }] })] }), ok);
    await agree(add({ customLineItems: [customLine('1', { subscriptionOptionInfo: { title: { original: text } } })] }), ok);
    await agree(add({ lineItems: [catalogLine(1, 'p1', { subscriptionOptionInfo: { description: { translated: text } } })] }), ok);
    await agree(add({ lineItems: [catalogLine(1, 'p1', { catalogOverrideFields: { productName: { original: text } } })] }), ok);
    await agree(update({ lineItems: [{ id: 'l1', quantity: 1, catalogOverrideFields: { descriptionLines: [{ plainText: { original: text } }] } }] }), ok);
  });
});

describe('description lines (at most 20)', () => {
  const descriptionLines = (count: number) => Array.from({ length: count }, (_, index) => ({ plainText: { original: `line ${index}` } }));
  it.each([
    ['no description lines', 0, true],
    ['20 description lines', 20, true],
    ['21 description lines', 21, false],
  ] as const)('%s', async (_name, count, ok) => {
    await agree(add({ customLineItems: [customLine('1', { descriptionLines: descriptionLines(count) })] }), ok);
    await agree(add({ lineItems: [catalogLine(1, 'p1', { catalogOverrideFields: { descriptionLines: descriptionLines(count) } })] }), ok);
  });
});

describe('address fields', () => {
  const limits = { country: 2, subdivision: 20, city: 100, postalCode: 50, addressLine: 200, addressLine2: 200, formattedAddress: 500 };
  const addresses = Object.entries(limits).flatMap(([field, max]) => [
    [`${field} of ${max} characters`, { [field]: 'x'.repeat(max) }, true] as const,
    [`${field} of ${max + 1} characters`, { [field]: 'x'.repeat(max + 1) }, false] as const,
    [`${field} that is not a string`, { [field]: 42 }, false] as const,
  ]);
  it.each([...addresses, ['an unlimited field (hint) of 1,000 characters', { hint: 'x'.repeat(1000) }, true] as const])(
    '%s',
    async (_name, address, ok) => {
      await agree(estimate({ shippingAddress: address }), ok);
      await agree(estimate({ billingAddress: address }), ok);
      await agree(checkout({ shippingAddress: address, billingAddress: { country: 'US' } }), ok);
      await agree(update({ cartInfo: { contactInfo: { address } } }), ok);
    },
  );
});

describe('service dates and participants', () => {
  const good = ['2025-05-05T10:00:00.000Z', '2025-05-05T10:00:00Z', '2025-05-05T10:00:00+02:00', '2024-02-29T23:59:59.123456-05:30'];
  const bad = [
    '',
    '2025-05-05',
    '2025-05-05T10:00Z',
    '2025-05-05T10:00:00',
    '2025-05-05 10:00:00Z',
    '2025-05-05T10:00:00+0200',
    '2025-02-29T10:00:00Z',
    '2025-04-31T10:00:00Z',
    '2025-13-01T10:00:00Z',
    '2025-05-05T24:00:00Z',
    'tomorrow',
    1746439200000,
  ];
  it.each(cases(good, bad))('%s', async (_name, scheduledDate, ok) => {
    const serviceProperties = { scheduledDate };
    await agree(add({ lineItems: [catalogLine(1, 'p1', { serviceProperties })] }), ok);
    await agree(add({ customLineItems: [customLine('1', { serviceProperties })] }), ok);
    await agree(update({ lineItems: [{ quantity: 1, catalogReference: catalogLine(1).catalogReference, serviceProperties }] }), ok);
    await agree(update({ lineItems: [{ id: 'l1', quantity: 1, serviceProperties }] }), ok);
  });

  it.each(cases([1, 12], [0, -1, 1.5, Number.NaN, '2', null]))('%s participants', async (_name, numberOfParticipants, ok) => {
    await agree(add({ lineItems: [catalogLine(1, 'p1', { serviceProperties: { numberOfParticipants } })] }), ok);
  });
});
