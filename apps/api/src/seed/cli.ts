/**
 * Scale seed for benchmarks: `npm run seed -- --orders 1000000` (DATABASE_URL required).
 * Migrates, seeds access control and (on an empty database) the demo, then bulk-loads N orders
 * (~3 products each), N/100 events, a few hundred season passes over them, N/3 customers with players,
 * payments and refunds with COPY.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { count } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { users } from '../db/schema/index.js';
import { seedAccessControl } from './access-control.js';
import { seedDemo } from './demo.js';
import { createStorage } from '../plugins/storage/index.js';
import { deferIndexesAndKeys, maxIds, syncSequences } from './copy.js';
import { loadRefs } from './scale-refs.js';
import { loadEvents } from './scale-events.js';
import { loadCustomers } from './scale-customers.js';
import { loadOrders } from './scale-orders.js';
import { bundleCountFor, loadBundles } from './scale-bundles.js';

const TABLES = [
  'school_districts',
  'organizations',
  'users',
  'user_roles',
  'photographers',
  'events',
  'event_matches',
  'event_organizations',
  'event_photographers',
  'event_products',
  'address',
  'customers',
  'customer_players',
  'orders',
  'order_products',
  'order_payments',
  'order_product_refunds',
] as const;
/** Big tables whose indexes and foreign keys are rebuilt after the load instead of kept up row by row. */
const DEFERRED = [
  'address',
  'customers',
  'customer_players',
  'orders',
  'order_products',
  'order_payments',
  'order_product_refunds',
];

const started = performance.now();
const log = (msg: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${msg}`);

async function main() {
  const { values } = parseArgs({
    options: { orders: { type: 'string', default: '100000' }, seed: { type: 'string', default: '42' } },
  });
  const total = Number(values.orders);
  const seed = Number(values.seed);
  if (!Number.isInteger(total) || total < 0) throw new Error(`--orders must be a whole number, got ${values.orders}`);
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(
      'The scale seed needs a PostgreSQL server: set DATABASE_URL, e.g.\n  DATABASE_URL=postgres://postgres@127.0.0.1:5432/phlox_bench npm run seed -- --orders 1000000',
    );
    process.exit(2);
  }

  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: '', poolSize: 2 });
  try {
    await runMigrations(database);
    await seedAccessControl(database.db);
    const [{ n }] = await database.db.select({ n: count() }).from(users);
    if (n === 0) {
      const storage = await createStorage(config);
      try {
        await seedDemo(database.db, {
          photos: storage,
          adminEmail: config.admin.email,
          adminPassword: config.admin.password,
          photographerEmail: config.photographer.email,
          photographerPassword: config.photographer.password,
        });
      } finally {
        if (storage.kind === 's3') storage.client.destroy();
      }
      log(`demo data seeded (admin ${config.admin.email})`);
    } else log('database already has users: demo seed skipped');
  } finally {
    await database.close();
  }
  if (total === 0) return;

  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await client.query(`set maintenance_work_mem = '1GB'`);
    await client.query('begin');
    // The orders' search words are written once after the load (migration 0012), not per COPY batch.
    await client.query(`set local phlox.search_terms_deferred = 'on'`);
    // So are the events' game-day figures (migration 0029): counted once per event, not per batch.
    await client.query(`set local phlox.event_figures_deferred = 'on'`);
    const refs = await loadRefs(client);
    const base = await maxIds(client, TABLES);
    // Rebuilding pays off when the load at least doubles the tables; small top-ups keep the indexes live.
    const restore = total >= base.orders ? await deferIndexesAndKeys(client, DEFERRED) : async () => {};
    const eventCount = Math.max(1, Math.ceil(total / 100));
    const customerCount = Math.max(1, Math.ceil(total / 3));
    log(`loading ${total} orders, ${eventCount} events, ${customerCount} customers`);
    const events = await loadEvents(client, refs, base, eventCount, seed);
    log(`  events: ${events.length} (with matches, organizations, photographers, products)`);
    const bundles = await loadBundles(client, bundleCountFor(events.length));
    log(`  bundles: ${bundles} (season passes over those events)`);
    const customers = await loadCustomers(client, base, customerCount, seed);
    log(`  customers: ${customerCount} (with addresses and players)`);
    await loadOrders(client, { refs, events, customers, base, seed }, total, log);
    log('rebuilding indexes and foreign keys');
    await restore();
    // After the rebuild, and with fresh statistics: each order's words are read through the order_products and
    // customers indexes (planned for the empty tables of before the load, it read all of them per order).
    await client.query('analyze orders, order_products, customers, customer_players');
    await client.query('select order_search_fill($1)', [base.orders]);
    log('search words written');
    await client.query(
      `select event_order_figures_count(array(select distinct event_id from order_products
        where id > $1 and event_id is not null))`,
      [base.order_products],
    );
    log('events’ game-day figures counted');
    await client.query(
      `update coupons c set no_of_times_coupon_applied = (select count(*) from orders o where o.coupon_id = c.id)`,
    );
    await syncSequences(client, TABLES);
    await client.query('commit');
    // VACUUM as well as ANALYZE: a bulk load leaves GIN indexes (the trigram searches) with their new entries in
    // a pending list the planner prices as a full read, and the visibility map empty (no index-only counts);
    // with autovacuum off or slow that stays so until someone vacuums.
    log('committed; vacuuming and analyzing');
    await client.query('vacuum (analyze)');
    log('done');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
