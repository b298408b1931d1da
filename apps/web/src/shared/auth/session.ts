import type { AuthUser } from '@phlox/contract';
import { useListStore } from '../lists/listStore';
import { useAuthStore, type SignOutReason } from './authStore';
import { revokeSession } from './sessionApi';
import { readToken, removeToken, writeToken } from './tokenCookie';

const sessionEndListeners = new Set<() => void>();

/** Lets dashboard-only modules (the query cache) forget their data on logout without the sign-in page loading them. */
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** Login stores the token (cookie) and the user (spec §4). */
export function startSession(token: string, user: AuthUser): void {
  writeToken(token);
  useAuthStore.getState().signIn(token, user);
}

/**
 * Logout clears the token, the user and the path history, plus every list's saved state and all cached data.
 * Route guards react to the cleared store and send the user home.
 */
export function endSession(reason: SignOutReason = 'signed-out'): void {
  const { user, token } = useAuthStore.getState();
  // A session check still in flight when the user logged out is answered 401 (the session was just revoked):
  // that session has already ended, deliberately, and the sign-in page must not offer to come back to it.
  if (reason === 'expired' && !user && !token && !readToken()) return;
  removeToken();
  useAuthStore.getState().clearSession(reason);
  useListStore.getState().sessionCleanup();
  for (const listener of sessionEndListeners) listener();
}

/**
 * The Logout button: forget the session locally at once (a route's session check answered meanwhile finds none to
 * expire), then revoke it on the server when possible — the local session has ended even when the server cannot
 * be reached.
 */
export async function signOut(): Promise<void> {
  const token = readToken();
  endSession('signed-out');
  if (token) await revokeSession(token).catch(() => undefined);
}
