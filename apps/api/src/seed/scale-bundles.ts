/**
 * Scale seed: season passes (bundles) over the loaded events, so the bundles list, its filters and its detail
 * are measured at scale. A bundle is a team's season of one sport, level and gender (its home and away games
 * in one academic year), priced per BUSINESS_RULES.md like the demo's. Idempotent: a database that already
 * holds scale bundles is left alone, so it can also top up a database seeded before bundles were part of it
 * (`npx tsx --conditions=@phlox/source apps/api/src/seed/scale-bundles.ts`, DATABASE_URL set).
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { bundleProductPrices, bundleTitle, bundleTotals, DEFAULT_BUNDLE_DISCOUNT } from '@phlox/contract';
import { type Cell, copyInto, maxIds, syncSequences } from './copy.js';
import { addDays } from './generate.js';

const TABLES = ['season_pass', 'season_pass_events', 'season_pass_products'] as const;
/** Marks the bundles this loader made (the demo's six have their own descriptions). */
const MARK = 'Scale season pass';
const PASS_PRODUCTS = ['Digital Download', 'Action Shot Print 8x10'];

interface Season {
  teamId: number;
  team: string;
  categoryId: number;
  sport: string;
  levelId: number;
  level: string;
  gender: string | null;
  academicYear: string;
  eventIds: number[];
  starts: Date[];
  ends: Date[];
  published: number;
}

/** Adds up to `count` bundles (the teams' seasons with the most games first); returns how many it added. */
export async function loadBundles(c: pg.ClientBase, count: number): Promise<number> {
  const { rows: marked } = await c.query<{ n: number }>(
    `select count(*)::int as n from season_pass where description like $1`,
    [`${MARK}%`],
  );
  if (marked[0].n > 0 || count <= 0) return 0;
  const { rows: seasons } = await c.query<Season>(
    `with games as (
       select m.home_team_id as team_id, e.id, e.event_category_id, m.level_id, m.gender, m.academic_year,
              e.start_time, e.end_time, e.status
       from events e join event_matches m on m.event_id = e.id and m.deleted_at is null
       where e.deleted_at is null and e.status in ('published', 'fulfilled') and m.home_team_id is not null
       union all
       select m.visiting_team_id, e.id, e.event_category_id, m.level_id, m.gender, m.academic_year,
              e.start_time, e.end_time, e.status
       from events e join event_matches m on m.event_id = e.id and m.deleted_at is null
       where e.deleted_at is null and e.status in ('published', 'fulfilled') and m.visiting_team_id is not null
     )
     select g.team_id as "teamId", o.name as team, g.event_category_id as "categoryId", c.category as sport,
            g.level_id as "levelId", l.name as level, g.gender, g.academic_year as "academicYear",
            array_agg(g.id order by g.start_time, g.id) as "eventIds",
            array_agg(g.start_time order by g.start_time, g.id) as starts,
            array_agg(g.end_time order by g.start_time, g.id) as ends,
            (count(*) filter (where g.status in ('published', 'fulfilled')))::int as published
     from games g
     join organizations o on o.id = g.team_id
     join event_categories c on c.id = g.event_category_id
     join levels l on l.id = g.level_id
     where g.academic_year is not null
     group by g.team_id, o.name, g.event_category_id, c.category, g.level_id, l.name, g.gender, g.academic_year
     having count(*) >= 3
     order by count(*) desc, g.team_id, g.event_category_id, g.level_id, g.gender, g.academic_year
     limit $1`,
    [count],
  );
  const { rows: products } = await c.query<{ id: number; name: string; price: number }>(
    `select id, name, price from products where deleted_at is null and name = any($1) order by id`,
    [PASS_PRODUCTS],
  );
  const chosen = products.length
    ? products
    : (
        await c.query<{ id: number; name: string; price: number }>(
          `select id, name, price from products where deleted_at is null order by id limit 2`,
        )
      ).rows;
  if (!seasons.length || !chosen.length) return 0;

  const base = await maxIds(c, TABLES);
  const passes: Cell[][] = [];
  const passEvents: Cell[][] = [];
  const passProducts: Cell[][] = [];
  let passId = base.season_pass;
  let linkId = base.season_pass_events;
  let productLinkId = base.season_pass_products;
  seasons.forEach((s, i) => {
    const id = ++passId;
    const first = new Date(s.starts[0]);
    const last = new Date(s.ends[s.ends.length - 1]);
    // Only games a pass may hold (published or fulfilled: docs/decisions.md, Bundles). Mostly published; some
    // drafts and archived ones for the status filter.
    const status = i % 10 === 9 ? 'archived' : s.published > 0 && i % 7 !== 6 ? 'published' : 'draft';
    const prices = chosen.map((p) => bundleProductPrices(p.price, s.eventIds.length, '1', DEFAULT_BUNDLE_DISCOUNT));
    const totals = bundleTotals(prices);
    const created = addDays(first, -40);
    passes.push([
      id,
      created,
      created,
      bundleTitle({
        team: s.team,
        level: s.level,
        sport: s.sport,
        year: first.getUTCFullYear(),
        events: s.eventIds.length,
      }),
      `${MARK}: every ${s.sport.toLowerCase()} game of the ${s.team} in ${s.academicYear}, at ${DEFAULT_BUNDLE_DISCOUNT}% off.`,
      totals.price,
      DEFAULT_BUNDLE_DISCOUNT,
      totals.totalPrice,
      first,
      last,
      s.academicYear,
      status,
      s.levelId,
      s.categoryId,
      s.gender,
      s.teamId,
      addDays(last, 60),
    ]);
    for (const eventId of s.eventIds) passEvents.push([++linkId, created, created, id, eventId, true]);
    chosen.forEach((p, k) =>
      passProducts.push([
        ++productLinkId,
        created,
        created,
        id,
        p.id,
        prices[k].defaultPrice,
        '1.000',
        prices[k].totalPrice,
        DEFAULT_BUNDLE_DISCOUNT,
      ]),
    );
  });
  const stamps = ['id', 'created_at', 'updated_at'];
  await copyInto(
    c,
    'season_pass',
    [
      ...stamps,
      'name',
      'description',
      'price',
      'discount',
      'total_price',
      'start_date',
      'end_date',
      'academic_year',
      'status',
      'level_id',
      'event_category_id',
      'gender',
      'organization_id',
      'expiry_date',
    ],
    passes,
  );
  await copyInto(c, 'season_pass_events', [...stamps, 'season_pass_id', 'event_id', 'status'], passEvents);
  await copyInto(
    c,
    'season_pass_products',
    [...stamps, 'season_pass_id', 'product_id', 'default_price', 'multiplier', 'total_price', 'discount'],
    passProducts,
  );
  await syncSequences(c, TABLES);
  return passes.length;
}

/** The number of bundles for a scale of `events` events: a few hundred at the 1M-order scale. */
export const bundleCountFor = (events: number) => Math.min(400, Math.max(5, Math.ceil(events / 25)));

// Top-up of an already seeded database: one transaction, then VACUUM ANALYZE of the three tables.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/phlox_bench');
    process.exit(2);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from events where deleted_at is null`,
    );
    await client.query('begin');
    const added = await loadBundles(client, bundleCountFor(rows[0].n));
    await client.query('commit');
    if (added) await client.query(`vacuum (analyze) ${TABLES.map((t) => `"${t}"`).join(', ')}`);
    console.log(
      added ? `added ${added} bundles` : 'scale bundles already present (or nothing to bundle): nothing added',
    );
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}
