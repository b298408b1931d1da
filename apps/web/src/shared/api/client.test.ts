import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from './ApiError';
import { api, configureApiClient } from './client';

vi.mock('../auth/tokenCookie', () => ({ readToken: () => 'session-token' }));

function respond(status: number, body?: unknown) {
  const fetchMock = vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the bearer token to the configured base URL and drops empty query values', async () => {
    configureApiClient({ baseUrl: 'https://admin.example/', onUnauthorized: vi.fn() });
    const fetchMock = respond(200, { data: [] });
    await api.get('/api/levels', { query: { page: 2, q: '', sort: undefined } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://admin.example/api/levels?page=2');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer session-token');
  });

  it('turns the error body into an ApiError with the field messages', async () => {
    configureApiClient({ baseUrl: '', onUnauthorized: vi.fn() });
    respond(409, {
      error: { code: 'CONFLICT', message: 'Duplicate', fields: { code: 'A level with this code already exists' } },
    });
    const error = await api.post('/api/levels', { name: 'A', code: 'B' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      fields: { code: 'A level with this code already exists' },
    });
  });

  it('keeps the details an error carries (the event a save would duplicate)', async () => {
    configureApiClient({ baseUrl: '', onUnauthorized: vi.fn() });
    const duplicateOf = { id: 7, title: 'Eagles @ Lions', startTime: '2026-09-05T00:00:00.000Z' };
    respond(409, {
      error: { code: 'DUPLICATE_EVENT', message: 'An identical event already exists', details: { duplicateOf } },
    });
    const error = await api.post('/api/events', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'DUPLICATE_EVENT', details: { duplicateOf } });
  });

  it('ends the session when an authenticated call is refused with 401', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ baseUrl: '', onUnauthorized });
    respond(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in again' } });
    await expect(api.get('/api/levels')).rejects.toThrow('Sign in again');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not end the session when a public call answers 401 (a wrong password)', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ baseUrl: '', onUnauthorized });
    respond(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid e-mail or password' } });
    await expect(api.post('/api/authentication/login', {}, { auth: false })).rejects.toThrow(
      'Invalid e-mail or password',
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as a network error', async () => {
    configureApiClient({ baseUrl: '', onUnauthorized: vi.fn() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/levels')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR });
  });

  it('treats a body cut off mid-way (the page unloading) as no answer, not as an error answer', async () => {
    configureApiClient({ baseUrl: '', onUnauthorized: vi.fn() });
    const broken = new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(broken, { status: 200 })),
    );
    await expect(api.post('/api/authentication/verify-token', {})).rejects.toMatchObject({
      status: 0,
      code: NETWORK_ERROR,
    });
  });

  it('reads a 204 as no content', async () => {
    configureApiClient({ baseUrl: '', onUnauthorized: vi.fn() });
    respond(204);
    await expect(api.delete('/api/levels/1')).resolves.toBeUndefined();
  });

  describe('Idempotency-Key', () => {
    const keyOf = (mock: ReturnType<typeof respond>, call: number) =>
      ((mock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>)[
        'Idempotency-Key'
      ];

    it('gives a repeated submission the same key until the server accepts it, then a new one', async () => {
      configureApiClient({ baseUrl: '', onUnauthorized: vi.fn() });
      const body = { initialAmount: 10000, recipientEmail: 'a@example.com' };
      const failing = vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      });
      vi.stubGlobal('fetch', failing);
      await api.post('/api/gift-cards', body).catch(() => undefined);
      const first = ((failing.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>)[
        'Idempotency-Key'
      ];
      expect(first).toMatch(/^[0-9a-f-]{32,36}$/);

      const ok = respond(201, { id: 1 });
      await api.post('/api/gift-cards', body); // the retry after a lost answer
      await api.post('/api/gift-cards', body); // a deliberate second card
      expect(keyOf(ok, 0)).toBe(first);
      expect(keyOf(ok, 1)).not.toBe(first);
    });

    it('sends one key for a double submit in flight and distinct keys for distinct writes', async () => {
      configureApiClient({ baseUrl: '', onUnauthorized: vi.fn() });
      const mock = respond(201, { id: 1 });
      await Promise.all([
        api.post('/api/levels', { name: 'JV', code: 'JV' }),
        api.post('/api/levels', { name: 'JV', code: 'JV' }),
        api.post('/api/levels', { name: 'Varsity', code: 'VAR' }),
        api.delete('/api/levels/7'),
      ]);
      expect(keyOf(mock, 0)).toBe(keyOf(mock, 1));
      expect(new Set([keyOf(mock, 0), keyOf(mock, 2), keyOf(mock, 3)]).size).toBe(3);
    });

    it('sends no key on reads', async () => {
      configureApiClient({ baseUrl: '', onUnauthorized: vi.fn() });
      const mock = respond(200, { data: [] });
      await api.get('/api/levels');
      expect(keyOf(mock, 0)).toBeUndefined();
    });
  });
});
