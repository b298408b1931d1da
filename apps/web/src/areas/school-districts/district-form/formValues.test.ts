import { describe, expect, it } from 'vitest';
import type { SchoolDistrict } from '@phlox/contract';
import { changedFields } from '../../../shared/forms/sameValues';
import { toFormValues, toInput } from './formValues';

const district: SchoolDistrict = {
  id: 4,
  title: 'Plano Independent School District',
  code: '4835100',
  state: 'TX',
  status: 'active',
  schoolCount: 2,
  schools: [
    { id: 12, name: 'Plano Senior High School', typeName: 'School', city: 'Plano' },
    { id: 7, name: 'Plano East Senior High School', typeName: 'School', city: 'Plano' },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('school district form values', () => {
  it('round-trips a district through the form', () => {
    expect(toInput(toFormValues(district))).toEqual({
      title: 'Plano Independent School District',
      code: '4835100',
      state: 'TX',
      status: 'active',
      schoolIds: [7, 12],
    });
  });

  it('starts a new district active, with no state and no schools; a blank code is none', () => {
    const values = toFormValues();
    expect(values).toMatchObject({ status: 'active', state: undefined, schoolIds: [] });
    expect(toInput({ ...values, title: ' Frisco ISD ', code: '  ' })).toMatchObject({
      title: 'Frisco ISD',
      code: null,
    });
  });

  it('sends the schools only when the set changed, whole', () => {
    const initial = toFormValues(district);
    const changes = (values: typeof initial) => changedFields(toInput(initial), toInput(values));
    expect(changes({ ...initial, schoolIds: [7, 12] })).toEqual({});
    expect(changes({ ...initial, schoolIds: [12, 7, 30] })).toEqual({ schoolIds: [7, 12, 30] });
  });
});
