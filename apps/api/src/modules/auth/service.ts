import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES, PASSWORD_RESET_TTL_MINUTES } from '@phlox/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { AppError, badRequest, unauthorized } from '../../shared/errors.js';
import type { MailQueue } from '../../plugins/mail.js';
import { recordOwners } from '../../plugins/access/owners.js';
import { loadAuthUser } from '../../plugins/access/permissions.js';
import { burnVerifyTime, hashPassword, verifyPassword } from './password.js';
import { createSession, endUserAccess } from './sessions.js';
import { reserveAttempt, settleAttempt } from './throttle.js';
import { issuePasswordLink } from '../users/index.js';
import { useLink } from './links.js';
import { awaitsConfirmation } from './registration.js';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
  return user;
}

export async function sessionFor(db: Db, config: Config, userId: number, meta: ClientMeta) {
  const token = await createSession(db, userId, meta);
  const user = await loadAuthUser(db, userId, config);
  if (!user) throw unauthorized();
  return { token, user };
}

export async function login(db: Db, config: Config, email: string, password: string, meta: ClientMeta) {
  // The address's sign-in limit counts failed sign-ins only: an office signing everyone in is never refused.
  const attempt = await reserveAttempt(db, email, meta.ip, config.rateLimits.login);
  const user = await findUserByEmail(db, email);
  if (!user) await burnVerifyTime(password);
  const ok = user ? await verifyPassword(user.password, password) : false;
  await settleAttempt(db, attempt, ok);
  if (!user || !ok) throw new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
  // Only told after the right password, so the status of an account is not guessable.
  if (user.status !== 'active')
    throw new AppError(
      403,
      'INACTIVE_USER',
      (await awaitsConfirmation(db, user.id)) ? MESSAGES.emailNotConfirmed : MESSAGES.inactiveUser,
    );
  // An owner address nobody was matched to yet becomes this user's (once; see access/owners.ts).
  if (config.ownerEmails.includes(user.email.toLowerCase())) await recordOwners(db, [user.email.toLowerCase()]);
  return sessionFor(db, config, user.id, meta);
}

/** Sends a single-use, expiring reset link. Unknown or inactive e-mails get the same answer and no mail. */
export async function forgotPassword(db: Db, config: Config, mail: MailQueue, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user || user.status !== 'active') return;
  await db.transaction(async (tx) => {
    // Only the newest link works: issuing one voids the user's earlier unused ones.
    const token = await issuePasswordLink(tx, user.id, 'reset');
    const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await mail.send(
      {
        to: user.email,
        subject: 'Reset your Phlox Admin password',
        text: `Hello ${user.firstName},\n\nUse this link to set a new password. It works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
      },
      { tx },
    );
  });
}

export async function resetPassword(db: Db, token: string, password: string) {
  const hashed = await hashPassword(password);
  await db.transaction(async (tx) => {
    const used = await useLink(tx, token, 'reset');
    if (!used)
      throw badRequest('This reset link is invalid or has expired. Ask for a new one.', {
        token: 'Invalid or expired link',
      });
    await tx
      .update(users)
      .set({ password: hashed, updatedAt: sql`now()` })
      .where(eq(users.id, used.userId));
    await endUserAccess(tx, used.userId);
    await writeHistory(tx, {
      menu: 'users',
      userId: used.userId,
      itemId: used.userId,
      action: 'update',
      before: { password: 'set' },
      after: { passwordChangedAt: new Date() },
    });
  });
}
