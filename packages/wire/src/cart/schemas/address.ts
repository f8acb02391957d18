/** Schemas of addresses and contact details. */
import { wireNumberSchema } from '../../wire-number';
import { z } from 'zod';
import { ADDRESS_LIMITS } from '../formats';
import { type Address, VAT_TYPES } from '../../cart';

/**
 * A postal address with its wire field names.
 *
 * @example
 * ```ts
 * const address = addressSchema.parse({ country: 'US', subdivision: 'US-NY', geocode: { latitude: 40.7, longitude: 'NaN' } });
 * ```
 *
 * @group Schemas
 */
export const addressSchema = z.object({
  country: z.string().max(ADDRESS_LIMITS.country).optional(),
  subdivision: z.string().max(ADDRESS_LIMITS.subdivision).optional(),
  city: z.string().max(ADDRESS_LIMITS.city).optional(),
  postalCode: z.string().max(ADDRESS_LIMITS.postalCode).optional(),
  streetAddress: z.object({ name: z.string().optional(), number: z.string().optional(), apt: z.string().optional() }).optional(),
  addressLine: z.string().max(ADDRESS_LIMITS.addressLine).optional(),
  addressLine2: z.string().max(ADDRESS_LIMITS.addressLine2).optional(),
  formattedAddress: z.string().max(ADDRESS_LIMITS.formattedAddress).optional(),
  hint: z.string().optional(),
  geocode: z.object({ latitude: wireNumberSchema.optional(), longitude: wireNumberSchema.optional() }).optional(),
  countryFullname: z.string().optional(),
  subdivisionFullname: z.string().optional(),
}) satisfies z.ZodType<Address>;

/** Name, phone, company and tax id of a buyer (V1 `contactInfo.contactDetails`, cart V2 `paymentInfo.billingContact`). */
export const contactDetailsSchema = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  phone: z.string().optional(),
  company: z.string().optional(),
  vatId: z.object({ id: z.string().optional(), type: z.enum(VAT_TYPES).optional() }).optional(),
});

export const addressWithContactSchema = z.object({
  address: addressSchema.optional(),
  contactDetails: contactDetailsSchema.optional(),
});
