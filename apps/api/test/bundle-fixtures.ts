import type { Database } from '../src/db/client.js';
import {
  eventCategories,
  eventMatches,
  events,
  levels,
  orderProducts,
  orders,
  organizations,
  productCategories,
  products,
} from '../src/db/schema/index.js';

/** Rows a bundle refers to, written straight to the database (the events module is built elsewhere). */
export async function bundleWorld(database: Database) {
  const db = database.db;
  const [level, jv] = await db
    .insert(levels)
    .values([
      { name: 'Varsity', code: 'VAR' },
      { name: 'Junior Varsity', code: 'JV' },
    ])
    .returning();
  const [group] = await db.insert(eventCategories).values({ category: 'Fall Sports', slug: 'fall' }).returning();
  const [sport] = await db
    .insert(eventCategories)
    .values({ category: 'Football', slug: 'football', parentId: group.id })
    .returning();
  const [basketball] = await db
    .insert(eventCategories)
    .values({ category: 'Basketball', slug: 'basketball', parentId: group.id })
    .returning();
  const [school] = await db.insert(organizations).values({ name: 'Lakeview High School' }).returning();
  const [team, rival, stranger, strangerRival] = await db
    .insert(organizations)
    .values([
      { name: 'Lakeview Eagles', isTeam: true, parentId: school.id },
      { name: 'Riverside Hawks', isTeam: true },
      { name: 'Hillcrest Owls', isTeam: true },
      { name: 'Summit Bears', isTeam: true },
    ])
    .returning();
  const [pc] = await db.insert(productCategories).values({ name: 'Digital' }).returning();
  const [download, print] = await db
    .insert(products)
    .values([
      { name: 'Digital Download', price: 1250, productCategoryId: pc.id },
      { name: 'Print 8x10', price: 1150, productCategoryId: pc.id },
    ])
    .returning();
  const start = Date.parse('2026-09-04T23:00:00Z');
  const games = await db
    .insert(events)
    .values(
      [0, 1, 2, 3].map((week) => ({
        title: `Riverside Hawks @ Lakeview Eagles - Week ${week + 1}`,
        eventCategoryId: sport.id,
        startTime: new Date(start + week * 7 * 86_400_000),
        endTime: new Date(start + week * 7 * 86_400_000 + 3 * 3_600_000),
        status: 'published' as const,
      })),
    )
    .returning();
  await db.insert(eventMatches).values(
    games.map((g) => ({
      eventId: g.id,
      homeTeamId: team.id,
      visitingTeamId: rival.id,
      levelId: level.id,
      gender: 'boys',
    })),
  );
  // Games a Boys Varsity Football pass of the Lakeview Eagles must leave out, each for one reason.
  const odd = async (
    title: string,
    match: Partial<typeof eventMatches.$inferInsert>,
    event: Partial<typeof events.$inferInsert> = {},
  ) => {
    const when = new Date(start + 70 * 86_400_000 + title.length * 3_600_000);
    const [row] = await db
      .insert(events)
      .values({
        title,
        eventCategoryId: sport.id,
        startTime: when,
        endTime: new Date(when.getTime() + 3_600_000),
        status: 'published',
        ...event,
      })
      .returning();
    await db.insert(eventMatches).values({
      eventId: row.id,
      homeTeamId: team.id,
      visitingTeamId: rival.id,
      levelId: level.id,
      gender: 'boys',
      ...match,
    });
    return row;
  };
  const girlsGame = await odd('Riverside @ Lakeview - Girls - Varsity - Football', { gender: 'girls' });
  const jvGame = await odd('Riverside @ Lakeview - Boys - JV - Football', { levelId: jv.id });
  const draftGame = await odd('Riverside @ Lakeview - Boys - Varsity - Football (draft)', {}, { status: 'draft' });
  const strangersGame = await odd('Summit @ Hillcrest - Boys - Varsity - Football', {
    homeTeamId: stranger.id,
    visitingTeamId: strangerRival.id,
  });
  const basketballGame = await odd(
    'Riverside @ Lakeview - Boys - Varsity - Basketball',
    {},
    { eventCategoryId: basketball.id },
  );
  const playedGame = await odd(
    'Riverside @ Lakeview - Boys - Varsity - Football (played)',
    {},
    { status: 'fulfilled' },
  );
  const [other] = await db
    .insert(events)
    .values({
      title: 'Spring Media Day',
      startTime: new Date('2027-03-01T15:00:00Z'),
      endTime: new Date('2027-03-01T18:00:00Z'),
    })
    .returning();
  return {
    level,
    jv,
    sport,
    basketball,
    school,
    team,
    rival,
    download,
    print,
    games,
    other,
    girlsGame,
    jvGame,
    draftGame,
    strangersGame,
    basketballGame,
    playedGame,
  };
}

/** An order that bought one season pass product: the bundle then cannot be deleted. */
export async function orderSeasonPassProduct(database: Database, seasonPassProductId: number, price: number) {
  const [order] = await database.db.insert(orders).values({ orderTotal: price, totalAmount: price }).returning();
  await database.db.insert(orderProducts).values({ orderId: order.id, seasonPassProductId, price });
  return order;
}
