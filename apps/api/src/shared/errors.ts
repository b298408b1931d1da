import { ERROR_CODES } from '@phlox/contract';

/** An error the client should see as-is: status, machine code, human message, optional field messages. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Response headers that go with the error (Retry-After of a 429). */
    readonly headers?: Record<string, string>,
    /** Structured facts the client acts on (`error.details`), e.g. the event a new one duplicates. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, ERROR_CODES.validation, message, fields);
export const unauthorized = (message = 'Please sign in to continue') =>
  new AppError(401, ERROR_CODES.unauthorized, message);
export const forbidden = (message = 'You do not have permission to do this', fields?: Record<string, string>) =>
  new AppError(403, ERROR_CODES.forbidden, message, fields);
export const notFound = (what: string) => new AppError(404, ERROR_CODES.notFound, `${what} not found`);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, ERROR_CODES.conflict, message, fields);
export const staleUpdate = (what: string) =>
  new AppError(409, ERROR_CODES.stale, `This ${what} was changed by someone else. Reload to see their changes.`);
export const businessRule = (message: string, fields?: Record<string, string>) =>
  new AppError(422, ERROR_CODES.business, message, fields);
/** 429 with Retry-After (seconds until the limit lets the caller try again). */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(
    429,
    ERROR_CODES.rateLimited,
    message,
    undefined,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );

/** Postgres error code of a driver error, also when Drizzle wraps it. */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint (or unique index) a driver error names, also when Drizzle wraps it. */
export function constraintOf(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';
/** Data exceptions caused by the request's values: numeric out of range, invalid text, datetime overflow, NUL. */
export const PG_BAD_INPUT = new Set(['22003', '22P02', '22007', '22008', '22021', '22P05', '2201B', '22001']);
