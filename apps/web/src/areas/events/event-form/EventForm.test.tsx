// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGES, type AuthUser } from '@phlox/contract';
import { useAuthStore } from '../../../shared/auth/authStore';
import { EventForm } from './EventForm';

const LOOKUPS = {
  categories: [],
  levels: [],
  products: [],
  productCategories: [],
  photographers: [],
  owners: [],
  districts: [],
};
const posted: unknown[] = [];

beforeEach(() => {
  posted.length = 0;
  useAuthStore.setState({
    user: { roles: ['Admin'], permissions: { events: 'manage' }, addons: [] } as unknown as AuthUser,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') posted.push(JSON.parse(String(init.body)));
      const data = new URL(String(url), 'http://x').pathname.endsWith('/lookups') ? LOOKUPS : [];
      return Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null });
});

function openAddEvent() {
  const router = createMemoryRouter([{ path: '/', element: <EventForm onDone={() => undefined} /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

describe('the Add event form with the type "Media day"', () => {
  it('asks for participating teams, not home and visiting, and a title; publishing needs no home team', async () => {
    openAddEvent();
    expect(await screen.findByText('Home team')).toBeTruthy();
    await choose('Event type', 'Media day');
    await waitFor(() => expect(screen.queryByText('Home team')).toBeNull());
    expect(screen.queryByText('Visiting team')).toBeNull();
    expect(screen.getByText('Participating teams')).toBeTruthy();

    await choose('Status', 'Published');
    fireEvent.click(screen.getByRole('button', { name: 'Add event' }));
    const form = screen.getByRole('form', { name: 'Add event' });
    expect(await within(form).findByText(EVENT_MESSAGES.mediaDayTitle)).toBeTruthy();
    expect(within(form).getByText(EVENT_MESSAGES.participatingTeams)).toBeTruthy();
    expect(within(form).queryByText(EVENT_MESSAGES.homeTeam)).toBeNull();
    expect(within(form).queryByText(EVENT_MESSAGES.sport)).toBeNull();
    expect(posted).toEqual([]);
  });
});
