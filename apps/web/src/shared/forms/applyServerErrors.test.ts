import { describe, expect, it, vi } from 'vitest';
import type { FormInstance } from 'antd';
import { ApiError } from '../api/ApiError';
import { applyServerErrors } from './applyServerErrors';

/** The three FormInstance methods applyServerErrors uses, over a fixed set of registered fields. */
function fakeForm(registered: Array<Array<string | number>>, values: Record<string, unknown>) {
  const set: Array<{ name: unknown; errors: string[] }> = [];
  const scrolled: unknown[] = [];
  const form = {
    scrollToField: (name: unknown, options: unknown) => scrolled.push([name, options]),
    getFieldsValue: () => values,
    getFieldsError: () => registered.map((name) => ({ name, errors: [], warnings: [] })),
    setFields: (fields: Array<{ name: unknown; errors: string[] }>) => set.push(...fields),
  } as unknown as FormInstance;
  return { form, set, scrolled };
}

describe('applyServerErrors', () => {
  it('puts dotted field paths on the nested form fields, numbers as list indexes', async () => {
    const { form, set, scrolled } = fakeForm(
      [['email'], ['address', 'zip'], ['photographer', 'availability', 0, 'date']],
      {
        email: 'x',
        address: {},
      },
    );
    const error = new ApiError(400, 'VALIDATION_ERROR', 'bad', {
      email: 'Taken',
      'address.zip': 'Bad ZIP',
      'photographer.availability.0.date': 'Bad date',
      'not.on.the.form': 'Ignored',
    });
    expect(applyServerErrors(form, error)).toBe(true);
    expect(set).toEqual([
      { name: ['email'], errors: ['Taken'] },
      { name: ['address', 'zip'], errors: ['Bad ZIP'] },
      { name: ['photographer', 'availability', 0, 'date'], errors: ['Bad date'] },
    ]);
    // The first of them in the form's order is brought into view with the focus, once the form re-renders.
    await vi.waitFor(() => expect(scrolled).toEqual([[['email'], { block: 'center', focus: true }]]));
  });

  it('reports false when no message matches a field, so the caller shows the message instead', () => {
    const { form, set } = fakeForm([['name']], { name: '' });
    expect(applyServerErrors(form, new ApiError(409, 'CONFLICT', 'x', { code: 'Taken' }))).toBe(false);
    expect(applyServerErrors(form, new Error('boom'))).toBe(false);
    expect(set).toEqual([]);
  });
});
