import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../api/ApiError';
import { useAuthStore } from './authStore';
import { endSession } from './session';
import { verifyToken } from './sessionApi';
import { readToken } from './tokenCookie';

/**
 * Spec §4, on every route change: remember the previous path (newest first) and verify the session token;
 * a missing token, a failed call or an answer without data logs the user out.
 */
export function useRouteSessionCheck(): void {
  const { pathname, search } = useLocation();
  const fullPath = pathname + search;
  const previous = useRef<{ pathname: string; fullPath: string } | null>(null);

  useEffect(() => {
    const last = previous.current;
    const { user, recordPath } = useAuthStore.getState();
    // The history belongs to a session: the way out after logout is not recorded.
    if (last && last.pathname !== pathname && user) recordPath(last.fullPath);
    previous.current = { pathname, fullPath };
  }, [pathname, fullPath]);

  useEffect(() => {
    const token = readToken();
    const { user, token: storedToken } = useAuthStore.getState();
    if (!token) {
      if (user || storedToken) endSession('expired');
      return;
    }
    const controller = new AbortController();
    verifyToken(token, controller.signal)
      .then((verified) => {
        if (controller.signal.aborted) return;
        if (!verified) return endSession('expired');
        const current = useAuthStore.getState();
        if (current.token !== token || JSON.stringify(current.user) !== JSON.stringify(verified)) {
          current.signIn(token, verified);
        }
      })
      .catch((error: unknown) => {
        // No answer at all (offline, or the page unloading mid-request) says nothing about the token;
        // the next route change checks again. Any answer from the server that is not a user logs out.
        if (controller.signal.aborted || (isApiError(error) && error.status === 0)) return;
        endSession('expired');
      });
    return () => controller.abort();
  }, [pathname]);
}
