import { describe, expect, it } from 'vitest';
import { landingPath } from './modules';

describe('landingPath', () => {
  it('is /events for anyone who may view events (spec §9)', () => {
    expect(landingPath({ events: 'view' })).toBe('/events');
    expect(landingPath({ events: 'manage', levels: 'manage' })).toBe('/events');
  });
  it('is the first area a role without Events may view', () => {
    expect(landingPath({ events: 'none', users: 'view', levels: 'view' })).toBe('/users');
    expect(landingPath({ payouts: 'view' })).toBe('/payout');
  });
  it('is the profile when no area is visible', () => {
    expect(landingPath({})).toBe('/profile');
    expect(landingPath(undefined)).toBe('/profile');
  });
});
