import type { Database } from '../src/db/client.js';
import { seedDemo } from '../src/seed/demo.js';
import { ADMIN, PHOTOGRAPHER } from './helpers.js';

type Rows = Array<Record<string, unknown>>;
export const query = async (database: Database, text: string): Promise<Rows> =>
  ((await database.db.execute(text)) as unknown as { rows: Rows }).rows;

/**
 * Replaces the template's two users with the demo world (schools, teams, events, bundles, ~400 orders, coupons,
 * gift cards, settlements…), so fuzzed ids and bodies find real rows and reach the handlers. The demo's admin and
 * photographer take the template's e-mails and passwords, so `ctx.asAdmin()` keeps working.
 */
export async function seedFuzzWorld(database: Database): Promise<void> {
  await database.exec('delete from user_roles; delete from users;');
  await seedDemo(database.db, {
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    photographerEmail: PHOTOGRAPHER.email,
    photographerPassword: PHOTOGRAPHER.password,
  });
}

/**
 * Tables a refused request may legitimately write: a failed sign-in is counted (the throttle counts before it
 * verifies), and a rate limit counts every request, refused or not. Everything else must be untouched by a 4xx.
 */
export const WRITABLE_ON_REFUSAL = new Set(['login_attempts', 'rate_limit_hits']);

/**
 * A cheap fingerprint of every table's content: row count plus an order-independent sum of row hashes, so an
 * insert, a delete and an update of any column (also one that forgets updated_at) all change it.
 */
export async function fingerprinter(database: Database): Promise<() => Promise<Map<string, string>>> {
  const tables = (
    await query(
      database,
      `select table_name as t from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  )
    .map((r) => String(r.t))
    .filter((t) => !WRITABLE_ON_REFUSAL.has(t) && !t.startsWith('__drizzle'));
  const text = tables
    .map(
      (t) =>
        `select '${t}' as t, count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)), 0)::text as f from "${t}" x`,
    )
    .join(' union all ');
  return async () => new Map((await query(database, text)).map((r) => [String(r.t), String(r.f)]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((t) => before.get(t) !== after.get(t));
}

/** Which table a path's `:id` names: the segment before it, in the API's words. */
const TABLE_OF: Record<string, string> = {
  levels: 'levels',
  products: 'products',
  'product-categories': 'product_categories',
  coupons: 'coupons',
  promotions: 'promotions',
  giftcards: 'giftcards',
  users: 'users',
  roles: 'roles',
  categories: 'event_categories',
  organizations: 'organizations',
  'school-districts': 'school_districts',
  'statements-of-work': 'statements_of_work',
  states: 'states',
  orders: 'orders',
  events: 'events',
  bundles: 'season_pass',
  settlements: 'settlements',
  payouts: 'events',
  jobs: 'background_jobs',
};
/** Tables without soft delete. */
const NO_SOFT_DELETE = new Set(['background_jobs']);

/**
 * Ids that exist, per path parameter of an OpenAPI path, so that most fuzzed calls reach the handler. The
 * signed-in admin's own user row is left out: refusing to lock oneself out is tested elsewhere, and the fuzz must
 * keep its session.
 */
export async function idPools(database: Database, paths: string[]): Promise<Map<string, number[][]>> {
  const pools = new Map<string, number[][]>();
  for (const path of paths) {
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    if (names.length === 0 || names.includes('*')) continue;
    let rows: Rows;
    if (path.includes('/products/{productId}')) {
      rows = await query(
        database,
        'select order_id as a, id as b from order_products where deleted_at is null order by id limit 12',
      );
    } else if (path.includes('/crew/{photographerId}')) {
      rows = await query(
        database,
        'select event_id as a, photographer_id as b from event_photographers where deleted_at is null order by id limit 12',
      );
    } else {
      const segment = path.split('/')[path.split('/').indexOf(`{${names[0]}}`) - 1];
      const table = TABLE_OF[segment];
      if (!table) throw new Error(`fuzz: no table known for ${path}`);
      const notMe = table === 'users' ? `and email <> '${ADMIN.email}'` : '';
      rows = await query(
        database,
        `select id as a from "${table}" where ${NO_SOFT_DELETE.has(table) ? 'true' : 'deleted_at is null'} ${notMe} order by id limit 12`,
      );
    }
    const ids = rows.map((r) => [Number(r.a), ...(r.b === undefined ? [] : [Number(r.b)])]);
    // No row of that kind in the demo: an id that does not exist still exercises the route.
    pools.set(path, ids.length ? ids : [names.map(() => 2_000_000)]);
  }
  return pools;
}

/** Property names whose table is not simply their plural. */
const ID_ALIASES: Record<string, string> = {
  homeTeam: 'organizations',
  visitingTeam: 'organizations',
  participatingTeam: 'organizations',
  team: 'organizations',
  school: 'organizations',
  venue: 'organizations',
  eventCategory: 'event_categories',
  category: 'event_categories',
  parent: 'event_categories',
  eventOwner: 'users',
  photographer: 'users',
  payee: 'users',
  user: 'users',
  createdBy: 'users',
  bundle: 'season_pass',
  multiLevel: 'levels',
  schoolDistrict: 'school_districts',
  statementOfWork: 'statements_of_work',
  mediaDay: 'events',
  district: 'school_districts',
};

/** Existing ids of every table with an `id`, the lowest first, so that examples name real rows. */
export async function idsByTable(database: Database): Promise<(key: string, pick: number) => number> {
  const tables = (
    await query(
      database,
      `select c.table_name as t from information_schema.columns c
        join information_schema.columns d on d.table_name = c.table_name and d.column_name = 'deleted_at'
        where c.table_schema = 'public' and c.column_name = 'id' and c.data_type = 'integer'`,
    )
  ).map((r) => String(r.t));
  const ids = new Map<string, number[]>();
  for (const t of tables) {
    const rows = await query(database, `select id from "${t}" where deleted_at is null order by id limit 8`);
    ids.set(
      t,
      rows.map((r) => Number(r.id)),
    );
  }
  return (key, pick) => {
    const stem = key.replace(/(Ids?|s)$/, '');
    const snake = stem.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const table = ID_ALIASES[stem] ?? [`${snake}s`, snake, `${snake}es`].find((t) => ids.has(t));
    const pool = (table && ids.get(table)) || [];
    // The name shifts the choice, so a home and a visiting team (say) are two different rows.
    return pool.length ? pool[(pick + key.length) % pool.length] : 1;
  };
}
