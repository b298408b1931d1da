// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@phlox/contract';
import { configureApiClient } from '../api/client';
import { useAuthStore } from './authStore';
import { SESSION_RECHECK_MS, useRouteSessionCheck } from './useRouteSessionCheck';

vi.mock('./tokenCookie', () => ({ readToken: () => 'session-token', removeToken: vi.fn(), writeToken: vi.fn() }));

const user = { id: 1, email: 'staff@test.local', permissions: {} } as unknown as AuthUser;

function answer(status: number | 'offline', body?: unknown) {
  const fetchMock = vi.fn(async () => {
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function openPage() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/events']}>{children}</MemoryRouter>
  );
  renderHook(() => useRouteSessionCheck(), { wrapper });
}

beforeEach(() => {
  configureApiClient({ baseUrl: '', onUnauthorized: vi.fn() });
  useAuthStore.setState({ user, token: 'session-token', signOutReason: null });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the session check on a route change', () => {
  it.each([
    ['a rate limit', 429, { error: { code: 'RATE_LIMITED', message: 'Too many requests.' } }],
    ['a database outage', 503, { error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is unavailable' } }],
    ['a server error', 500, { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong' } }],
    ['a proxy without the API', 502, undefined],
    ['no answer at all', 'offline' as const, undefined],
  ])('keeps the session on %s and checks again later', async (_what, status, body) => {
    const fetchMock = answer(status, body);
    openPage();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(SESSION_RECHECK_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(useAuthStore.getState()).toMatchObject({ user, token: 'session-token', signOutReason: null });
  });

  it('signs out when the server says the token is not a session (401)', async () => {
    answer(401, { error: { code: 'UNAUTHORIZED', message: 'Your session has expired' } });
    openPage();
    await vi.waitFor(() => expect(useAuthStore.getState().signOutReason).toBe('expired'));
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('keeps a valid session', async () => {
    const fetchMock = answer(200, { data: { user } });
    openPage();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(SESSION_RECHECK_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().user).toEqual(user);
  });
});
