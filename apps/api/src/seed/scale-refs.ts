/** Scale seed: what it builds on (the demo's products, categories, levels, roles, coupons) and shared constants. */
import type pg from 'pg';
import { CATEGORY_GROUPS, PRODUCTS } from './fixtures.js';
import { chicagoTime } from './generate.js';
import { DEMO_NOW } from './demo-events.js';

/** The scale data's "now", the same fixed instant as the demo's. */
export const SCALE_NOW = DEMO_NOW;
/** Scale events start on this day; customers are created from a month before. */
export const SCALE_FIRST_DAY = chicagoTime(2025, 8, 15);
export const EVENT_PRODUCTS = ['Digital Download', 'Single Digital Image', 'Action Shot Print 8x10', 'Poster 18x24'];
export const PRODUCTS_PER_EVENT = EVENT_PRODUCTS.length;

export interface Refs {
  products: Map<string, { id: number; price: number; category: string }>;
  sports: Array<{ id: number; name: string; gender: string | null }>;
  levels: Array<{ id: number; name: string; code: string }>;
  orgTypes: Record<string, number>;
  photographerRoleId: number;
  adminId: number;
  photographerHash: string;
  coupons: Array<{
    id: number;
    couponType: 'flat' | 'percentage';
    amount: number;
    maxAmount: number | null;
    start: number;
    end: number;
  }>;
}

export async function loadRefs(c: pg.ClientBase): Promise<Refs> {
  const q = async <R extends pg.QueryResultRow>(sql: string) => (await c.query<R>(sql)).rows;
  const products = await q<{ id: number; name: string; price: number }>(
    `select id, name, price from products where deleted_at is null order by id`,
  );
  const cats = await q<{ id: number; category: string }>(
    `select id, category from event_categories where parent_id is not null and deleted_at is null order by id`,
  );
  const gameSports = new Map(
    CATEGORY_GROUPS.slice(0, 3).flatMap((g) => g.sports.map((s) => [s.name, s.gender ?? null])),
  );
  const [role] = await q<{ id: number }>(`select id from roles where name = 'Photographer'`);
  const [admin] = await q<{ id: number }>(
    `select u.id from users u join roles r on r.id = u.role_id where r.name = 'Admin' order by u.id limit 1`,
  );
  const [hash] = await q<{ password: string }>(
    `select password from users where role_id = ${role?.id ?? 0} and password is not null order by id limit 1`,
  );
  const wanted = EVENT_PRODUCTS.filter((n) => products.some((p) => p.name === n));
  if (
    !role ||
    !admin ||
    !hash ||
    wanted.length < EVENT_PRODUCTS.length ||
    !cats.some((x) => gameSports.has(x.category))
  ) {
    throw new Error(
      'The scale seed builds on the demo data (products, categories, roles, users); run it on a database seeded with the demo.',
    );
  }
  const coupons = await q<{
    id: number;
    coupon_type: 'flat' | 'percentage';
    amount: number;
    max_amount: number | null;
    start_date: Date;
    expiry_date: Date;
  }>(
    `select id, coupon_type, amount, max_amount, start_date, expiry_date from coupons
      where status = 'active' and coupon_usage_type = 'unlimited' and deleted_at is null and start_date is not null and expiry_date is not null order by id`,
  );
  return {
    products: new Map(
      products.map((p) => [
        p.name,
        { id: p.id, price: p.price, category: PRODUCTS.find((x) => x.name === p.name)?.category ?? 'Digital' },
      ]),
    ),
    sports: cats
      .filter((x) => gameSports.has(x.category))
      .map((x) => ({ id: x.id, name: x.category, gender: gameSports.get(x.category)! })),
    levels: await q(
      `select id, name, code from levels where deleted_at is null and code in ('VAR', 'JV', 'FR', 'SO') order by id`,
    ),
    orgTypes: Object.fromEntries(
      (await q<{ id: number; name: string }>(`select id, name from organization_types`)).map((r) => [r.name, r.id]),
    ),
    photographerRoleId: role.id,
    adminId: admin.id,
    photographerHash: hash.password,
    coupons: coupons.map((k) => ({
      id: k.id,
      couponType: k.coupon_type,
      amount: k.amount,
      maxAmount: k.max_amount,
      start: k.start_date.getTime(),
      end: k.expiry_date.getTime(),
    })),
  };
}
