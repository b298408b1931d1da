import { z } from 'zod';
import { listQuerySchema, versionField } from './api.js';
import { imageUrlSchema } from './uploads.js';

/** A calendar date, YYYY-MM-DD (a promotion runs on Chicago days, not instants). */
const calendarDate = z.iso.date({ error: 'Enter a date' });

export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  shortName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Live coupons of the promotion. */
  couponCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionFieldsSchema = z.object({
  title: z.string({ error: 'Enter a title' }).trim().min(1, 'Enter a title').max(255, 'Use at most 255 characters'),
  description: z.string().trim().max(2000, 'Use at most 2000 characters').nullable().optional(),
  startDate: calendarDate.nullable().optional(),
  endDate: calendarDate.nullable().optional(),
  shortName: z.string().trim().max(50, 'Use at most 50 characters').nullable().optional(),
  /** A link from the image upload (spec §7.3), or null to remove the image. */
  imageUrl: imageUrlSchema.nullable().optional(),
});
export type PromotionInput = z.infer<typeof promotionFieldsSchema>;

/** End on or after start; both are optional. */
export function promotionDatesIssue(p: { startDate?: string | null; endDate?: string | null }): string | null {
  return p.startDate && p.endDate && p.endDate < p.startDate ? 'The end must be on or after the start' : null;
}

export const promotionInputSchema = promotionFieldsSchema.superRefine((p, ctx) => {
  const issue = promotionDatesIssue(p);
  if (issue) ctx.addIssue({ code: 'custom', path: ['endDate'], message: issue });
});
export const promotionUpdateSchema = promotionFieldsSchema.partial().extend(versionField);
export type PromotionUpdate = z.infer<typeof promotionUpdateSchema>;

export const PROMOTION_SORT_FIELDS = ['title', 'startDate', 'createdAt'] as const;
export const promotionListQuerySchema = listQuerySchema(PROMOTION_SORT_FIELDS);
export type PromotionListQuery = z.infer<typeof promotionListQuerySchema>;
