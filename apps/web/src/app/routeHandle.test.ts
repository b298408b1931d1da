import { describe, expect, it } from 'vitest';
import { ROLE_PHOTOGRAPHER } from '@phlox/contract';
import { eventsRoutes } from '../areas/events';
import { eventPaths } from '../areas/events/paths';
import { pageAllowed, routeHandle } from './routeHandle';

const handleOf = (path: string) => routeHandle(eventsRoutes.find((r) => r.path === path)?.handle);
const photographer = { roles: [ROLE_PHOTOGRAPHER], permissions: { events: 'view' as const } };
const office = { roles: ['Office'], permissions: { events: 'view' as const } };

describe('which pages a role may open (the dashboard shows No access otherwise)', () => {
  it('refuses a photographer the Statements of Work pages, as the API does, but not its events', () => {
    for (const path of [eventPaths.statementsOfWork, eventPaths.addSow, eventPaths.editSow(':sowId')])
      expect(pageAllowed(photographer, handleOf(path)), path).toBe(false);
    for (const path of [eventPaths.list, eventPaths.mediaDays, eventPaths.view(':eventId')])
      expect(pageAllowed(photographer, handleOf(path)), path).toBe(true);
  });

  it('lets staff with view on events open them', () => {
    expect(pageAllowed(office, handleOf(eventPaths.statementsOfWork))).toBe(true);
    expect(pageAllowed({ roles: ['Office'], permissions: {} }, handleOf(eventPaths.list))).toBe(false);
  });
});
