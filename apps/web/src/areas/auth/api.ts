import type { AuthUser, LoginBody, RegisterBody } from '@phlox/contract';
import { api } from '../../shared/api/client';
import { startSession } from '../../shared/auth/session';

interface SessionResponse {
  data: { token: string; user: AuthUser };
}

const AUTH = '/api/authentication';

/** Sign-in: on success the session is stored and the public-page guard sends the user to /events. */
export async function signIn(body: LoginBody): Promise<void> {
  const { data } = await api.post<SessionResponse>(`${AUTH}/login`, body, { auth: false });
  startSession(data.token, data.user);
}

/**
 * Registration mails a confirmation link; it answers the same whether or not the address has an account, and
 * signs nobody in.
 */
export async function register(body: RegisterBody): Promise<void> {
  await api.post(`${AUTH}/register`, body, { auth: false });
}

/** The e-mailed link (`/register?confirm=…`): activates the account and signs it in. */
export async function confirmRegistration(token: string): Promise<void> {
  const { data } = await api.post<SessionResponse>(`${AUTH}/confirm-registration`, { token }, { auth: false });
  startSession(data.token, data.user);
}

/** Always answers "sent", whether or not the account exists (no account enumeration). */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post(`${AUTH}/forgot-password`, { email }, { auth: false });
}

export async function resetPassword(body: { token: string; password: string }): Promise<void> {
  await api.post(`${AUTH}/reset-password`, body, { auth: false });
}
