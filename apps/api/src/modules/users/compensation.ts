import { and, eq, isNull } from 'drizzle-orm';
import { compensationProblems, type CompensationRate, type CompensationType } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { levels, users } from '../../db/schema/index.js';
import { badRequest } from '../../shared/errors.js';

export const LEVEL_MISSING = 'Choose a level from the list';

/** A user's level and pay as sent: absent keeps the saved value, null clears it. */
export interface LevelAndPay {
  levelId?: number | null;
  compensationType?: CompensationType | null;
  compensationRate?: CompensationRate | null;
}

type UserRow = typeof users.$inferSelect;

/** The one rate the API shows, from the column the type reads. */
export function rateOf(row: Pick<UserRow, 'compensationType' | 'compensationCents' | 'compensationPercent'>) {
  if (row.compensationType === 'percent') return row.compensationPercent;
  return row.compensationType ? row.compensationCents : null;
}

/**
 * The columns a save writes for level and pay, checked: the level must be live (and stays so until the save
 * ends: its delete locks it for update), the type and rate are checked together on the saved pair with the
 * changes laid over (a PATCH may send the type alone: fixed → hourly keeps the amount, fixed → percent needs a
 * percent). 400 with field messages.
 */
export async function levelAndPayColumns(tx: Executor, input: LevelAndPay, saved?: UserRow) {
  const problems: Record<string, string> = {};
  if (input.levelId) {
    const [level] = await tx
      .select({ id: levels.id })
      .from(levels)
      .where(and(eq(levels.id, input.levelId), isNull(levels.deletedAt)))
      .for('key share');
    if (!level) problems.levelId = LEVEL_MISSING;
  }
  const payChanged = input.compensationType !== undefined || input.compensationRate !== undefined;
  const type = input.compensationType !== undefined ? input.compensationType : (saved?.compensationType ?? null);
  // Clearing the type clears the pay; another type keeps the saved rate only if it reads it the same way.
  const rate = input.compensationRate !== undefined ? input.compensationRate : type && saved ? rateOf(saved) : null;
  if (payChanged) Object.assign(problems, compensationProblems(type, rate));
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
  return {
    ...(input.levelId !== undefined ? { levelId: input.levelId } : {}),
    ...(payChanged
      ? {
          compensationType: type,
          compensationCents: type === 'fixed' || type === 'hourly' ? Number(rate) : null,
          compensationPercent: type === 'percent' ? String(rate).trim() : null,
        }
      : {}),
  };
}
