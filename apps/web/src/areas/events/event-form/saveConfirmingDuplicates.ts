import { ERROR_CODES, type DuplicateEventDetails } from '@phlox/contract';
import { isApiError } from '../../../shared/api/ApiError';

/** The live event a 409 DUPLICATE_EVENT says the save would duplicate, or null for any other failure. */
export function duplicateEventOf(error: unknown): DuplicateEventDetails | null {
  if (!isApiError(error) || error.code !== ERROR_CODES.duplicateEvent) return null;
  const other = error.details?.duplicateOf as DuplicateEventDetails | undefined;
  return other && typeof other.id === 'number' ? other : null;
}

/**
 * Sends the save; when the server answers that it duplicates a live event, asks and, once confirmed, sends it
 * again with `confirmDuplicate`. Null when staff chose to go back to the form.
 */
export async function saveConfirmingDuplicates<T>(
  send: (confirmDuplicate: boolean) => Promise<T>,
  ask: (other: DuplicateEventDetails) => Promise<boolean>,
): Promise<T | null> {
  try {
    return await send(false);
  } catch (error) {
    const other = duplicateEventOf(error);
    if (!other) throw error;
    if (!(await ask(other))) return null;
    return send(true);
  }
}
