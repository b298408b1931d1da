import { INT4_MAX } from './constants.js';
import { z } from 'zod';
import { listQuerySchema, versionField } from './api.js';
import { GENDERS, SEASON_PASS_STATUSES } from './enums.js';
import { optionalTextField } from './fields.js';
import { imageUrlSchema } from './uploads.js';
import { DEFAULT_BUNDLE_DISCOUNT, DEFAULT_BUNDLE_MULTIPLIER } from './bundle-pricing.js';
import { bundleEventFactsSchema, mismatchText, type BundleMismatch } from './bundle-matching.js';

export type SeasonPassStatus = (typeof SEASON_PASS_STATUSES)[number];

export const BUNDLE_MESSAGES = {
  publishNeedsEvent: 'A published bundle needs at least one active event',
  publishNeedsProduct: 'A published bundle needs at least one product',
  publishNeedsSport: 'Choose the sport before publishing',
  publishNeedsLevel: 'Choose the level before publishing',
  publishNeedsStart: 'Choose the start date before publishing',
  publishNeedsEnd: 'Choose the end date before publishing',
  publishNeedsExpiry: 'Choose the expiry date before publishing',
  endBeforeStart: 'The end date must be on or after the start date',
  expiryBeforeStart: 'The expiry date must be on or after the start date',
  eventListedTwice: 'This event is listed twice',
  productListedTwice: 'This product is listed twice',
} as const;

const id = z.number().int().positive().max(INT4_MAX);
const nullableId = id.nullish().transform((v) => v ?? null);
const instant = z
  .string()
  .datetime({ offset: true, message: 'Enter a date' })
  .nullish()
  .transform((v) => v ?? null);

/** "12.5" — a percent from 0 to 100 with at most 2 decimals (numeric(5,2)). */
const percent = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, 'Enter a percent from 0 to 100');
/** "1.25" — a multiplier from 0 to 999.999 with at most 3 decimals (numeric(6,3)). */
const multiplier = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}(\.\d{1,3})?$/.test(v), 'Enter a multiplier such as 1 or 1.5');

export const ACADEMIC_YEAR_PATTERN = /^(\d{4})-(\d{4})$/;
const academicYear = z
  .string()
  .trim()
  .nullish()
  .refine((v) => {
    const m = ACADEMIC_YEAR_PATTERN.exec(v ?? '');
    return !v || (m !== null && Number(m[2]) === Number(m[1]) + 1);
  }, 'Enter an academic year such as 2026-2027')
  .transform((v) => (v ? v : null));

export const bundleEventInputSchema = z.object({
  eventId: id,
  /** Per-event status: an inactive event stays listed but is not counted or priced. */
  status: z.boolean().default(true),
});

export const bundleProductInputSchema = z.object({
  productId: id,
  multiplier: multiplier.default(DEFAULT_BUNDLE_MULTIPLIER),
  discount: percent.default(DEFAULT_BUNDLE_DISCOUNT),
});

export const bundleImageInputSchema = z.object({ url: imageUrlSchema, primary: z.boolean().default(false) });

function noDuplicates<T>(key: (item: T) => number, field: string, message: string) {
  return (list: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<number>();
    list.forEach((item, i) => {
      if (seen.has(key(item))) ctx.addIssue({ code: 'custom', path: [i, field], message });
      seen.add(key(item));
    });
  };
}

const children = {
  events: z
    .array(bundleEventInputSchema)
    .max(500, 'Use at most 500 events')
    .superRefine(noDuplicates((e) => e.eventId, 'eventId', BUNDLE_MESSAGES.eventListedTwice)),
  products: z
    .array(bundleProductInputSchema)
    .max(50, 'Use at most 50 products')
    .superRefine(noDuplicates((p) => p.productId, 'productId', BUNDLE_MESSAGES.productListedTwice)),
  images: z
    .array(bundleImageInputSchema)
    .max(20, 'Use at most 20 images')
    .refine((list) => list.filter((i) => i.primary).length <= 1, 'Choose one primary image'),
};

const bundleFields = {
  name: z.string({ error: 'Enter a name' }).trim().min(1, 'Enter a name').max(255, 'Use at most 255 characters'),
  description: optionalTextField(5000),
  /** The bundle's discount percent: the default for products added to it. */
  discount: percent,
  startDate: instant,
  endDate: instant,
  expiryDate: instant,
  academicYear,
  status: z.enum(SEASON_PASS_STATUSES, { error: 'Choose a status' }),
  levelId: nullableId,
  eventCategoryId: nullableId,
  gender: z
    .enum(GENDERS, { error: 'Choose a gender' })
    .nullish()
    .transform((v) => v ?? null),
  organizationId: nullableId,
};

/**
 * A whole bundle: its fields, events, products and images. Prices are not sent: the server derives them
 * (BUSINESS_RULES.md) from the products' prices and the active events.
 */
export const bundleInputSchema = z.object({
  ...bundleFields,
  discount: bundleFields.discount.default(DEFAULT_BUNDLE_DISCOUNT),
  status: bundleFields.status.default('draft'),
  events: children.events.default([]),
  products: children.products.default([]),
  images: children.images.default([]),
});
export type BundleInput = z.input<typeof bundleInputSchema>;
export type BundleInputParsed = z.output<typeof bundleInputSchema>;

/** Fields sent are changed; a child list sent replaces the current one; what is left out stays. */
export const bundleUpdateSchema = z.object({
  name: bundleFields.name.optional(),
  description: bundleFields.description.optional(),
  discount: bundleFields.discount.optional(),
  startDate: bundleFields.startDate.optional(),
  endDate: bundleFields.endDate.optional(),
  expiryDate: bundleFields.expiryDate.optional(),
  academicYear: bundleFields.academicYear.optional(),
  status: bundleFields.status.optional(),
  levelId: bundleFields.levelId.optional(),
  eventCategoryId: bundleFields.eventCategoryId.optional(),
  gender: bundleFields.gender.optional(),
  organizationId: bundleFields.organizationId.optional(),
  events: children.events.optional(),
  products: children.products.optional(),
  images: children.images.optional(),
  ...versionField,
});
export type BundleUpdate = z.input<typeof bundleUpdateSchema>;
export type BundleUpdateParsed = z.output<typeof bundleUpdateSchema>;

/** An active event that does not match the pass, as the publish check names it. */
export interface BundleEventCheck {
  status: boolean;
  title?: string;
  /** Why it does not match the pass (bundleEventMismatches); empty or absent when it matches. */
  mismatches?: Array<Pick<BundleMismatch, 'text'>>;
}

/** "2 active events do not match this pass: “A” (draft); “B” (girls’ game). Remove or deactivate them before publishing" */
export function unmatchedEventsMessage(
  list: Array<{ title?: string; mismatches: Array<Pick<BundleMismatch, 'text'>> }>,
) {
  const n = list.length;
  const each = list.map((e) => `“${e.title ?? 'an event'}” (${mismatchText(e.mismatches)})`).join('; ');
  return `${n} active ${n === 1 ? 'event does' : 'events do'} not match this pass: ${each}. Remove or deactivate ${
    n === 1 ? 'it' : 'them'
  } before publishing`;
}

/**
 * What a published bundle needs (docs/decisions.md, Bundles): sport, level, start, end and expiry dates, at least
 * one active event — every active one matching the pass — and at least one product. Field → message; the form
 * checks it before sending and the server again on the bundle as it will be saved.
 */
export function bundlePublishProblems(b: {
  eventCategoryId?: number | null;
  levelId?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  expiryDate?: string | null;
  events: BundleEventCheck[];
  products?: unknown[];
}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!b.eventCategoryId) errors.eventCategoryId = BUNDLE_MESSAGES.publishNeedsSport;
  if (!b.levelId) errors.levelId = BUNDLE_MESSAGES.publishNeedsLevel;
  if (!b.startDate) errors.startDate = BUNDLE_MESSAGES.publishNeedsStart;
  if (!b.endDate) errors.endDate = BUNDLE_MESSAGES.publishNeedsEnd;
  if (!b.expiryDate) errors.expiryDate = BUNDLE_MESSAGES.publishNeedsExpiry;
  const active = b.events.filter((e) => e.status);
  const unmatched = active.flatMap((e) => (e.mismatches?.length ? [{ ...e, mismatches: e.mismatches }] : []));
  if (!active.length) errors.events = BUNDLE_MESSAGES.publishNeedsEvent;
  else if (unmatched.length) errors.events = unmatchedEventsMessage(unmatched);
  if (!b.products?.length) errors.products = BUNDLE_MESSAGES.publishNeedsProduct;
  return errors;
}

/** The order of the dates, checked on every save (400): field → message. */
export function bundleDateErrors(b: {
  startDate?: string | null;
  endDate?: string | null;
  expiryDate?: string | null;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  const time = (v: string | null | undefined) => (v ? new Date(v).getTime() : null);
  const start = time(b.startDate);
  const end = time(b.endDate);
  const expiry = time(b.expiryDate);
  if (start !== null && end !== null && end < start) errors.endDate = BUNDLE_MESSAGES.endBeforeStart;
  if (start !== null && expiry !== null && expiry < start) errors.expiryDate = BUNDLE_MESSAGES.expiryBeforeStart;
  return errors;
}

const ref = z.object({ id: z.number().int(), name: z.string() });

export const bundleListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(SEASON_PASS_STATUSES),
  academicYear: z.string().nullable(),
  gender: z.string().nullable(),
  price: z.number().int(),
  discount: z.string(),
  totalPrice: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  level: ref.nullable(),
  category: ref.nullable(),
  organization: ref.nullable(),
  eventCount: z.number().int(),
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BundleListItem = z.infer<typeof bundleListItemSchema>;

export const bundleEventOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startTime: z.string(),
  status: z.string(),
  /** What the matching rule looks at (bundle-matching.ts): the form keeps only matching events. */
  facts: bundleEventFactsSchema,
});
export type BundleEventOption = z.infer<typeof bundleEventOptionSchema>;

export const bundleDetailSchema = bundleListItemSchema.omit({ eventCount: true, productCount: true }).extend({
  description: z.string().nullable(),
  levelId: z.number().int().nullable(),
  eventCategoryId: z.number().int().nullable(),
  organizationId: z.number().int().nullable(),
  /** Orders that bought this bundle; a bundle with orders cannot be deleted. */
  orderCount: z.number().int(),
  events: z.array(
    z.object({
      id: z.number().int(),
      eventId: z.number().int(),
      status: z.boolean(),
      event: bundleEventOptionSchema,
      /** Whether the event matches the pass now (it may have changed since it was linked), and why not. */
      matches: z.boolean(),
      mismatches: z.array(z.string()),
    }),
  ),
  products: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      name: z.string(),
      /** The product's own price now (cents), which the default price is built from. */
      productPrice: z.number().int(),
      defaultPrice: z.number().int(),
      multiplier: z.string(),
      discount: z.string(),
      totalPrice: z.number().int(),
    }),
  ),
  images: z.array(z.object({ id: z.number().int(), url: z.string(), primary: z.boolean() })),
});
export type BundleDetail = z.infer<typeof bundleDetailSchema>;

/** What the form and the list's filters pick from, in one call. */
export const bundleLookupsSchema = z.object({
  levels: z.array(ref),
  categories: z.array(ref),
  products: z.array(ref.extend({ price: z.number().int() })),
  academicYears: z.array(z.string()),
});
export type BundleLookups = z.infer<typeof bundleLookupsSchema>;

const csvIds = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, 'Use up to 500 ids separated by commas')
  .refine((s) => s.split(',').every((n) => Number(n) >= 1 && Number(n) <= INT4_MAX), 'Not a valid id')
  .transform((v) => [...new Set(v.split(',').map(Number))].slice(0, 500))
  .optional();

/** Events to pick for a bundle: a search, or the events of `ids` (those already chosen). */
export const bundleEventOptionsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  organizationId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  categoryId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  ids: csvIds,
});
export type BundleEventOptionsQuery = z.infer<typeof bundleEventOptionsQuerySchema>;

export const bundleTeamOptionsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  ids: csvIds,
});
export type BundleTeamOptionsQuery = z.infer<typeof bundleTeamOptionsQuerySchema>;
export const bundleTeamOptionSchema = ref;
export type BundleTeamOption = z.infer<typeof bundleTeamOptionSchema>;

export const BUNDLE_SORT_FIELDS = [
  'name',
  'status',
  'academicYear',
  'startDate',
  'totalPrice',
  'createdAt',
  'updatedAt',
] as const;
export const BUNDLE_FILTER_KEYS = [
  'status',
  'academicYear',
  'organizationId',
  'categoryId',
  'levelId',
  'gender',
] as const;
export const bundleListQuerySchema = listQuerySchema(BUNDLE_SORT_FIELDS).extend({
  status: z.enum(SEASON_PASS_STATUSES).optional(),
  academicYear: z.string().trim().max(9).optional(),
  organizationId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  categoryId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  levelId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  gender: z.enum(GENDERS).optional(),
});
export type BundleListQuery = z.infer<typeof bundleListQuerySchema>;
