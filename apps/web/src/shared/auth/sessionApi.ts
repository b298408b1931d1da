import type { AuthUser } from '@phlox/contract';
import { api } from '../api/client';

interface VerifyTokenResponse {
  data?: { user?: AuthUser } | null;
}

/** Spec §7.1: `{ token, now }` with now in unix seconds; a user in `data` means the session is valid. */
export async function verifyToken(token: string, signal?: AbortSignal): Promise<AuthUser | null> {
  const body = { token, now: Math.floor(Date.now() / 1000) };
  const response = await api.post<VerifyTokenResponse | undefined>('/api/authentication/verify-token', body, {
    signal,
    auth: false,
  });
  return response?.data?.user ?? null;
}

/** Ends the session of `token` on the server. */
export function revokeSession(token: string): Promise<void> {
  return api.post<void>('/api/authentication/logout', undefined, { auth: token });
}
