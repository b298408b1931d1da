import { ERROR_CODES } from '@phlox/contract';
import { isApiError } from './ApiError';

// Kept apart from ApiError: the contract module holding ERROR_CODES also holds zod schemas,
// which the sign-in page must not load.

/** 409 STALE_UPDATE: someone saved the item after this form loaded it. */
export function isStaleUpdate(error: unknown): boolean {
  return isApiError(error) && error.code === ERROR_CODES.stale;
}
