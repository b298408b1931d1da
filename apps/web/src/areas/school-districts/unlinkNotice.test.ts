import { describe, expect, it } from 'vitest';
import { unlinkNotice } from './unlinkNotice';

describe('unlinkNotice', () => {
  it('asks to unlink the schools by their number, and says there is no undo', () => {
    expect(unlinkNotice(363)).toBe(
      'Unlink its 363 schools too? They will belong to no district, and there is no undo: each would have to be linked again.',
    );
    expect(unlinkNotice(1)).toBe(
      'Unlink its 1 school too? It will belong to no district, and there is no undo: each would have to be linked again.',
    );
    expect(unlinkNotice(1_204)).toMatch(/^Unlink its 1,204 schools too\?/);
    expect(unlinkNotice(0)).toBe('It runs no schools. It will no longer appear in lists.');
  });
});
