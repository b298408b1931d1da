import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.js';

/** Error body of every failed API call. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>['error'];

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  stale: 'STALE_UPDATE',
  business: 'BUSINESS_RULE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
} as const;

export const listMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}
export interface ItemResponse<T> {
  data: T;
}

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * Query of every list: page, pageSize, sort (`name` or `-name`), q. `sortFields` is the list's allowed sort keys.
 */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(sortFields: S) {
  const sortValues = sortFields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: z.enum(sortValues).optional(),
    q: z.string().trim().max(200).optional(),
  });
}

export const listResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema });
export const itemResponseSchema = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** Optimistic concurrency: an update may carry the `updatedAt` it was based on; a newer row gives 409. */
export const versionField = { updatedAt: z.string().datetime({ offset: true }).optional() };
