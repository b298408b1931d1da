import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  ROLE_PHOTOGRAPHER,
  photographerProfileInputSchema,
  type AuthUser,
  type userInputSchema,
  type userUpdateSchema,
} from '@phlox/contract';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import { roles, userRoles, users } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { badRequest, businessRule, assertFresh, forbidden } from '../../shared/errors.js';
import type { MailQueue } from '../../plugins/mail.js';
import { assertMayAssignRoles, assertMayManageUser, assertMayUseEmail, freshActor } from '../access/index.js';
import { isRecordedOwner } from '../../plugins/access/owners.js';
import { assertAddon } from '../../plugins/access/permissions.js';
import { closeConfirmLinks, endUserAccess } from '../auth/index.js';
import { assertAdminRules, lockAdminRole } from './admin-rules.js';
import { levelAndPayColumns } from './compensation.js';
import { auditView } from './audit-view.js';
import { issuePasswordLink, mailPasswordLink, type PasswordLinkKind } from './invitations.js';
import { assertContactFree, saveAddress, saveAvatar, translateContactConflict } from './person-store.js';
import { ensurePhotographerRow, savePhotographerProfile } from './photographer-store.js';
import { findUserRow, getUserDetail } from './detail.js';

const MENU = 'users';
export type UserInputValues = z.output<typeof userInputSchema>;
export type UserUpdateValues = z.output<typeof userUpdateSchema>;

export interface UserDeps {
  db: Db;
  config: Config;
  mail: MailQueue;
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The chosen roles, locked against a concurrent delete of one of them; unknown ids are a field error. */
async function lockChosenRoles(tx: Executor, ids: number[]) {
  const found = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(inArray(roles.id, ids), isNull(roles.deletedAt)))
    .for('share');
  if (found.length !== ids.length) throw badRequest('Choose existing roles', { roleIds: 'Choose existing roles' });
  return found;
}

/** user_roles becomes exactly `roleIds`; a role given back revives its old link row (unique per user and role). */
async function setUserRoles(tx: Executor, userId: number, roleIds: number[]) {
  await tx
    .update(userRoles)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(userRoles.userId, userId), notInArray(userRoles.roleId, roleIds), isNull(userRoles.deletedAt)));
  await tx
    .insert(userRoles)
    .values(roleIds.map((roleId) => ({ userId, roleId })))
    .onConflictDoUpdate({
      target: [userRoles.userId, userRoles.roleId],
      set: { deletedAt: null, updatedAt: sql`now()` },
      setWhere: sql`${userRoles.deletedAt} is not null`,
    });
}

/**
 * No escalation: the caller may change this account (Admins and owners only by Admins, nobody an account with
 * rights beyond their own), a changed role set needs the users.assignRoles add-on and each role given or taken
 * away must be within the caller's rights, and an owner's address is given by Admins only.
 */
async function assertMayChange(
  deps: UserDeps,
  tx: Executor,
  actor: AuthUser,
  targetId: number,
  currentRoles: Array<{ id: number }>,
  change: { roleIds?: number[]; email?: string; emailBefore?: string },
) {
  const caller = await freshActor(tx, actor, deps.config);
  // With a new e-mail and "Send password reset", a colleague's account would be anyone's: someone else's
  // address is changed only with the roles add-on (which Admins hold).
  const emailChanged =
    change.email !== undefined &&
    change.emailBefore !== undefined &&
    change.email.toLowerCase() !== change.emailBefore.toLowerCase();
  if (emailChanged && targetId !== caller.id && !caller.addons.includes('users.assignRoles'))
    throw forbidden('Only an Admin or a user manager who may assign roles can change another user’s e-mail', {
      email: 'Only an Admin or a user manager who may assign roles can change this',
    });
  const current = currentRoles.map((r) => r.id);
  await assertMayManageUser(tx, caller, {
    id: targetId,
    roleIds: current,
    owner: await isRecordedOwner(tx, targetId),
  });
  if (change.roleIds) {
    const changed = [
      ...change.roleIds.filter((r) => !current.includes(r)),
      ...current.filter((r) => !change.roleIds!.includes(r)),
    ];
    if (changed.length > 0) {
      assertAddon(caller, 'users.assignRoles');
      await assertMayAssignRoles(tx, caller, changed);
    }
  }
  assertMayUseEmail(caller, change.email, deps.config.ownerEmails);
}

/** The old address hears of the change: its holder learns at once if the account was taken from them. */
async function mailEmailChanged(
  deps: UserDeps,
  tx: Executor,
  user: { email: string; firstName: string; newEmail: string },
  actor: AuthUser,
) {
  await deps.mail.send(
    {
      to: user.email,
      subject: 'Your Phlox Admin e-mail address was changed',
      text: `Hello ${user.firstName},\n\n${fullName(actor)} changed the e-mail address of your Phlox Admin account from ${user.email} to ${user.newEmail}. Sign-in and password links now go to the new address.\n\nIf you did not expect this, contact an administrator at once.`,
    },
    { tx, track: { userId: actor.id, title: `E-mail change notice to ${user.email}` } },
  );
}

export async function createUser(deps: UserDeps, input: UserInputValues, actor: AuthUser) {
  return translateContactConflict(() =>
    deps.db.transaction(async (tx) => {
      const caller = await freshActor(tx, actor, deps.config);
      assertAddon(caller, 'users.assignRoles');
      assertMayUseEmail(caller, input.email, deps.config.ownerEmails);
      await assertContactFree(tx, { email: input.email, phone: input.phone });
      const chosen = await lockChosenRoles(tx, input.roleIds);
      await assertMayAssignRoles(tx, caller, input.roleIds);
      const levelAndPay = await levelAndPayColumns(tx, input);
      const [row] = await tx
        .insert(users)
        .values({
          roleId: input.roleIds[0],
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          status: input.status,
          password: null,
          imageId: await saveAvatar(tx, null, input.avatarUrl),
          addressId: await saveAddress(tx, null, input.address),
          ...levelAndPay,
        })
        .returning();
      await setUserRoles(tx, row.id, input.roleIds);
      if (chosen.some((r) => r.name === ROLE_PHOTOGRAPHER)) {
        await savePhotographerProfile(tx, row.id, input.photographer ?? photographerProfileInputSchema.parse({}));
      }
      const detail = await getUserDetail(tx, row.id);
      await writeHistory(tx, {
        menu: MENU,
        userId: actor.id,
        itemId: row.id,
        action: 'create',
        after: auditView(detail),
      });
      // An inactive account could not use the link, so it is invited when activated (Resend invitation).
      if (row.status !== 'active') return { user: detail, invitationSent: false };
      const token = await issuePasswordLink(tx, row.id, 'invitation');
      await mailPasswordLink(deps.mail, deps.config, row, token, 'invitation', fullName(actor), {
        tx,
        track: { userId: actor.id, title: `Invitation e-mail to ${row.email}` },
      });
      return { user: detail, invitationSent: true };
    }),
  );
}

export async function updateUser(deps: UserDeps, id: number, input: UserUpdateValues, actor: AuthUser) {
  const {
    updatedAt,
    roleIds,
    avatarUrl,
    address,
    photographer,
    levelId,
    compensationType,
    compensationRate,
    ...fields
  } = input;
  return translateContactConflict(() =>
    deps.db.transaction(async (tx) => {
      const adminRoleId = await lockAdminRole(tx);
      const before = await findUserRow(tx, id, true);
      assertFresh(updatedAt, before.updatedAt, 'user');
      const beforeDetail = await getUserDetail(tx, id);
      await assertContactFree(tx, { email: fields.email, phone: fields.phone }, id);
      const finalRoles = roleIds ? await lockChosenRoles(tx, roleIds) : beforeDetail.roles;
      const status = fields.status ?? before.status;
      await assertAdminRules(tx, {
        actorId: actor.id,
        targetId: id,
        adminRoleId,
        before: { isAdmin: beforeDetail.roles.some((r) => r.id === adminRoleId), active: before.status === 'active' },
        after: { isAdmin: finalRoles.some((r) => r.id === adminRoleId), active: status === 'active' },
      });
      await assertMayChange(deps, tx, actor, id, beforeDetail.roles, {
        roleIds,
        email: fields.email,
        emailBefore: before.email,
      });
      const levelAndPay = await levelAndPayColumns(tx, { levelId, compensationType, compensationRate }, before);

      await tx
        .update(users)
        .set({
          ...fields,
          ...levelAndPay,
          roleId: roleIds ? roleIds[0] : before.roleId,
          imageId: await saveAvatar(tx, before.imageId, avatarUrl),
          addressId: await saveAddress(tx, before.addressId, address),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id));
      if (roleIds) await setUserRoles(tx, id, roleIds);
      if (finalRoles.some((r) => r.name === ROLE_PHOTOGRAPHER)) {
        if (photographer) await savePhotographerProfile(tx, id, photographer);
        else await ensurePhotographerRow(tx, id);
      }
      if (before.status === 'active' && status !== 'active') await endUserAccess(tx, id);
      if (fields.status !== undefined || fields.email !== undefined) await closeConfirmLinks(tx, id);
      if (fields.email !== undefined && fields.email.toLowerCase() !== before.email.toLowerCase())
        await mailEmailChanged(deps, tx, { ...before, newEmail: fields.email }, actor);

      const after = await getUserDetail(tx, id);
      await writeHistory(tx, {
        menu: MENU,
        userId: actor.id,
        itemId: id,
        action: 'update',
        before: auditView(beforeDetail),
        after: auditView(after),
      });
      return after;
    }),
  );
}

/** Soft delete: the account can no longer sign in, its sessions and pending links end at once. */
export async function deleteUser(deps: UserDeps, id: number, actor: AuthUser) {
  await deps.db.transaction(async (tx) => {
    const adminRoleId = await lockAdminRole(tx);
    const before = await findUserRow(tx, id, true);
    const detail = await getUserDetail(tx, id);
    await assertAdminRules(tx, {
      actorId: actor.id,
      targetId: id,
      adminRoleId,
      before: { isAdmin: detail.roles.some((r) => r.id === adminRoleId), active: before.status === 'active' },
      after: null,
    });
    await assertMayChange(deps, tx, actor, id, detail.roles, {});
    await tx
      .update(users)
      .set({ deletedAt: sql`now()` })
      .where(eq(users.id, id));
    await endUserAccess(tx, id);
    await writeHistory(tx, { menu: MENU, userId: actor.id, itemId: id, action: 'delete', before: auditView(detail) });
  });
}

/** "Resend invitation" (no password yet) or "Send password reset": a fresh link by e-mail. */
export async function sendPasswordLink(deps: UserDeps, id: number, kind: PasswordLinkKind, actor: AuthUser) {
  await deps.db.transaction(async (tx) => {
    const row = await findUserRow(tx, id, true);
    await assertMayChange(deps, tx, actor, id, (await getUserDetail(tx, id)).roles, {});
    if (row.status !== 'active') throw businessRule('Activate this user before sending a link');
    if (kind === 'invitation' && row.password !== null)
      throw businessRule('This user has already set a password: send a password reset instead');
    const token = await issuePasswordLink(tx, id, kind);
    const what = kind === 'invitation' ? 'Invitation' : 'Password reset';
    await mailPasswordLink(deps.mail, deps.config, row, token, kind, fullName(actor), {
      tx,
      track: { userId: actor.id, title: `${what} e-mail to ${row.email}` },
    });
  });
}
