import { z } from 'zod';
import { listQuerySchema, versionField } from './api.js';
import { INT4_MAX } from './constants.js';
import { isCalendarDate, optionalDateField, optionalTextField } from './fields.js';
import { documentLinkSchema } from './uploads.js';

/** A Statement of Work's state: a draft is being negotiated; active ones are agreed and running. */
export const SOW_STATUSES = ['active', 'inactive', 'draft'] as const;
export type SowStatus = (typeof SOW_STATUSES)[number];
export const SOW_STATUS_LABELS: Record<SowStatus, string> = { active: 'Active', inactive: 'Inactive', draft: 'Draft' };

export const SOW_END_BEFORE_START = 'The end date must be on or after the start date';
export const mediaDayInOtherSow = (mediaDay: string, sow: string) =>
  `${mediaDay} is already linked to ${sow}; unlink it there first`;
export const MEDIA_DAYS_MISSING = 'Link media days only: one of the chosen events is not a live media day';

/** A media day as a Statement of Work lists it. */
export const sowMediaDaySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.string(),
});
export type SowMediaDay = z.infer<typeof sowMediaDaySchema>;

export const sowRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(SOW_STATUSES),
  startDate: z.string(),
  endDate: z.string(),
  agreedOn: z.string().nullable(),
  amount: z.number().int().nullable(),
  schoolDistrictId: z.number().int().nullable(),
  schoolDistrictName: z.string().nullable(),
  mediaDayCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SowRow = z.infer<typeof sowRowSchema>;

export const sowSchema = sowRowSchema.extend({
  contractUrl: z.string().nullable(),
  /** Set when the contract is an uploaded file: its name as uploaded (the link is the stored object). */
  contractFileName: z.string().nullable(),
  notes: z.string().nullable(),
  mediaDays: z.array(sowMediaDaySchema),
});
export type Sow = z.infer<typeof sowSchema>;

const requiredDate = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, message);

const sowFields = {
  title: z.string({ error: 'Enter a title' }).trim().min(1, 'Enter a title').max(255, 'Use at most 255 characters'),
  startDate: requiredDate('Enter the start date'),
  endDate: requiredDate('Enter the end date'),
  schoolDistrictId: z.number().int().positive().max(INT4_MAX).nullish(),
  status: z.enum(SOW_STATUSES, { error: 'Choose Active, Inactive or Draft' }),
  agreedOn: optionalDateField,
  amount: z
    .number({ error: 'Enter an amount' })
    .int('Use whole cents')
    .min(0, 'Use an amount of $0 or more')
    .max(100_000_000, 'Use an amount of at most $1,000,000.00')
    .nullish(),
  /** A link to the contract (any web address) or the uploaded file's stored link. */
  contractUrl: documentLinkSchema.nullish(),
  contractFileName: optionalTextField(255),
  notes: optionalTextField(5000),
  /** The media days agreed under it; each belongs to at most one Statement of Work. */
  mediaDayIds: z
    .array(z.number().int().positive().max(INT4_MAX))
    .max(500, 'Link at most 500 media days')
    .transform((ids) => [...new Set(ids)]),
};

const datesInOrder = (v: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) => {
  if (v.startDate && v.endDate && v.endDate < v.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: SOW_END_BEFORE_START });
};

export const sowInputSchema = z
  .object({
    ...sowFields,
    status: sowFields.status.default('draft'),
    mediaDayIds: sowFields.mediaDayIds.default([]),
  })
  .superRefine(datesInOrder);
export type SowInput = z.input<typeof sowInputSchema>;
export type SowValues = z.output<typeof sowInputSchema>;

/** Only the fields sent change (dates are checked again on the merged result); `mediaDayIds` is the whole list. */
export const sowUpdateSchema = z.object(sowFields).partial().extend(versionField).superRefine(datesInOrder);
export type SowUpdate = z.input<typeof sowUpdateSchema>;
export type SowChanges = z.output<typeof sowUpdateSchema>;

export const SOW_SORT_FIELDS = ['id', 'title', 'status', 'agreedOn', 'startDate', 'amount', 'createdAt'] as const;
export const SOW_FILTER_KEYS = ['status', 'schoolDistrictId'] as const;
export const sowListQuerySchema = listQuerySchema(SOW_SORT_FIELDS).extend({
  status: z.enum(SOW_STATUSES).optional(),
  schoolDistrictId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});
export type SowListQuery = z.infer<typeof sowListQuerySchema>;

/** GET /api/statements-of-work/media-day-options?q=&sowId=: media days to link, each with its current SOW. */
export const mediaDayOptionQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  sowId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});
export const mediaDayOptionSchema = sowMediaDaySchema.extend({
  statementOfWorkId: z.number().int().nullable(),
  statementOfWorkTitle: z.string().nullable(),
});
export type MediaDayOption = z.infer<typeof mediaDayOptionSchema>;

/** GET /api/statements-of-work/options: live Statements of Work for the media day form's picker. */
export const sowOptionSchema = z.object({ id: z.number().int(), title: z.string(), status: z.enum(SOW_STATUSES) });
export type SowOption = z.infer<typeof sowOptionSchema>;
