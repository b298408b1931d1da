import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, INT4_MAX, MAX_PAGE_SIZE } from './constants.js';

/** Error body of every failed API call. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /**
     * Facts the client acts on: DUPLICATE_EVENT carries `duplicateOf` (DuplicateEventDetails); a delete refused
     * because the item is in use carries `usedBy` (InUseDetails).
     */
    details: z.record(z.string(), z.unknown()).optional(),
    /** The request's id, as in the access log and the X-Request-Id header. */
    requestId: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>['error'];

/** `error.details` of a 422 refusing to delete an item live rows use: each kind of user, how many, the first few. */
export interface InUseDetails {
  usedBy: Array<{ kind: string; count: number; names: string[] }>;
}

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  stale: 'STALE_UPDATE',
  business: 'BUSINESS_RULE',
  rateLimited: 'RATE_LIMITED',
  /** 409: a live event with the same teams, sport, level, gender and start minute exists; resend to confirm. */
  duplicateEvent: 'DUPLICATE_EVENT',
  internal: 'INTERNAL_ERROR',
  /** 503 with Retry-After: PostgreSQL cannot be reached (restart, failover, start-up); the request may be retried. */
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  /** 503 with Retry-After: the server sheds load (event loop or memory past its limit). */
  overloaded: 'OVERLOADED',
  /** 503 with Retry-After: a service the request needs (the shared rate-limit store) cannot be reached. */
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  /** 507: the server's disk (or the user's disk quota there) is full; nothing was kept. */
  insufficientStorage: 'INSUFFICIENT_STORAGE',
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

/** A comma-separated list of ids in a query (`ids=1,2,3`): at most 100, each a valid id. */
export const idListQuerySchema = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'Use up to 100 ids separated by commas')
  .refine((s) => s.split(',').every((n) => Number(n) >= 1 && Number(n) <= INT4_MAX), 'Not a valid id');

export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });

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
