import { describe, expect, it } from 'vitest';
import type { StateMachineResponse } from '@storefront-kit/wire/identity';
import type { Identity } from '@storefront-kit/wire/identity';
import { identitySchema, registerV2RequestSchema, stateMachineResponseSchema, tokenRequestSchema, tokenResponseSchema, wireNumberSchema } from './schemas';

const identity: Identity = {
  id: 'a1',
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-02T00:00:00.000Z',
  revision: '3',
  identityProfile: {
    firstName: 'Ada',
    lastName: 'L',
    nickname: 'ada',
    picture: 'https://example.com/a.png',
    birthdate: '1990-12-10',
    language: 'en',
    position: 'Engineer',
    company: 'Analytical',
    privacyStatus: 'PRIVATE',
    labels: ['vip'],
    emails: [{ email: 'work@example.com', tag: 'WORK' }],
    phones: [{ phone: '555', countryCode: 'US', tag: 'MOBILE' }],
    addresses: [
      {
        id: 'addr1',
        tag: 'SHIPPING',
        address: {
          city: 'London',
          subdivision: 'ENG',
          country: 'GB',
          postalCode: 'N1',
          addressLine: '1 Road',
          addressLine2: 'Flat 2',
          formattedAddress: '1 Road, London',
          streetAddress: { name: 'Road', number: '1', apt: '2' },
          geocode: { latitude: 51.5, longitude: -0.1 },
        },
      },
    ],
    customFields: [
      { name: 'n', value: { numValue: 4 } },
      { name: 'd', value: { dateValue: '2026-01-01T00:00:00.000Z' } },
      { name: 'l', value: { listValue: { value: [{ strValue: 'a' }, { numValue: 1 }] } } },
      { name: 'm', value: { mapValue: { value: { k: { strValue: 'v' } } } } },
    ],
  },
  email: { address: 'ada@example.com', isVerified: true },
  status: { name: 'ACTIVE', reasons: [] },
};

describe('identity schemas', () => {
  it('keep every field of a complete identity (nothing stripped)', () => {
    expect(identitySchema.parse(identity)).toEqual(identity);
    const response: StateMachineResponse = { state: 'SUCCESS', sessionToken: 's', stateToken: 't', identity, additionalData: { x: 1 } };
    expect(stateMachineResponseSchema.parse(response)).toEqual(response);
  });

  it('turn "NaN"/"Infinity"/"-Infinity" into numbers on numeric fields only', () => {
    expect(wireNumberSchema.parse('Infinity')).toBe(Number.POSITIVE_INFINITY);
    expect(wireNumberSchema.parse('-Infinity')).toBe(Number.NEGATIVE_INFINITY);
    expect(Number.isNaN(wireNumberSchema.parse('NaN'))).toBe(true);
    expect(wireNumberSchema.safeParse('12').success).toBe(false);
    const parsed = identitySchema.parse({
      ...identity,
      identityProfile: { addresses: [{ address: { geocode: { latitude: 'NaN', longitude: 'Infinity' } } }] },
    });
    expect(parsed.identityProfile.addresses?.[0]?.address.geocode?.longitude).toBe(Number.POSITIVE_INFINITY);
  });

  it('reject unknown enumeration values and wrong types', () => {
    expect(identitySchema.safeParse({ ...identity, status: { name: 'SLEEPING', reasons: [] } }).success).toBe(false);
    expect(stateMachineResponseSchema.safeParse({ state: 'DONE' }).success).toBe(false);
    expect(registerV2RequestSchema.safeParse({ loginId: { email: 1 }, password: 'x' }).success).toBe(false);
  });

  it('accept each token grant body and response', () => {
    for (const body of [
      { clientId: 'c', grantType: 'anonymous' },
      { clientId: 'c', grantType: 'refresh_token', refreshToken: 'r' },
      { grantType: 'refresh_token', refreshToken: 'r' },
      { clientId: 'c', grantType: 'authorization_code', code: 'x', codeVerifier: 'v', redirectUri: 'http://localhost/cb' },
      { grant_type: 'authorized_client', scope: 'offline_access', member_id: 'm' },
    ]) {
      expect(tokenRequestSchema.parse(body)).toEqual(body);
    }
    expect(tokenRequestSchema.safeParse({ clientId: 'c', grantType: 'password' }).success).toBe(false);
    expect(
      tokenResponseSchema.parse({ access_token: 'a', refresh_token: 'r', expires_in: '14400', token_type: 'Bearer', scope: 'offline_access' }).expires_in,
    ).toBe(14400);
  });
});
