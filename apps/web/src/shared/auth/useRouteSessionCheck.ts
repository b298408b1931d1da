import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../api/ApiError';
import { useAuthStore } from './authStore';
import { endSession } from './session';
import { verifyToken } from './sessionApi';
import { readToken } from './tokenCookie';

/** How long to wait before checking again when the server could not say whether the session is valid. */
export const SESSION_RECHECK_MS = 30_000;

/**
 * Spec §4, on every route change: remember the previous path (newest first) and verify the session token;
 * a missing token, or the server saying the token is not a session (401, or an answer without a user), logs
 * the user out.
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
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const token = readToken();
      const { user, token: storedToken } = useAuthStore.getState();
      if (!token) {
        if (user || storedToken) endSession('expired');
        return;
      }
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
          if (controller.signal.aborted) return;
          // Only a 401 says the token is not a session. A rate limit (429), a server or database outage (5xx)
          // or no answer at all says nothing about it: signing out then would lose every open form, so the
          // session is kept and checked again shortly.
          if (isApiError(error) && error.status === 401) return endSession('expired');
          retry = setTimeout(check, SESSION_RECHECK_MS);
        });
    };
    check();
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [pathname]);
}
