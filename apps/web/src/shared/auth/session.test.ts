// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@phlox/contract';
import { configureApiClient } from '../api/client';
import { useAuthStore } from './authStore';
import { endSession, signOut } from './session';

const cookie = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock('./tokenCookie', () => ({
  readToken: () => cookie.token,
  removeToken: () => (cookie.token = undefined),
  writeToken: (token: string) => (cookie.token = token),
}));

const user = { id: 1, email: 'staff@test.local', permissions: {} } as unknown as AuthUser;

beforeEach(() => {
  configureApiClient({ baseUrl: '', onUnauthorized: vi.fn() });
  cookie.token = 'session-token';
  useAuthStore.setState({ user, token: 'session-token', signOutReason: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it('revokes the session it ends, and stays a logout when a route’s check answers 401 meanwhile', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const loggingOut = signOut();
    // The check a route change started before the click is answered now: that session was just revoked.
    endSession('expired');
    // The route guards act on the store at once: it must already say logout, never "expired" (which returns here).
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, signOutReason: 'signed-out' });
    await loggingOut;
    expect(cookie.token).toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/authentication/logout');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer session-token');
  });

  it('a session that really expires still says so', () => {
    endSession('expired');
    expect(useAuthStore.getState()).toMatchObject({ user: null, signOutReason: 'expired' });
  });
});
