import { describe, expect, it } from 'vitest';
import { effectiveAddons, grantsBeyond, landingPath, seesOwnRowsOnly } from './modules';

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

describe('add-ons', () => {
  it('count only where the module tier allows them', () => {
    expect(effectiveAddons({ orders: 'view', reports: 'view' }, ['orders.refund', 'reports.download'])).toEqual([
      'reports.download',
    ]);
    expect(effectiveAddons({ orders: 'manage' }, ['orders.refund', 'nonsense'])).toEqual(['orders.refund']);
  });
  it('grantsBeyond names the tiers and add-ons the holder lacks', () => {
    const held = { permissions: { users: 'manage' as const, levels: 'view' as const }, addons: ['users.assignRoles'] };
    expect(grantsBeyond({ permissions: { users: 'view', levels: 'view' }, addons: [] }, held)).toEqual({
      modules: [],
      addons: [],
    });
    expect(
      grantsBeyond({ permissions: { levels: 'manage', orders: 'view' }, addons: ['orders.refund'] }, held),
    ).toEqual({ modules: ['orders', 'levels'], addons: ['orders.refund'] });
  });
});
describe('seesOwnRowsOnly (pay is private)', () => {
  const user = (roles: string[], events: 'view' | 'manage', payouts: 'view' | 'manage' = 'view') => ({
    roles,
    permissions: { events, payouts },
  });
  it('holds for a photographer without manage on the module', () => {
    expect(seesOwnRowsOnly(user(['Photographer'], 'view'), 'events')).toBe(true);
    expect(seesOwnRowsOnly(user(['Photographer'], 'manage', 'view'), 'payouts')).toBe(true);
  });
  it('not for an Admin, a photographer who manages the module, or staff without the Photographer role', () => {
    expect(seesOwnRowsOnly(user(['Photographer', 'Admin'], 'view'), 'events')).toBe(false);
    expect(seesOwnRowsOnly(user(['Photographer'], 'manage'), 'events')).toBe(false);
    expect(seesOwnRowsOnly(user(['Regional manager'], 'view'), 'payouts')).toBe(false);
  });
});
