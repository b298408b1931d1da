// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_PHOTOGRAPHER, type AuthUser } from '@phlox/contract';
import { useAuthStore } from '../../../shared/auth/authStore';
import { MediaDaySection } from './MediaDaySection';

const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(String(url));
      return Promise.resolve(new Response(JSON.stringify({ data: [] }), { status: 200 }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null });
});

function openSection(roles: string[]) {
  useAuthStore.setState({ user: { roles, permissions: { events: 'view' }, addons: [] } as unknown as AuthUser });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <Form initialValues={{ match: { participatingTeams: [] } }}>
          <MediaDaySection />
        </Form>
      </App>
    </QueryClientProvider>,
  );
}

describe("a media day's details", () => {
  it('show a photographer no Statement of Work field and never ask for the SOWs (they are staff only)', async () => {
    openSection([ROLE_PHOTOGRAPHER]);
    expect(await screen.findByText('Participating teams')).toBeTruthy();
    await waitFor(() => expect(requested.length).toBeGreaterThan(0));
    expect(screen.queryByText('Statement of Work')).toBeNull();
    expect(requested.filter((url) => url.includes('statements-of-work'))).toEqual([]);
  });

  it('offer staff the Statement of Work field', async () => {
    openSection(['Office']);
    expect(await screen.findByText('Statement of Work')).toBeTruthy();
    await waitFor(() => expect(requested.some((url) => url.includes('statements-of-work'))).toBe(true));
  });
});
