// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_PHOTOGRAPHER, type AuthUser } from '@phlox/contract';
import { useAuthStore } from '../../../shared/auth/authStore';
import { eventPaths } from '../paths';
import { EventTabs } from './EventTabs';

const signedInAs = (roles: string[], events: 'view' | 'manage') =>
  useAuthStore.setState({ user: { roles, permissions: { events }, addons: [] } as unknown as AuthUser });

function openTabs() {
  const router = createMemoryRouter([{ path: '*', element: <EventTabs /> }], { initialEntries: [eventPaths.list] });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  useAuthStore.setState({ user: null });
});

describe('the events cockpit tabs', () => {
  it('offers a photographer no Statements of Work tab (its routes are staff only)', () => {
    signedInAs([ROLE_PHOTOGRAPHER], 'view');
    openTabs();
    expect(screen.getByRole('tab', { name: 'Sideline' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Media Days' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Statements of Work' })).toBeNull();
  });

  it('offers staff with view on events the Statements of Work tab', () => {
    signedInAs(['Office'], 'view');
    openTabs();
    expect(screen.getByRole('tab', { name: 'Statements of Work' })).toBeTruthy();
  });
});
