import { eq, sql } from 'drizzle-orm';
import { endUserAccess, hashPassword, reserveAttempt, settleAttempt, verifyPassword } from '../auth/index.js';
import {
  PHOTOGRAPHER_PAY_FIELDS,
  PROFILE_MESSAGES,
  ROLE_PHOTOGRAPHER,
  tierAllows,
  type AuthUser,
  type ChangePasswordBody,
  type PhotographerProfile,
  type Profile,
  type profileUpdateSchema,
} from '@phlox/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { badRequest, businessRule, forbidden, assertFresh } from '../../shared/errors.js';
import {
  assertContactFree,
  auditView,
  findUserRow,
  getUserDetail,
  saveAvatar,
  savePhotographerProfile,
  translateContactConflict,
} from '../users/index.js';

type ProfileUpdateValues = z.output<typeof profileUpdateSchema>;

/** Changes to one's own account are recorded in the Users history, like an admin's edits. */
const MENU = 'users';

export async function getProfile(db: Executor, userId: number): Promise<Profile> {
  const u = await getUserDetail(db, userId);
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    avatarUrl: u.avatarUrl,
    roles: u.roles.map((r) => r.name),
    photographer: u.photographer,
    levelName: u.levelName,
    compensationType: u.compensationType,
    compensationRate: u.compensationRate,
    updatedAt: u.updatedAt,
  };
}

/**
 * Pay is private and set by staff: a change of the pay terms through one's own profile is refused (403, with a
 * message on each field) unless the user manages users, who could set them on the user form anyway. The saved
 * value sent back unchanged is no change.
 */
function assertPayUnchanged(
  user: AuthUser,
  saved: PhotographerProfile | null,
  patch: NonNullable<ProfileUpdateValues['photographer']>,
) {
  if (tierAllows(user.permissions.users, 'manage')) return;
  const fields: Record<string, string> = {};
  for (const k of PHOTOGRAPHER_PAY_FIELDS) {
    const sent = patch[k];
    if (sent !== undefined && sent !== (saved?.[k] ?? (k === 'commissionType' ? 'fixed' : null)))
      fields[`photographer.${k}`] = PROFILE_MESSAGES.payIsStaffOnly;
  }
  if (Object.keys(fields).length) throw forbidden(PROFILE_MESSAGES.payIsStaffOnly, fields);
}

export async function updateProfile(db: Db, user: AuthUser, input: ProfileUpdateValues): Promise<Profile> {
  const userId = user.id;
  const { updatedAt, avatarUrl, photographer, ...fields } = input;
  return translateContactConflict(() =>
    db.transaction(async (tx) => {
      const before = await findUserRow(tx, userId, true);
      assertFresh(updatedAt, before.updatedAt, 'profile');
      const beforeDetail = await getUserDetail(tx, userId);
      if (photographer && !beforeDetail.roles.some((r) => r.name === ROLE_PHOTOGRAPHER))
        throw businessRule('Only photographers have a photographer profile');
      if (photographer) assertPayUnchanged(user, beforeDetail.photographer, photographer);
      await assertContactFree(tx, { phone: fields.phone }, userId);
      await tx
        .update(users)
        .set({ ...fields, imageId: await saveAvatar(tx, before.imageId, avatarUrl), updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      if (photographer) await savePhotographerProfile(tx, userId, photographer);
      const after = await getUserDetail(tx, userId);
      await writeHistory(tx, {
        menu: MENU,
        userId,
        itemId: userId,
        action: 'update',
        before: auditView(beforeDetail),
        after: auditView(after),
      });
      return getProfile(tx, userId);
    }),
  );
}

/**
 * Needs the current password (throttled like sign-in, so a borrowed session cannot guess it). Ends every
 * other session of the user; the one making the change stays signed in.
 */
export async function changePassword(
  db: Db,
  who: { id: number; email: string; sessionId: string; ip: string },
  body: ChangePasswordBody,
) {
  const attempt = await reserveAttempt(db, who.email, who.ip);
  const row = await findUserRow(db, who.id);
  const ok = await verifyPassword(row.password, body.currentPassword);
  await settleAttempt(db, attempt, ok);
  if (!ok)
    throw badRequest('The current password is not right', { currentPassword: 'This is not your current password' });
  if (body.newPassword === body.currentPassword)
    throw badRequest('Choose a password different from the current one', {
      newPassword: 'Choose a password different from the current one',
    });
  const hashed = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password: hashed, updatedAt: sql`now()` })
      .where(eq(users.id, who.id));
    await endUserAccess(tx, who.id, who.sessionId);
    await writeHistory(tx, {
      menu: MENU,
      userId: who.id,
      itemId: who.id,
      action: 'update',
      before: { password: 'set' },
      after: { passwordChangedAt: new Date() },
    });
  });
}
