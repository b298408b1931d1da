import { describe, expect, it } from 'vitest';
import type { FormInstance } from 'antd';
import { clearErrorsOfChanged } from './fieldErrors';

/** A form whose fields hold the given messages; records what is cleared and re-validated. */
function formWith(errors: Array<[Array<string | number>, string[]]>) {
  const cleared: unknown[] = [];
  const validated: unknown[] = [];
  const form = {
    getFieldsError: () => errors.map(([name, errs]) => ({ name, errors: errs, warnings: [] })),
    setFields: (fields: Array<{ name: unknown; errors: string[] }>) => cleared.push(...fields.map((f) => f.name)),
    validateFields: async (names: unknown) => void validated.push(names),
  } as unknown as FormInstance;
  return { form, cleared, validated };
}

describe('clearErrorsOfChanged', () => {
  it("clears the changed field's message and runs its rules again, leaving the others", () => {
    const { form, cleared, validated } = formWith([
      [['code'], ['A gift card with this code already exists']],
      [['value'], ['Enter a value']],
      [['description'], []],
    ]);
    clearErrorsOfChanged(form, { code: 'NEWCODE99' });
    expect(cleared).toEqual([['code']]);
    expect(validated).toEqual([[['code']]]);
  });

  it('reaches nested and listed fields, and a whole list row replaced at once', () => {
    const { form, cleared } = formWith([
      [['match', 'homeTeamId'], ['Choose the home team before publishing']],
      [['products', 1, 'price'], ['Enter a price']],
      [['products', 0, 'price'], ['Enter a price']],
    ]);
    clearErrorsOfChanged(form, { match: { homeTeamId: 4 } });
    clearErrorsOfChanged(form, { products: [undefined, { productId: 3, price: 999 }] });
    expect(cleared).toEqual([
      ['match', 'homeTeamId'],
      ['products', 1, 'price'],
    ]);
  });

  it('does nothing when no changed field shows a message', () => {
    const { form, cleared } = formWith([[['name'], []]]);
    clearErrorsOfChanged(form, { name: 'x' });
    expect(cleared).toEqual([]);
  });
});
