/** Codes for failures that never reached the API's error handler (the API's own codes: ERROR_CODES). */
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const HTTP_ERROR = 'HTTP_ERROR';

/**
 * Every failed API call rejects with this: the HTTP status and the server's
 * `{ error: { code, message, fields, details } }`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** Facts some codes carry for the client to act on (DUPLICATE_EVENT: `duplicateOf`). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A message fit for a toast, whatever was thrown. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
