import { z } from 'zod';
import { optionalTextField } from './fields.js';

/** The `address` table as the API shows it. `state` holds a USPS code (see locations.ts), `city` a city name. */
export const addressSchema = z.object({
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const ZIP_INVALID = 'Enter a US ZIP code: 12345 or 12345-6789';
export const ZIP_REQUIRED = 'Enter the ZIP code';

export const zipField = z
  .string()
  .trim()
  .nullish()
  .refine((v) => !v || US_ZIP_PATTERN.test(v), ZIP_INVALID)
  .transform((v) => (v ? v : null));

/** A ZIP that must be given (an organization's): empty says so, a malformed one says what a ZIP looks like. */
export const requiredZipField = z
  .string({ error: ZIP_REQUIRED })
  .trim()
  .min(1, { message: ZIP_REQUIRED, abort: true })
  .regex(US_ZIP_PATTERN, ZIP_INVALID);

/**
 * An address as a form sends it. State and city come from the lookups (GET /api/states,
 * GET /api/states/:id/cities); the server checks that the city belongs to the state.
 */
export const addressInputSchema = z.object({
  addressLine1: optionalTextField(255),
  addressLine2: optionalTextField(255),
  city: optionalTextField(100),
  state: optionalTextField(100),
  zip: zipField,
  country: optionalTextField(100),
});
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressValues = z.output<typeof addressInputSchema>;

export const DEFAULT_COUNTRY = 'United States';

/** An address with nothing filled in is no address at all. */
export function isBlankAddress(a: Partial<AddressValues> | null | undefined): boolean {
  return !a || Object.values(a).every((v) => v === null || v === undefined || v === '');
}
