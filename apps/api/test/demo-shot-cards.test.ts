import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ShotCard } from '@phlox/contract';
import { seedDemo } from '../src/seed/demo.js';
import { DEMO_PHOTO_COUNT } from '../src/seed/demo-photos.js';
import { query } from './fuzz-world.js';
import { ADMIN, PHOTOGRAPHER, useTestApp } from './helpers.js';
import { pdfImages, pdfText } from './pdf-reader.js';

/** The demo data shows what a shot card does: photos, jersey numbers, shot types, the game's teams only. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'phlox-demo-shot-cards-'));
const ctx = useTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' });

beforeAll(async () => {
  await ctx.database.exec('delete from user_roles; delete from users;');
  await seedDemo(ctx.database.db, {
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    photographerEmail: PHOTOGRAPHER.email,
    photographerPassword: PHOTOGRAPHER.password,
    photos: ctx.app.storage,
  });
});

async function card(eventId: number): Promise<ShotCard> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/events/${eventId}/shot-card`,
    headers: await ctx.asAdmin(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ShotCard;
}

describe('the demo shot cards', () => {
  it("list only the players of each game's teams, most with a photo, number and shots", async () => {
    const games = await query(
      ctx.database,
      `select e.id, m.home_team_id as home, m.visiting_team_id as visiting from events e
       join event_matches m on m.event_id = e.id where e.competition_type = 'game' and e.deleted_at is null`,
    );
    expect(games.length).toBeGreaterThan(40);
    let players = 0;
    let withPhoto = 0;
    let withNumber = 0;
    let withShots = 0;
    for (const g of games) {
      const c = await card(Number(g.id));
      expect(c.otherTeamPlayers, `event ${String(g.id)}`).toBe(0);
      for (const t of c.teams) {
        expect([g.home, g.visiting]).toContain(t.teamId);
        for (const p of t.players) {
          players++;
          if (p.imageUrl) withPhoto++;
          if (p.number) withNumber++;
          if (p.shotTypes.length) withShots++;
        }
      }
    }
    expect(players).toBeGreaterThan(150);
    expect(withPhoto / players).toBeGreaterThan(0.7);
    expect(withNumber / players).toBeGreaterThan(0.5);
    expect(withShots).toBeGreaterThan(20);
  });

  it('gives a player one jersey number, whatever the order', async () => {
    const rows = await query(
      ctx.database,
      `select op.customer_player_id as player, count(distinct a.answer)::int as numbers
       from order_product_questions_answers a
       join event_category_questions q on q.id = a.event_category_question_id and q.questions = 'Jersey number'
       join order_products op on op.id = a.order_product_id
       group by 1 having count(distinct a.answer) > 1`,
    );
    expect(rows).toEqual([]);
    const marked = await query(
      ctx.database,
      `select distinct questions from event_category_questions where "isShortCard" order by 1`,
    );
    expect(marked.map((r) => r.questions)).toEqual(['Jersey number', 'Shot type']);
  });

  it("prints the busiest game's card with its players' photos", async () => {
    const [busiest] = await query(
      ctx.database,
      `select op.event_id as id from order_products op join orders o on o.id = op.order_id
       where op.event_id is not null and o.status = 'paid' group by 1 order by count(*) desc, 1 limit 1`,
    );
    const c = await card(Number(busiest.id));
    const photos = new Set(c.teams.flatMap((t) => t.players.map((p) => p.imageUrl)).filter(Boolean));
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/events/${String(busiest.id)}/shot-card.pdf`,
      headers: await ctx.asAdmin(),
    });
    expect(res.statusCode).toBe(200);
    expect(photos.size).toBeGreaterThan(1);
    expect(photos.size).toBeLessThanOrEqual(DEMO_PHOTO_COUNT);
    // Each distinct stored photo is embedded once, as a JPEG thumbnail, however many players share it.
    const images = pdfImages(res.rawPayload);
    expect(images.length).toBe(photos.size);
    expect(images.every((i) => i.filter === 'DCTDecode')).toBe(true);
    expect(await pdfText(res.rawPayload)).toMatch(/Shots: (Action|Portrait|Team|Celebration)/);
  });
});
