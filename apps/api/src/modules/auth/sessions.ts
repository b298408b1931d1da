import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { SESSION_TTL_DAYS } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { voidPasswordLinks } from './links.js';
import { newToken } from '../../shared/tokens.js';

const DAY_MS = 86_400_000;

export async function createSession(db: Executor, userId: number, meta: { ip?: string; userAgent?: string }) {
  const { token, id } = newToken();
  await db.insert(sessions).values({
    id,
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_DAYS * DAY_MS),
    ip: meta.ip?.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 255),
  });
  return token;
}

export async function revokeSession(db: Executor, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * After a password change or reset, a deactivation or a deletion: every session of the user ends (but
 * `keepSession`, the one that changed the password) and so does every outstanding password link.
 */
export async function endUserAccess(db: Executor, userId: number, keepSession?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSession ? ne(sessions.id, keepSession) : undefined,
      ),
    );
  await voidPasswordLinks(db, userId);
}
