import { z } from 'zod';

/**
 * Optional text: '', null or a value in; the trimmed value or null out, so an emptied input clears the column.
 * (Phones: phone.ts; websites: urls.ts; image links: uploads.ts.)
 */
export const optionalTextField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Whether "2026-08-01" is a real calendar date (2026-02-30 is not). */
export function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** An optional calendar date as YYYY-MM-DD (a `date` column, no time zone). */
export const optionalDateField = z
  .string()
  .trim()
  .nullish()
  .refine((v) => !v || isCalendarDate(v), 'Enter a date as YYYY-MM-DD')
  .transform((v) => (v ? v : null));
