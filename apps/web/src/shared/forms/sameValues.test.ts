import { describe, expect, it } from 'vitest';
import { changedFields, sameValues } from './sameValues';

describe('sameValues', () => {
  it('compares structure, not key order, and treats an undefined key as absent', () => {
    expect(sameValues({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameValues({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValues({ a: '' }, { a: null })).toBe(false);
    expect(sameValues([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameValues({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });
});

describe('changedFields', () => {
  it('keeps only the top-level fields that changed, a nested one whole', () => {
    const before: { name: string; phone: string | null; address: object; tags: number[] } = {
      name: 'Plano',
      phone: null,
      address: { zip: '75074', city: 'Plano' },
      tags: [1],
    };
    const after = { name: 'Plano', phone: '555', address: { zip: '75075', city: 'Plano' }, tags: [1] };
    expect(changedFields(before, after)).toEqual({ phone: '555', address: { zip: '75075', city: 'Plano' } });
    expect(changedFields(before, { ...before })).toEqual({});
  });

  it('sends a field that appeared (a photographer profile added by a new role)', () => {
    expect(changedFields<{ a: number; p?: { x: number } }>({ a: 1 }, { a: 1, p: { x: 2 } })).toEqual({ p: { x: 2 } });
  });
});
