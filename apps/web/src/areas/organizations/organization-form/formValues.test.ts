import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Organization } from '@phlox/contract';
import { changedFields } from '../../../shared/forms/sameValues';
import { toFormValues, toInput } from './formValues';

const org: Organization = {
  id: 7,
  organizationTypeId: 1,
  typeName: 'School',
  name: 'Plano High School',
  shortName: null,
  description: null,
  phone: '(972) 555-0142',
  address: { addressLine1: '1 Main St', addressLine2: null, city: 'Plano', state: 'TX', zip: '75074', country: null },
  imageUrl: null,
  parentId: 3,
  parentName: 'NTISD',
  isTeam: false,
  isVenue: false,
  isBoosterClub: false,
  googleMapLink: null,
  websiteLink: null,
  ncesId: '481234567890',
  schoolDistrictId: 5,
  schoolDistrictName: 'Plano ISD',
  startDate: '2026-08-01',
  endDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('organization form values', () => {
  it('round-trips an organization through the form unchanged', () => {
    const input = toInput(toFormValues(org));
    expect(input).toMatchObject({
      name: 'Plano High School',
      address: { addressLine1: '1 Main St', city: 'Plano', state: 'TX', zip: '75074', country: null },
      parentId: 3,
      schoolDistrictId: 5,
      startDate: '2026-08-01',
      endDate: null,
      // Required: an organization saved without one sends it empty, and the form asks for it.
      shortName: '',
    });
  });

  it('sends no address when only the default country is filled in, and dates as YYYY-MM-DD', () => {
    const values = { ...toFormValues(), name: 'New', organizationTypeId: 2, endDate: dayjs('2027-06-30') };
    expect(values.address.country).toBe('United States');
    expect(toInput(values)).toMatchObject({
      address: null,
      endDate: '2027-06-30',
      shortName: '',
      schoolDistrictId: null,
    });
  });

  it('changes only what really changed: trailing spaces are no change, the whole address goes when its zip does', () => {
    const initial = toFormValues(org);
    const changes = (values: typeof initial) => changedFields(toInput(initial), toInput(values));
    expect(changes({ ...initial, name: 'Plano High School ' })).toEqual({});
    // A cleared district goes as null: the school leaves it.
    expect(changes({ ...initial, schoolDistrictId: null })).toEqual({ schoolDistrictId: null });
    expect(changes({ ...initial, address: { ...initial.address, zip: '75075' } })).toEqual({
      address: { ...org.address, zip: '75075' },
    });
  });
});
