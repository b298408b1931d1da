import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { passwordResetTokens } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../shared/tokens.js';

/** `reset` links set a password (reset, invitation); `confirm` links activate a self-registration. */
export type LinkPurpose = 'reset' | 'confirm';

/**
 * A new single-use link for the user; its earlier unused links of the same purpose stop working (unless
 * `keepEarlier`), so only the newest e-mail's link does. The user's row lock orders parallel requests.
 * Superseded confirm links are expired rather than marked used, because a used confirm link means "confirmed"
 * (registration.ts).
 */
export async function issueLink(
  tx: Executor,
  userId: number,
  link: { purpose: LinkPurpose; ttlMs: number; password?: string; keepEarlier?: boolean },
): Promise<string> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
  if (!link.keepEarlier)
    await tx
      .update(passwordResetTokens)
      .set(
        link.purpose === 'confirm'
          ? { expiresAt: sql`least(${passwordResetTokens.expiresAt}, now())` }
          : { usedAt: sql`now()` },
      )
      .where(
        and(
          eq(passwordResetTokens.userId, userId),
          eq(passwordResetTokens.purpose, link.purpose),
          isNull(passwordResetTokens.usedAt),
        ),
      );
  const { token, id } = newToken();
  await tx.insert(passwordResetTokens).values({
    id,
    userId,
    purpose: link.purpose,
    password: link.password,
    expiresAt: new Date(Date.now() + link.ttlMs),
  });
  return token;
}

/**
 * Uses up a link: marked used in the same statement that checks it is unused and unexpired, so it works once
 * under concurrency. Undefined when it is not (or no longer) valid.
 */
export async function useLink(tx: Executor, token: string, purpose: LinkPurpose, also?: SQL) {
  const [used] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.id, hashToken(token)),
        eq(passwordResetTokens.purpose, purpose),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
        also,
      ),
    )
    .returning();
  return used;
}

/** Every unused password link (reset or invitation) of the user stops working; confirm links keep their rules. */
export async function voidPasswordLinks(db: Executor, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        eq(passwordResetTokens.purpose, 'reset'),
        isNull(passwordResetTokens.usedAt),
      ),
    );
}
