import { HTTP_ERROR, isApiError } from './ApiError';

// No contract import here: the query client is part of the sign-in page's script. The codes are the API's
// ERROR_CODES.databaseUnavailable and ERROR_CODES.overloaded.
const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';
const OVERLOADED = 'OVERLOADED';

/** Other failures of a query are retried this many times. */
export const MAX_RETRIES = 2;

/**
 * A failure that passes on its own: no answer at all (the network, the server restarting), a 503 (the database
 * is unavailable, the server sheds load), a 504, or a 502 that did not come from the API (a proxy in between).
 */
export function isTransientError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.status === 0 ||
    error.status === 503 ||
    error.status === 504 ||
    (error.status === 502 && error.code === HTTP_ERROR)
  );
}

/**
 * Queries retry a transient failure until it passes (with React Query's backoff: 1 s, 2 s, 4 s … 30 s), so a
 * page open through a database restart fills in by itself; other 5xx twice; a 4xx answer will not change.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isTransientError(error)) return true;
  return failureCount < MAX_RETRIES && (!isApiError(error) || error.status >= 500);
}

/** What a page says while it retries a transient failure. */
export function retryingMessage(error: unknown): string {
  if (isApiError(error) && error.code === DATABASE_UNAVAILABLE) return 'The database is unavailable, retrying…';
  if (isApiError(error) && error.code === OVERLOADED) return 'The server is busy, retrying…';
  if (isApiError(error) && error.status === 0) return 'Cannot reach the server, retrying…';
  return 'The server is unavailable, retrying…';
}
