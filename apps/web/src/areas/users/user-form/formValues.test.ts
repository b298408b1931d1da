import { describe, expect, it } from 'vitest';
import type { UserDetail } from '@phlox/contract';
import { toFormValues, toInput } from './formValues';

const user: UserDetail = {
  id: 4,
  firstName: 'Sam',
  lastName: 'Staff',
  email: 'sam@example.com',
  phone: null,
  status: 'active',
  roles: [{ id: 2, name: 'Staff', displayName: 'Staff' }],
  primaryRoleId: 2,
  avatarUrl: null,
  invitationPending: false,
  levelId: 3,
  levelName: 'Senior',
  compensationType: 'fixed',
  compensationRate: 15000,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  address: null,
  photographer: null,
};

describe('user form: level and pay', () => {
  it('shows a fixed or hourly rate in dollars and sends it back in cents', () => {
    const values = toFormValues(user);
    expect(values).toMatchObject({ levelId: 3, compensationType: 'fixed', compensationRate: '150.00' });
    expect(toInput(values, false)).toMatchObject({ levelId: 3, compensationType: 'fixed', compensationRate: 15000 });
    expect(toInput({ ...values, compensationType: 'hourly', compensationRate: '40.5' }, false)).toMatchObject({
      compensationRate: 4050,
    });
  });

  it('shows a percent as written and sends it as text', () => {
    const values = toFormValues({ ...user, compensationType: 'percent', compensationRate: '12.50' });
    expect(values.compensationRate).toBe('12.5');
    expect(toInput(values, false).compensationRate).toBe('12.5');
  });

  it('sends no rate without a type, and none for an empty rate', () => {
    const values = toFormValues(user);
    expect(toInput({ ...values, compensationType: null }, false)).toMatchObject({
      compensationType: null,
      compensationRate: null,
    });
    expect(toInput({ ...values, compensationRate: ' ' }, false).compensationRate).toBeNull();
    expect(toFormValues()).toMatchObject({ levelId: null, compensationType: null, compensationRate: '' });
  });
});
