import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BackgroundJob, ShotCard } from '@phlox/contract';
import {
  customerPlayers,
  customers,
  events,
  orderProductRefunds,
  orderProducts,
  orders,
  seasonPass,
  seasonPassEvents,
  seasonPassProducts,
} from '../src/db/schema/index.js';
import { useEventWorld } from './event-fixtures.js';
import { photo } from './images.js';
import { pdfFonts, pdfImages, pdfLines, pdfText, pdfTextItems } from './pdf-reader.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'phlox-shot-card-'));
const { ctx, ids, call, create, game, addOrder } = useEventWorld({
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://localhost:3000',
});

let fileNo = 0;
/** Puts a file where the local storage driver keeps uploads and returns its stored link. */
function stored(ext: string, bytes: Buffer): string {
  const dir = path.join(dataDir, 'uploads', 'images', '2026', '09');
  mkdirSync(dir, { recursive: true });
  const name = `photo-${++fileNo}.${ext}`;
  writeFileSync(path.join(dir, name), bytes);
  return `http://localhost:3000/uploads/images/2026/09/${name}`;
}

async function card(eventId: number): Promise<ShotCard> {
  const res = await call('GET', `/api/events/${eventId}/shot-card`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ShotCard;
}

async function pdf(eventId: number): Promise<Buffer> {
  const res = await call('GET', `/api/events/${eventId}/shot-card.pdf`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
}

describe('shot card', () => {
  it("lists the players of the game's teams on its live orders, once each, with number, shot types and notes", async () => {
    const e = await create(game('2026-09-25'));
    const ep = e.products[0].id;
    const avery = await addOrder(e.id, ep, {
      first: 'Avery',
      teamId: ids.lions,
      jersey: '12',
      shots: 'Action, Portrait',
    });
    // A second order for the same player adds its shots to the one entry.
    await addOrder(e.id, ep, { first: 'Avery', teamId: ids.lions, playerId: avery.playerId, shots: 'Portrait,Team' });
    await addOrder(e.id, ep, { first: 'Blake', teamId: ids.eagles, jersey: '4' });
    // Not on the card: another team's player (counted), a canceled order, a line refunded in full.
    await addOrder(e.id, ep, { first: 'Casey', teamId: ids.bears });
    await addOrder(e.id, ep, { first: 'Drew', teamId: ids.lions, status: 'canceled' });
    const gray = await addOrder(e.id, ep, { first: 'Gray', teamId: ids.eagles });
    await ctx.database.db
      .insert(orderProductRefunds)
      .values({ orderProductId: gray.orderProductId, refundAmount: 1999, refundStatus: 'succeeded' });
    // A partial refund leaves the line wanted.
    const ira = await addOrder(e.id, ep, { first: 'Ira', teamId: ids.eagles });
    await ctx.database.db
      .insert(orderProductRefunds)
      .values({ orderProductId: ira.orderProductId, refundAmount: 500, refundStatus: 'succeeded' });
    // Another game's order is not this card's.
    const other = await create(
      game('2026-09-26', { match: { homeTeamId: ids.bears, visitingTeamId: ids.eagles, levelId: ids.varsity } }),
    );
    await addOrder(other.id, other.products[0].id, { first: 'Hayden', teamId: ids.eagles });
    // A season pass that includes the game: its buyer's player is on the card.
    const db = ctx.database.db;
    const [pass] = await db.insert(seasonPass).values({ name: 'Eagles 2026', status: 'published' }).returning();
    await db.insert(seasonPassEvents).values({ seasonPassId: pass.id, eventId: e.id });
    const [spp] = await db
      .insert(seasonPassProducts)
      .values({ seasonPassId: pass.id, productId: ids.print, defaultPrice: 1999, totalPrice: 1999 })
      .returning();
    const [parent] = await db.insert(customers).values({ firstName: 'Pat', lastName: 'Parent' }).returning();
    const [finley] = await db
      .insert(customerPlayers)
      .values({ customerId: parent.id, firstName: 'Finley', lastName: 'Pass', teamId: ids.eagles })
      .returning();
    const [passOrder] = await db
      .insert(orders)
      .values({ customerId: parent.id, status: 'paid', orderTotal: 1999, totalAmount: 1999 })
      .returning();
    await db
      .insert(orderProducts)
      .values({ orderId: passOrder.id, seasonPassProductId: spp.id, customerPlayerId: finley.id, price: 1999 });

    const c = await card(e.id);
    expect(c.teams.map((t) => [t.teamName, t.players.map((p) => p.name)])).toEqual([
      ['Lincoln Lions', ['Avery Player']],
      ['Westlake Eagles', ['Blake Player', 'Finley Pass', 'Ira Player']],
    ]);
    expect(c.otherTeamPlayers).toBe(1);
    expect(c.teams[0].players[0]).toMatchObject({
      number: '12',
      shotTypes: ['Action', 'Portrait', 'Team'],
      answers: [
        { question: 'Jersey number', shotLabel: 'Jersey', answer: '12', kind: 'number' },
        { question: 'Jersey number', shotLabel: 'Jersey', answer: '7', kind: 'number' },
        { question: 'Favourite pose', shotLabel: 'Pose', answer: 'Running', kind: 'note' },
        { question: 'Shots wanted', shotLabel: 'Shot', answer: 'Action', kind: 'shotType' },
        { question: 'Shots wanted', shotLabel: 'Shot', answer: 'Portrait', kind: 'shotType' },
        { question: 'Shots wanted', shotLabel: 'Shot', answer: 'Team', kind: 'shotType' },
      ],
    });
    // A question not marked for the shot card (the parent's phone) never shows.
    expect(JSON.stringify(c)).not.toContain('555-0100');
    const blake = c.teams[1].players[0];
    expect([blake.number, blake.shotTypes]).toEqual(['4', ['Action']]);
    expect(c.teams[1].players[1]).toMatchObject({ number: null, shotTypes: [], answers: [] });

    const text = await pdfText(await pdf(e.id));
    expect(text).toContain('#12 Avery Player');
    expect(text).toContain('Shots: Action, Portrait, Team');
    expect(text).toContain('Pose: Running');
    expect(text).toContain('#4 Blake Player');
    expect(text).toMatch(/1 more on this event's orders plays for other teams/);
    for (const absent of ['Casey', 'Drew', 'Gray', 'Hayden', '555-0100']) expect(text).not.toContain(absent);
  });

  it('prints every name as written in an embedded Unicode font, and wraps long text inside the page', async () => {
    const title = `${'Championship Semifinal Doubleheader with Extended Pregame Warmups and Senior Night Ceremony '.repeat(2)}– Śląsk Łódź vs Nguyễn Academy`;
    const e = await create(game('2026-09-27'));
    await ctx.database.db.update(events).set({ title }).where(eq(events.id, e.id));
    const ep = e.products[0].id;
    const names: Array<[string, string]> = [
      ['Nguyễn Thị', 'Ánh'],
      ['Łukasz', 'Żółć'],
      ['Zoë', "O'Brien"],
      ['Søren', 'Ødegård'],
      ['Dmitrij', 'Шостакович'],
    ];
    for (const [first, last] of names) await addOrder(e.id, ep, { first, last, teamId: ids.lions });
    await addOrder(e.id, ep, {
      first: 'Maximilian-Alexander-Konstantin-Bartholomew',
      last: 'Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh-Cholmondeley',
      teamId: ids.eagles,
      jersey: '99',
    });

    const bytes = await pdf(e.id);
    const { items } = await pdfTextItems(bytes);
    const lines = pdfLines(items);
    const text = lines.join('\n');
    for (const [first, last] of names) expect(text).toContain(`${first} ${last}`);
    expect(text).not.toContain('?');
    // The glyphs come from DejaVu Sans, embedded (as a subset), not from a standard font that has none of these.
    const fonts = pdfFonts(bytes);
    expect(fonts.names.some((n) => /^[A-Z]{6}\+DejaVuSans$/.test(n))).toBe(true);
    expect(fonts.names.some((n) => /^[A-Z]{6}\+DejaVuSans-Bold$/.test(n))).toBe(true);
    expect(fonts.embedded).toBeGreaterThanOrEqual(2);
    // The title is printed whole over several lines, and no text runs past the right margin.
    // Lines 2… hold the title (line 1 is the "SHOT CARD" caption): whole, over several lines.
    const titleLines = lines.slice(
      1,
      lines.findIndex((l) => /2026 at/.test(l)),
    );
    expect(titleLines.length).toBeGreaterThanOrEqual(3);
    expect(titleLines.join(' ').replace(/\s+/g, ' ')).toBe(title.replace(/\s+/g, ' ').trim());
    for (const i of items) expect(i.x + i.width, i.str).toBeLessThanOrEqual(612 - 40 + 0.5);
    // The long name wrapped (at its hyphens) rather than being cut or running off the page.
    const long =
      '#99 Maximilian-Alexander-Konstantin-Bartholomew Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh-Cholmondeley';
    const first = lines.findIndex((l) => l.startsWith('#99 '));
    expect(lines[first]).not.toBe(long);
    expect(
      lines
        .slice(first, first + 4)
        .join('')
        .replace(/\s/g, ''),
    ).toContain(long.replace(/\s/g, ''));
  });

  it('embeds every photo as a small JPEG, whatever it was stored as, and a placeholder for what cannot be read', async () => {
    const e = await create(game('2026-09-28'));
    const ep = e.products[0].id;
    const formats = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
    for (const [i, format] of formats.entries()) {
      const bytes = await photo(format, { hue: 40 * i });
      await addOrder(e.id, ep, {
        first: `Photo${format}`,
        teamId: ids.lions,
        imageUrl: stored(format === 'jpeg' ? 'jpg' : format, bytes),
      });
    }
    await addOrder(e.id, ep, {
      first: 'Missing',
      teamId: ids.eagles,
      imageUrl: 'http://localhost:3000/uploads/images/2026/09/missing.png',
    });
    await addOrder(e.id, ep, { first: 'Broken', teamId: ids.eagles, imageUrl: stored('png', Buffer.from('nope')) });
    // Not a link of this storage: never fetched from the internet, never read from elsewhere on disk.
    await addOrder(e.id, ep, { first: 'Foreign', teamId: ids.eagles, imageUrl: 'https://example.com/a.jpg' });
    await addOrder(e.id, ep, {
      first: 'Escape',
      teamId: ids.eagles,
      imageUrl: 'http://localhost:3000/uploads/../upload-secret',
    });

    const bytes = await pdf(e.id);
    const found = pdfImages(bytes);
    expect(found).toHaveLength(formats.length);
    for (const image of found) {
      expect(image).toMatchObject({ filter: 'DCTDecode', width: 160, height: 160 });
      expect(image.bytes).toBeLessThan(20_000);
    }
    const text = await pdfText(bytes);
    expect(text.match(/No photo/g)).toHaveLength(4);
  });

  it('keeps a 60-player card with 1–2 MB photos small', async () => {
    const e = await create(game('2026-09-29'));
    const ep = e.products[0].id;
    const originals = await Promise.all(
      [0, 1, 2].map((i) => photo('jpeg', { width: 2400, height: 1800, hue: 90 * i, grain: 20 + 4 * i })),
    );
    for (const o of originals) {
      expect(o.length).toBeGreaterThan(1_000_000);
      expect(o.length).toBeLessThan(2_500_000);
    }
    let photoBytes = 0;
    for (let i = 0; i < 60; i++) {
      const original = originals[i % originals.length];
      photoBytes += original.length;
      // Each player has a file of its own: 60 reads and conversions.
      await addOrder(e.id, ep, {
        first: `Player${String(i).padStart(2, '0')}`,
        teamId: i % 2 ? ids.lions : ids.eagles,
        imageUrl: stored('jpg', original),
        jersey: String(i + 1),
      });
    }
    const started = performance.now();
    const bytes = await pdf(e.id);
    const ms = Math.round(performance.now() - started);
    const { pages } = await pdfTextItems(bytes);
    console.log(
      `shot card, 60 players: photos ${(photoBytes / 1e6).toFixed(1)} MB stored → PDF ${(bytes.length / 1e3).toFixed(0)} kB, ${pages} pages, ${ms} ms`,
    );
    expect(pdfImages(bytes)).toHaveLength(60);
    expect(bytes.length).toBeLessThan(1_000_000);
  });

  it('makes a card as a job whose PDF its owner downloads from the bell', async () => {
    const e = await create(game('2026-10-04'));
    await addOrder(e.id, e.products[0].id, {
      first: 'Łucja',
      teamId: ids.lions,
      imageUrl: stored('webp', await photo('webp')),
    });
    // A photographer not booked on the event may not ask for its card.
    expect((await call('POST', `/api/events/${e.id}/shot-card/jobs`, undefined, 'photographer')).statusCode).toBe(403);
    const started = await call('POST', `/api/events/${e.id}/shot-card/jobs`);
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json().data as { jobId: number };
    await ctx.app.queue.idle();

    const job = (await call('GET', `/api/jobs/${jobId}`)).json().data as BackgroundJob;
    expect(job).toMatchObject({ kind: 'shot-card-pdf', status: 'succeeded', done: 1, total: 1 });
    expect(job.title).toBe('Shot card Westlake Eagles @ Lincoln Lions - Boys - Varsity - Football');
    expect(job.result).toMatchObject({ rows: 1, file: { name: `shot-card-event-${e.id}.pdf` } });
    expect(job.result!.message).toMatch(/^1 player, 1 photo \(\d+ kB\)$/);
    const file = await call('GET', job.result!.file!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(file.rawPayload)).toContain('Łucja Player');
    expect(pdfImages(file.rawPayload)).toMatchObject([{ filter: 'DCTDecode', width: 160 }]);
    // Someone else's job is not found.
    expect((await call('GET', job.result!.file!.url, undefined, 'photographer')).statusCode).toBe(404);
  });

  it('renders an empty card for an event without orders', async () => {
    const e = await create(game('2026-09-30'));
    const bytes = await pdf(e.id);
    expect(pdfImages(bytes)).toEqual([]);
    expect(await pdfText(bytes)).toContain('No players to shoot yet');
    expect((await card(e.id)).teams).toEqual([]);
  });

  it('lists every player on the orders of an event without teams', async () => {
    const e = await create(game('2026-10-01', { title: 'Open practice photos', status: 'draft', match: {} }));
    await addOrder(e.id, e.products[0].id, { first: 'Kai', teamId: ids.bears });
    const c = await card(e.id);
    expect(c.teams.map((t) => t.players.map((p) => p.name))).toEqual([['Kai Player']]);
    expect(c.otherTeamPlayers).toBe(0);
  });
});
