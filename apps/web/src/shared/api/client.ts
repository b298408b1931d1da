import type { ApiError as ApiErrorBody } from '@phlox/contract';
import { readToken } from '../auth/tokenCookie';
import { ApiError, HTTP_ERROR, NETWORK_ERROR } from './ApiError';
import { submissionAccepted, submissionKey } from './submissionKeys';

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  /**
   * Send the session token (default), or the token given (logout names the session it ends, already forgotten
   * locally). Public calls such as sign-in set this to false.
   */
  auth?: boolean | string;
}

let baseUrl = '';
let onUnauthorized: () => void = () => undefined;

export function configureApiClient(options: { baseUrl: string; onUnauthorized: () => void }): void {
  baseUrl = options.baseUrl.replace(/\/+$/, '');
  onUnauthorized = options.onUnauthorized;
}

function buildUrl(path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// Checked by hand rather than with the contract's zod schema, which would put zod in the sign-in page's script.
function errorBody(body: unknown): ApiErrorBody | undefined {
  const error = (body as { error?: Partial<ApiErrorBody> } | undefined)?.error;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') return undefined;
  const fields = error.fields && typeof error.fields === 'object' ? error.fields : undefined;
  const details = error.details && typeof error.details === 'object' ? error.details : undefined;
  return { code: error.code, message: error.message, fields, details };
}

function toApiError(status: number, body: unknown): ApiError {
  const error = errorBody(body);
  if (error) return new ApiError(status, error.code, error.message, error.fields, error.details);
  return new ApiError(status, HTTP_ERROR, `The server answered with an error (HTTP ${status}).`);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, auth = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = typeof auth === 'string' ? auth : auth ? readToken() : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = buildUrl(path, query);
  const json = body === undefined ? undefined : JSON.stringify(body);
  // Every signed-in write carries its submission's key, so repeats of it are answered without a second write.
  const submission = token && method !== 'GET' ? `${method} ${url} ${json ?? ''}` : undefined;
  if (submission) headers['Idempotency-Key'] = submissionKey(submission);

  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(url, { method, headers, body: json, signal });
    payload = await readBody(response);
  } catch (error) {
    // Includes a body cut off mid-way, e.g. by the page unloading: no answer was received either way.
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR, 'Could not reach the server. Check your connection and try again.');
  }

  if (!response.ok) {
    // A rejected session on an authenticated call ends the session everywhere, not just for this request.
    if (response.status === 401 && token) onUnauthorized();
    throw toApiError(response.status, payload);
  }
  if (submission) submissionAccepted(submission, headers['Idempotency-Key']!);
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = void>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * A file from the API (a CSV export, say) with the session's bearer token, which a plain link could not send.
 * Resolves to the body and the file name the server suggested.
 */
export async function apiDownload(
  path: string,
  options: { query?: QueryParams; signal?: AbortSignal; onProgress?: (bytes: number) => void } = {},
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR, 'Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    if (response.status === 401 && token) onUnauthorized();
    throw toApiError(response.status, await readBody(response));
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  // The exact name (RFC 5987, accents kept) when the server gives it, else the plain one.
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const fileName = exact ? decodeURIComponent(exact) : /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  const type = response.headers.get('content-type') ?? undefined;
  if (!options.onProgress || !response.body) return { blob: await response.blob(), fileName };
  // A streamed export has no length up front: report the bytes received so far as it arrives.
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    options.onProgress(received);
  }
  return { blob: new Blob(parts as BlobPart[], { type }), fileName };
}
