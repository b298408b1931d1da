import { describe, expect, it } from 'vitest';
import type { Sow } from '@phlox/contract';
import { toFormValues, toInput } from './formValues';

const sow: Sow = {
  id: 4,
  title: 'Plano 2026-27',
  status: 'active',
  startDate: '2026-08-01',
  endDate: '2027-06-30',
  agreedOn: '2026-07-15',
  amount: 1_250_000,
  schoolDistrictId: 9,
  schoolDistrictName: 'Plano ISD',
  mediaDayCount: 2,
  contractUrl: '/uploads/documents/2026/07/a.pdf',
  contractFileName: 'Plano contract.pdf',
  notes: null,
  mediaDays: [
    { id: 12, title: 'Spring', startTime: '', endTime: '', status: 'draft' },
    { id: 3, title: 'Fall', startTime: '', endTime: '', status: 'draft' },
  ],
  createdAt: '',
  updatedAt: '',
};

describe('Statement of Work form values', () => {
  it('round-trip a saved one unchanged (dates, cents, the uploaded contract, media days as a sorted set)', () => {
    expect(toInput(toFormValues(sow))).toEqual({
      title: 'Plano 2026-27',
      startDate: '2026-08-01',
      endDate: '2027-06-30',
      schoolDistrictId: 9,
      status: 'active',
      agreedOn: '2026-07-15',
      amount: 1_250_000,
      contractUrl: '/uploads/documents/2026/07/a.pdf',
      contractFileName: 'Plano contract.pdf',
      notes: null,
      mediaDayIds: [3, 12],
    });
  });

  it('a new one starts as a draft with nothing chosen; a link has no file name', () => {
    const v = toFormValues();
    expect(v).toMatchObject({ status: 'draft', timeline: null, mediaDayIds: [], amount: '' });
    const input = toInput({ ...v, contract: { url: ' https://x.example/c.pdf ', fileName: null } });
    expect(input).toMatchObject({
      startDate: '',
      amount: null,
      contractUrl: 'https://x.example/c.pdf',
      contractFileName: null,
    });
  });
});
