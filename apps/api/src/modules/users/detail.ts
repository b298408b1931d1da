import { and, asc, count, desc, eq, exists, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ROLE_PHOTOGRAPHER,
  type RoleRef,
  type UserDetail,
  type UserListItem,
  type UserListQuery,
} from '@phlox/contract';
import type { Db, Executor } from '../../db/client.js';
import { address, images, levels, userRoles, users } from '../../db/schema/index.js';
import { iso } from '../../shared/dates.js';
import { notFound } from '../../shared/errors.js';
import { foldedLike, likePattern, offsetOf, toPage, totalOver } from '../../shared/list.js';
import { rateOf } from './compensation.js';
import { loadPhotographerProfile } from './photographer-store.js';

export const liveUser = isNull(users.deletedAt);

/** The user's live roles, the primary one (users.role_id) first. */
export const rolesOf = sql<RoleRef[]>`coalesce((
  select json_agg(json_build_object('id', r.id, 'name', r.name, 'displayName', r.display_name)
                  order by (r.id = "users"."role_id") desc, r.id)
  from user_roles ur join roles r on r.id = ur.role_id and r.deleted_at is null
  where ur.user_id = "users"."id" and ur.deleted_at is null), '[]'::json)`;

const columns = {
  user: users,
  roles: rolesOf,
  avatarUrl: images.imgUrl,
  levelName: levels.name,
};
type Selected = {
  user: typeof users.$inferSelect;
  roles: RoleRef[];
  avatarUrl: string | null;
  levelName: string | null;
};

function toListItem(r: Selected): UserListItem {
  const u = r.user;
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    status: u.status,
    roles: r.roles,
    primaryRoleId: u.roleId,
    avatarUrl: r.avatarUrl,
    invitationPending: u.password === null,
    levelId: u.levelId,
    levelName: r.levelName,
    compensationType: u.compensationType,
    compensationRate: rateOf(u),
    createdAt: iso(u.createdAt),
    updatedAt: iso(u.updatedAt),
  };
}

/** Name (either part or both), e-mail or phone; a phone typed as bare digits matches however it is stored. */
function search(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const p = likePattern(q);
  const digits = q.replace(/\D/g, '');
  return or(
    foldedLike(sql`${users.firstName} || ' ' || ${users.lastName}`, p),
    foldedLike(users.email, p),
    ilike(users.phone, p),
    digits.length >= 3 && /^[\d\s()+.-]+$/.test(q)
      ? sql`regexp_replace(${users.phone}, '\\D', '', 'g') like ${`%${digits}%`}`
      : undefined,
  );
}

function sortOrder(sort: string | undefined): SQL[] {
  const descending = sort?.startsWith('-') ?? false;
  const dir = descending ? desc : asc;
  switch (sort?.replace(/^-/, '')) {
    case 'email':
      return [dir(sql`lower(${users.email})`), dir(users.id)];
    case 'createdAt':
      return [dir(users.createdAt), dir(users.id)];
    case 'name':
    default:
      return [dir(users.lastName), dir(users.firstName), dir(users.id)];
  }
}

export async function listUsers(db: Db, q: UserListQuery) {
  const where = and(
    liveUser,
    search(q.q),
    q.status ? eq(users.status, q.status) : undefined,
    q.levelId ? eq(users.levelId, q.levelId) : undefined,
    q.compensationType ? eq(users.compensationType, q.compensationType) : undefined,
    q.role
      ? exists(
          db
            .select({ one: sql`1` })
            .from(userRoles)
            .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, q.role), isNull(userRoles.deletedAt))),
        )
      : undefined,
  );
  const rows = await db
    .select({ ...columns, total: totalOver() })
    .from(users)
    .leftJoin(images, eq(images.id, users.imageId))
    .leftJoin(levels, eq(levels.id, users.levelId))
    .where(where)
    .orderBy(...sortOrder(q.sort))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const page = await toPage(rows, q, async () => (await db.select({ n: count() }).from(users).where(where))[0].n);
  return { data: page.rows.map(toListItem), meta: page.meta };
}

/** The live user row, optionally locked for the rest of the transaction. */
export async function findUserRow(db: Executor, id: number, lock = false) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), liveUser));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('User');
  return row;
}

export async function getUserDetail(db: Executor, id: number): Promise<UserDetail> {
  const [r] = await db
    .select({ ...columns, address })
    .from(users)
    .leftJoin(images, eq(images.id, users.imageId))
    .leftJoin(levels, eq(levels.id, users.levelId))
    .leftJoin(address, and(eq(address.id, users.addressId), isNull(address.deletedAt)))
    .where(and(eq(users.id, id), liveUser));
  if (!r) throw notFound('User');
  const isPhotographer = r.roles.some((role) => role.name === ROLE_PHOTOGRAPHER);
  const a = r.address;
  return {
    ...toListItem(r),
    address: a
      ? {
          addressLine1: a.addressLine1,
          addressLine2: a.addressLine2,
          city: a.city,
          state: a.state,
          zip: a.zip,
          country: a.country,
        }
      : null,
    photographer: isPhotographer ? await loadPhotographerProfile(db, id) : null,
  };
}
