import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { owners, users } from '../../db/schema/index.js';

/**
 * Matches each OWNER_EMAILS address not matched before to the live user holding it now, once: from then on
 * the owner is that user id (table `owners`), whatever e-mail either account gets later. Runs at start and
 * at sign-in; an address nobody holds yet waits for its first user.
 */
export async function recordOwners(db: Executor, ownerEmails: readonly string[]): Promise<void> {
  if (ownerEmails.length === 0) return;
  await db
    .insert(owners)
    .select(
      db
        .select({
          email: sql<string>`lower(${users.email})`.as('email'),
          userId: users.id,
          createdAt: sql`now()`.as('created_at'),
        })
        .from(users)
        .where(and(inArray(sql`lower(${users.email})`, [...ownerEmails]), isNull(users.deletedAt))),
    )
    .onConflictDoNothing({ target: owners.email });
}

/** Whether the user was recorded as an owner (the STAGING rule is applied by the caller). */
export async function isRecordedOwner(db: Executor, userId: number): Promise<boolean> {
  const [hit] = await db.select({ userId: owners.userId }).from(owners).where(eq(owners.userId, userId)).limit(1);
  return hit !== undefined;
}
