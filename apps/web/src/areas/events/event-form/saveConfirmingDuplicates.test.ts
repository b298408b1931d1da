import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { duplicateEventOf, saveConfirmingDuplicates } from './saveConfirmingDuplicates';

const other = { id: 7, title: 'Eagles @ Lions - Boys - Varsity - Football', startTime: '2026-09-05T00:00:00.000Z' };
const duplicate = new ApiError(409, 'DUPLICATE_EVENT', 'An identical event already exists', undefined, {
  duplicateOf: other,
});

describe('saving an event that duplicates a live one', () => {
  it('asks, and sends again with confirmDuplicate once staff confirm', async () => {
    const send = vi.fn(async (confirm: boolean) => {
      if (!confirm) throw duplicate;
      return 'saved';
    });
    const ask = vi.fn(async () => true);
    await expect(saveConfirmingDuplicates(send, ask)).resolves.toBe('saved');
    expect(ask).toHaveBeenCalledWith(other);
    expect(send.mock.calls).toEqual([[false], [true]]);
  });

  it('sends nothing more when staff go back', async () => {
    const send = vi.fn(async () => Promise.reject(duplicate));
    await expect(saveConfirmingDuplicates(send, async () => false)).resolves.toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('passes any other failure on without asking', async () => {
    const conflict = new ApiError(409, 'CONFLICT', 'Schedule conflict', { 'photographers.0.photographerId': 'x' });
    const ask = vi.fn(async () => true);
    await expect(saveConfirmingDuplicates(() => Promise.reject(conflict), ask)).rejects.toBe(conflict);
    expect(ask).not.toHaveBeenCalled();
    expect(duplicateEventOf(conflict)).toBeNull();
    expect(duplicateEventOf(new ApiError(409, 'DUPLICATE_EVENT', 'x'))).toBeNull();
  });
});
