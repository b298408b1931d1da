import type { PublicConfig } from '@phlox/contract';
import { useAuthStore } from '../auth/authStore';
import { onAppError } from '../errors/reportError';
import { trackerOptions } from './trackerOptions';

/**
 * Starts session recording when, and only when, the runtime configuration carries a project key.
 * The tracker library is loaded on demand so it never weighs on the sign-in page when unused.
 */
export async function startSessionTracking(config: PublicConfig): Promise<void> {
  const projectKey = config.trackingProjectKey;
  if (!projectKey) return;

  const { default: Tracker } = await import('@openreplay/tracker');
  const tracker = new Tracker(trackerOptions({ ...config, trackingProjectKey: projectKey }));

  const email = useAuthStore.getState().user?.email;
  // With a signed-in user the session carries their e-mail; without one it starts anonymously.
  await tracker.start(email ? { userID: email } : {});

  useAuthStore.subscribe((state, previous) => {
    const next = state.user?.email;
    if (next && next !== previous.user?.email) tracker.setUserID(next);
  });
  onAppError((error) => tracker.handleError(error));
}
