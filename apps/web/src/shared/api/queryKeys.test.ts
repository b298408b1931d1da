import { describe, expect, it } from 'vitest';
import { createQueryKeys } from './queryKeys';

describe('createQueryKeys', () => {
  it('nests list and detail keys under the area, so invalidating a level never touches another area', () => {
    const levels = createQueryKeys('levels');
    const list = levels.list({ page: 2, q: 'var' });
    expect(list.slice(0, levels.lists().length)).toEqual(levels.lists());
    expect(levels.lists().slice(0, 1)).toEqual(levels.all);
    expect(levels.detail(5)).toEqual(['levels', 'detail', 5]);
    expect(createQueryKeys('events').lists()).not.toEqual(levels.lists());
  });
});
