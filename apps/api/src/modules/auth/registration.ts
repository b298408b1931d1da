import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { REGISTRATION_CONFIRM_TTL_HOURS, ROLE_PHOTOGRAPHER, type RegisterBody } from '@phlox/contract';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import { passwordResetTokens, photographers, roles, userRoles, users } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { badRequest, conflict, pgErrorCode, PG_UNIQUE_VIOLATION } from '../../shared/errors.js';
import type { MailQueue } from '../../plugins/mail.js';
import { hashPassword } from './password.js';
import { findUserByEmail, sessionFor, type ClientMeta } from './service.js';
import { issueLink, useLink } from './links.js';

/**
 * An account made by self-registration stays inactive until its address is confirmed: it has confirm links
 * (purpose `confirm` in password_reset_tokens) and none of them was ever used. A voided confirm link is expired,
 * not marked used, so "used" means "confirmed".
 */
export async function awaitsConfirmation(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({
      issued: sql<boolean>`bool_or(true)`,
      confirmed: sql<boolean>`coalesce(bool_or(${passwordResetTokens.usedAt} is not null), false)`,
    })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.purpose, 'confirm')));
  return Boolean(row?.issued) && !row.confirmed;
}

/**
 * An Admin set the account's status or e-mail: their decision stands, so its unused confirm links are closed
 * (marked used: the account no longer awaits confirmation, and a link mailed to an old address activates
 * nothing).
 */
export async function closeConfirmLinks(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        eq(passwordResetTokens.purpose, 'confirm'),
        isNull(passwordResetTokens.usedAt),
      ),
    );
}

/**
 * A confirm link bound to a password hash. The account's first link is bound to the password chosen with the
 * registration; a link sent again (`again`) keeps the earlier ones working and is bound to that same first
 * password, so a second registration of the address can neither void the first nor set its own password.
 */
function issueConfirmLink(tx: Executor, userId: number, passwordHash: string, again = false): Promise<string> {
  return issueLink(tx, userId, {
    purpose: 'confirm',
    ttlMs: REGISTRATION_CONFIRM_TTL_HOURS * 3_600_000,
    password: passwordHash,
    keepEarlier: again,
  });
}

async function mailConfirmLink(
  mail: MailQueue,
  config: Config,
  to: { email: string; firstName: string },
  token: string,
  tx: Executor,
  again = false,
) {
  const link = `${config.publicUrl}/register?confirm=${encodeURIComponent(token)}`;
  const intro = again
    ? `Someone asked again to create a Phlox Admin account with this address, which already awaits confirmation. The link below confirms that account with the password chosen when it was first registered (a password typed with a later request is not used). If you do not remember that password, confirm, then choose a new one with "Forgot password?" on the sign-in page.`
    : 'Confirm your e-mail address to finish creating your Phlox Admin photographer account.';
  await mail.send(
    {
      to: to.email,
      subject: 'Confirm your e-mail address for Phlox Admin',
      text: `Hello ${to.firstName},\n\n${intro} The link works once and expires in ${REGISTRATION_CONFIRM_TTL_HOURS} hours:\n\n${link}\n\nIf you did not create an account, ignore this e-mail: nothing happens without the link.`,
    },
    { tx },
  );
}

/** What the holder of an address gets when someone registers with it: a notice, never a second account. */
async function mailAlreadyRegistered(mail: MailQueue, config: Config, to: { email: string; firstName: string }) {
  await mail.send({
    to: to.email,
    subject: 'Someone tried to create a Phlox Admin account with your e-mail address',
    text: `Hello ${to.firstName},\n\nSomeone asked to create a Phlox Admin account with ${to.email}, which already has one, so no new account was made.\n\nIf it was you, sign in at ${config.publicUrl}/ — or choose a new password with "Forgot password?" there.\nIf it was not you, you can ignore this e-mail.`,
  });
}

/**
 * Self-registration: answers the same ("check your e-mail") whether or not the address has an account, so no
 * answer tells who has one. A new address gets an inactive Photographer (with an empty profile) and a confirm
 * link; an address that has an account gets a notice instead (or, while that account still awaits its
 * confirmation, a new confirm link for the password chosen now). Nobody is signed in here.
 */
export async function register(db: Db, config: Config, mailer: MailQueue, body: RegisterBody): Promise<void> {
  // Hashed first on every path, so an existing address does not answer noticeably faster.
  const password = await hashPassword(body.password);
  const email = body.email.toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) return registerExisting(db, config, mailer, existing);
  // An owner address is reserved for the account an Admin makes for the owner (it could make its holder one).
  if (config.ownerEmails.includes(email)) return;
  try {
    await db.transaction(async (tx) => {
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_PHOTOGRAPHER));
      if (!role) throw new Error('The Photographer role is missing');
      const [user] = await tx
        .insert(users)
        .values({
          roleId: role.id,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phone: body.phone || null,
          password,
          status: 'inactive',
        })
        .returning();
      await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
      await tx.insert(photographers).values({ userId: user.id });
      await writeHistory(tx, {
        menu: 'users',
        userId: user.id,
        itemId: user.id,
        action: 'create',
        after: {
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          phone: user.phone,
          role: ROLE_PHOTOGRAPHER,
          status: 'inactive (awaiting e-mail confirmation)',
        },
      });
      await mailConfirmLink(mailer, config, body, await issueConfirmLink(tx, user.id, password), tx);
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) {
      const isPhone = String((err as { cause?: { constraint?: string } }).cause?.constraint ?? '').includes('phone');
      if (isPhone)
        throw conflict('This phone number is already in use', { phone: 'This phone number is already in use' });
      // A parallel registration took the address a moment ago: its holder is told, as for any taken address.
      const holder = await findUserByEmail(db, email);
      if (holder) await registerExisting(db, config, mailer, holder);
      return;
    }
    throw err;
  }
}

async function registerExisting(
  db: Db,
  config: Config,
  mailer: MailQueue,
  user: { id: number; email: string; firstName: string; status: string; password: string | null },
) {
  const firstPassword = user.password;
  if (firstPassword && user.status !== 'active' && (await awaitsConfirmation(db, user.id))) {
    // The link is sent again to the address, still bound to the first registrant's password (kept on the
    // account since): whoever registers second, without the inbox, cannot choose the password it activates.
    await db.transaction(async (tx) =>
      mailConfirmLink(mailer, config, user, await issueConfirmLink(tx, user.id, firstPassword, true), tx, true),
    );
    return;
  }
  await mailAlreadyRegistered(mailer, config, user);
}

/**
 * Following the e-mailed link: the link is used up, the account becomes active with the password chosen with
 * that registration, and the user is signed in.
 */
export async function confirmRegistration(db: Db, config: Config, token: string, meta: ClientMeta) {
  const invalid = () =>
    badRequest('This confirmation link is invalid or has expired. Register again to get a new one.', {
      token: 'Invalid or expired link',
    });
  const userId = await db.transaction(async (tx) => {
    const used = await useLink(tx, token, 'confirm', isNotNull(passwordResetTokens.password));
    if (!used) throw invalid();
    const [user] = await tx
      .update(users)
      .set({ status: 'active', password: used.password, updatedAt: sql`now()` })
      .where(and(eq(users.id, used.userId), eq(users.status, 'inactive'), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!user) throw invalid();
    await writeHistory(tx, {
      menu: 'users',
      userId: user.id,
      itemId: user.id,
      action: 'update',
      before: { status: 'inactive' },
      after: { status: 'active', emailConfirmedAt: new Date() },
    });
    return user.id;
  });
  return sessionFor(db, config, userId, meta);
}
