import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PlatformError } from '../core/platform-error';
import { decodeBody, decodeQueryPayload, validate } from './payload';

const violationsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    return ((error as PlatformError).body.details as { validationError: { fieldViolations: unknown[] } }).validationError.fieldViolations;
  }
  throw new Error('expected a validation error');
};

describe('payload decoding', () => {
  it('merges path params repeated as query params under a .r payload without overriding it', () => {
    const r = Buffer.from(JSON.stringify({ id: 'from-r', query: { paging: { limit: 1 } } })).toString('base64url');
    expect(decodeQueryPayload(new URLSearchParams(`.r=${r}&id=ignored&slug=s`))).toEqual({
      id: 'from-r',
      query: { paging: { limit: 1 } },
      slug: 's',
    });
  });

  it('reads empty bodies as {} and form bodies as flat params', () => {
    expect(decodeBody('', 'application/json')).toEqual({});
    expect(decodeBody('grant_type=authorized_client&a.b=1', 'application/x-www-form-urlencoded')).toEqual({
      grant_type: 'authorized_client',
      a: { b: '1' },
    });
  });

  it('refuses keys that could reach a prototype, and builds objects without one', () => {
    for (const key of ['__proto__.x', 'a.constructor.prototype.x', 'prototype', 'a.__proto__']) {
      expect(violationsOf(() => decodeBody(`${key}=1`, 'application/x-www-form-urlencoded'))).toEqual([
        { field: key, description: expect.stringContaining('__proto__'), violatedRule: 'FORMAT' },
      ]);
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    const payload = decodeQueryPayload(new URLSearchParams('a.b=1&toString=2'));
    expect(Object.getPrototypeOf(payload)).toBeNull();
    expect(Object.getPrototypeOf(payload.a)).toBeNull();
    expect(payload).toEqual({ a: { b: '1' }, toString: '2' });
  });

  it('merges a query parameter under .r when the payload lacks it as an own field, even if objects inherit it', () => {
    const r = Buffer.from(JSON.stringify({ id: 'x' })).toString('base64url');
    expect(decodeQueryPayload(new URLSearchParams(`.r=${r}&toString=t&valueOf.a=v`))).toEqual({ id: 'x', toString: 't', valueOf: { a: 'v' } });
    expect(() => decodeQueryPayload(new URLSearchParams(`.r=${r}&constructor.prototype.x=1`))).toThrow(PlatformError);
  });

  it('maps zod issues to platform rules and sorts them by field', () => {
    const schema = z.object({
      lineItems: z.array(z.object({ quantity: z.number().int().min(1).max(10) })).min(1),
      channelType: z.enum(['WEB', 'POS']),
      email: z.email(),
    });
    const violations = violationsOf(() => validate(schema, { lineItems: [{ quantity: 0 }, { quantity: 11 }], channelType: 'FAX', email: 'nope' }));
    expect(violations).toEqual([
      { field: 'channelType', description: expect.any(String), violatedRule: 'INVALID_ENUM_VALUE' },
      { field: 'email', description: expect.any(String), violatedRule: 'FORMAT' },
      { field: 'lineItems.0.quantity', description: expect.any(String), violatedRule: 'MIN' },
      { field: 'lineItems.1.quantity', description: expect.any(String), violatedRule: 'MAX' },
    ]);
    expect(violationsOf(() => validate(schema.strict(), { lineItems: [], channelType: 'WEB', email: 'a@b.co', extra: 1 }))).toEqual([
      { field: 'extra', description: 'field is not allowed', violatedRule: 'FIELD_NOT_ALLOWED' },
      { field: 'lineItems', description: expect.any(String), violatedRule: 'MIN_SIZE' },
    ]);
  });

  it('returns the parsed (transformed) value on success', () => {
    const schema = z.object({ weight: z.union([z.number(), z.literal('Infinity').transform(() => Infinity)]) });
    expect(validate(schema, { weight: 'Infinity' })).toEqual({ weight: Infinity });
  });
});
