import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, cents, tstz } from './columns.js';
import { address, images } from './common.js';
import { compensationTypeEnum, permissionTierEnum, userStatusEnum } from './enums.js';
import { levels } from './levels.js';

export const roles = pgTable('roles', {
  ...baseColumns,
  name: varchar('name', { length: 50 }).notNull().unique(),
  displayName: varchar('display_name', { length: 100 }).notNull(),
  shortName: varchar('short_name', { length: 20 }),
});

export const users = pgTable(
  'users',
  {
    ...baseColumns,
    // The spec's single role_id: the user's primary role; user_roles holds the full set.
    roleId: integer('role_id').references(() => roles.id),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    password: text('password'),
    addressId: integer('address_id').references(() => address.id),
    imageId: integer('image_id').references(() => images.id),
    status: userStatusEnum('status').notNull().default('active'),
    /** The staff member's level. */
    levelId: integer('level_id').references(() => levels.id),
    /** How the staff member is paid; the rate sits in the column its type reads (the API shows one rate). */
    compensationType: compensationTypeEnum('compensation_type'),
    /** fixed: per event, hourly: per hour. */
    compensationCents: cents('compensation_cents'),
    compensationPercent: numeric('compensation_percent', { precision: 5, scale: 2 }),
  },
  (t) => [
    // A type has its rate in its own column and nothing in the other; no type, no rate. (A check that comes out
    // null passes, hence the explicit `is not null`.)
    check(
      'users_compensation_rate',
      sql`case
        when ${t.compensationType} = 'percent' then ${t.compensationPercent} is not null
          and ${t.compensationPercent} between 0 and 100 and ${t.compensationCents} is null
        when ${t.compensationType} in ('fixed', 'hourly') then ${t.compensationCents} is not null
          and ${t.compensationCents} >= 0 and ${t.compensationPercent} is null
        else ${t.compensationCents} is null and ${t.compensationPercent} is null end`,
    ),
    index('users_level_idx').on(t.levelId),
    index('users_compensation_type_idx').on(t.compensationType),
    // Unique among live users: a deleted user's e-mail and phone can be given to a new account.
    uniqueIndex('users_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_phone_unique')
      .on(t.phone)
      .where(sql`${t.phone} is not null and ${t.deletedAt} is null`),
    index('users_last_name_idx').on(t.lastName, t.firstName),
    index('users_status_idx').on(t.status),
  ],
);

export const modules = pgTable('modules', {
  ...baseColumns,
  name: varchar('name', { length: 50 }).notNull().unique(),
  description: text('description'),
});

export const menus = pgTable('menus', {
  ...baseColumns,
  name: varchar('name', { length: 50 }).notNull().unique(),
  displayName: varchar('display_name', { length: 100 }).notNull(),
  priority: integer('priority').notNull().default(0),
});

export const permissions = pgTable(
  'permissions',
  {
    ...baseColumns,
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    // Added column (BUSINESS_RULES.md): the tier the role grants on the module.
    tier: permissionTierEnum('tier').notNull().default('view'),
    /** Add-on rights on this module (ADDONS in the contract, e.g. 'orders.refund'), beyond the tier. */
    addons: text('addons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('permissions_role_module_unique').on(t.roleId, t.moduleId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    ...baseColumns,
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [uniqueIndex('user_roles_user_role_unique').on(t.userId, t.roleId), index('user_roles_role_idx').on(t.roleId)],
);

/**
 * Owners (spec §6) by user id: each OWNER_EMAILS address is matched once, to the user holding it when first
 * seen (at start, or when an Admin creates that user); changing e-mails later neither makes nor unmakes an owner.
 */
export const owners = pgTable(
  'owners',
  {
    /** The configured address, lower case: matched at most once. */
    email: varchar('email', { length: 254 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('owners_user_idx').on(t.userId)],
);

/** Server sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    lastSeenAt: tstz('last_seen_at'),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 255 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    /** `reset` (reset and invitation links) or `confirm` (self-registration's e-mail confirmation). */
    purpose: varchar('purpose', { length: 20 }).notNull().default('reset'),
    /** A confirm link's password hash, chosen with that registration: confirming sets it. */
    password: text('password'),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Failed sign-ins, for throttling by e-mail and IP across every API process. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);
