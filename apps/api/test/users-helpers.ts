import { expect } from 'vitest';
import type { TestContext } from './helpers.js';

export interface UserView {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  status: 'active' | 'inactive';
  roles: Array<{ id: number; name: string; displayName: string }>;
  primaryRoleId: number | null;
  invitationPending: boolean;
  updatedAt: string;
  address: Record<string, string | null> | null;
  photographer: null | {
    description: string | null;
    isSports: boolean;
    defaultCharge: number | null;
    commissionType: string;
    website: string | null;
    images: Array<{ url: string; primary: boolean }>;
    availability: Array<{ date: string; isAvailable: boolean }>;
  };
}

let counter = 0;
/** An e-mail no other test in the file uses. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@test.local`;
}

export async function roleIdOf(ctx: TestContext, name: string, headers?: Record<string, string>): Promise<number> {
  const res = await ctx.call('GET', '/api/users/role-options', undefined, headers);
  const role = (res.json().data as Array<{ id: number; name: string }>).find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

export async function createUser(
  ctx: TestContext,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<UserView> {
  const res = await ctx.call('POST', '/api/users', body, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as UserView;
}

/** The token in the newest e-mail sent to `email`. */
export async function linkTokenFor(ctx: TestContext, email: string): Promise<string> {
  const mail = [...(await ctx.mails())].reverse().find((m) => m.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const m = /\/reset-password\?token=([^\s]+)/.exec(mail.text);
  if (!m) throw new Error('no link in the mail');
  return decodeURIComponent(m[1]);
}

let linksFollowed = 0;
export async function setPasswordWithLink(ctx: TestContext, token: string, password: string) {
  // Each invited person follows their link from their own address (the per-IP limit's default is tested in
  // security-limits.test.ts), so a file that invites dozens of users stays under it.
  linksFollowed++;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/authentication/reset-password',
    payload: { token, password },
    remoteAddress: `127.2.${(linksFollowed >> 8) & 255}.${linksFollowed & 255}`,
  });
}

/**
 * A signed-in user with the given roles, made the way the product does it: created by the admin, the
 * invitation link followed, the password set, then a sign-in. Returns the user and its auth headers.
 */
export async function invitedUser(
  ctx: TestContext,
  roleIds: number[],
  extra: Record<string, unknown> = {},
  adminHeaders?: Record<string, string>,
) {
  const email = (extra.email as string | undefined) ?? uniqueEmail('invited');
  const password = 'invited-password-1';
  const user = await createUser(ctx, { firstName: 'Ivy', lastName: 'Invited', ...extra, email, roleIds }, adminHeaders);
  expect((await setPasswordWithLink(ctx, await linkTokenFor(ctx, email), password)).statusCode).toBe(200);
  const token = await ctx.login(email, password);
  return { user, email, password, headers: { authorization: `Bearer ${token}` } };
}

export interface HistoryRow {
  action: string;
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
}

/** An item's change history, newest first, as the admin reads it. */
export async function itemHistory(ctx: TestContext, menu: string, id: number): Promise<HistoryRow[]> {
  const res = await ctx.call('GET', `/api/history?menu=${menu}&itemId=${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as HistoryRow[];
}
