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
/**
 * Optimistic concurrency: a save sent with the `updatedAt` the form loaded is refused (409 STALE_UPDATE) when the
 * row changed since. Without it (API callers that do not send it) the save goes ahead.
 */
export function assertFresh(sentUpdatedAt: string | undefined | null, stored: Date, what: string): void {
  if (sentUpdatedAt && new Date(sentUpdatedAt).getTime() !== stored.getTime()) throw staleUpdate(what);
}
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

/** Seconds a client is told to wait (Retry-After) when the database is unavailable or the server sheds load. */
export const RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable = () =>
  new AppError(503, ERROR_CODES.databaseUnavailable, 'The database is unavailable; try again shortly.', undefined, {
    'retry-after': String(RETRY_AFTER_SECONDS),
  });

export const overloaded = () =>
  new AppError(503, ERROR_CODES.overloaded, 'The server is busy; try again shortly.', undefined, {
    'retry-after': String(RETRY_AFTER_SECONDS),
  });

/** The shared rate-limit store (Redis) cannot be reached: a limit cannot be counted, nor silently lifted. */
export const rateLimitUnavailable = (cause?: unknown) =>
  Object.assign(
    new AppError(
      503,
      ERROR_CODES.serviceUnavailable,
      'The service is briefly unavailable; try again shortly.',
      undefined,
      {
        'retry-after': String(RETRY_AFTER_SECONDS),
      },
    ),
    { cause },
  );

/** Socket errors of a connection that could not open or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs that mean the server or the connection is gone, not that the statement was wrong: 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, recovering),
 * 53300 too_many_connections, and class 08 (connection exceptions).
 */
const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres and pg-pool say it in words only. */
const DRIVER_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error and is not queryable/i,
  /client was closed and is not queryable/i,
];

/**
 * Whether an error means the database cannot be reached right now (the request itself was fine): a refused or
 * cut connection, a server shutting down or starting, a pool that found no connection in time. Looks through
 * Drizzle's wrapping (`cause`) and Node's AggregateError (one error per address tried).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string') {
    if (NETWORK_CODES.has(e.code) || PG_UNAVAILABLE.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  if (typeof e.message === 'string' && DRIVER_MESSAGES.some((re) => re.test(e.message as string))) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

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
