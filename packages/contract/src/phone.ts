import { z } from 'zod';

/**
 * A phone number typed any common way, in one stored form so uniqueness compares like with like:
 * US/NANP numbers as "(214) 555-0182" (the form the existing data uses), others as "+4930123456".
 * Returns null when the text is not a phone number.
 */
export function normalizePhone(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const international = trimmed.startsWith('+');
  const digits = trimmed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if ((!international || digits.startsWith('1')) && national.length === 10 && /^[2-9]\d{2}[2-9]/.test(national)) {
    return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
  }
  if (international && digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0')) return `+${digits}`;
  return null;
}

export const PHONE_INVALID = 'Enter a valid phone number, e.g. (214) 555-0182 or +44 20 7946 0958';

/** An optional phone: blank means none; anything else must be a phone number and comes out normalised. */
export const optionalPhoneSchema = z
  .string()
  .max(30, 'Use at most 30 characters')
  .nullish()
  .transform((v, ctx) => {
    if (!v || !v.trim()) return null;
    const phone = normalizePhone(v);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
      return z.NEVER;
    }
    return phone;
  });
