import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { EventStatus, PayoutDetail, PayoutListResponse, PayeeOption, UnpaidResponse } from '@phlox/contract';
import * as s from '../src/db/schema/index.js';
import {
  holdReasonOf,
  holdReasonSql,
  isOwed,
  isOwedSql,
  standingOf,
  unpaidStandingOf,
  unpaidStandingSql,
  type LineFacts,
} from '../src/modules/payouts/eligibility.js';
import { listPayouts } from '../src/modules/payouts/list.js';
import { settle } from '../src/modules/payouts/settle.js';
import { unpaidRows } from '../src/modules/payouts/settlements.js';
import { rowsOf } from '../src/shared/sql.js';
import { ADMIN, useTestApp } from './helpers.js';
import { seedPayoutWorld, type PayoutWorld } from './payout-fixtures.js';

/**
 * Payout eligibility (issue 13): a payee line is owed only when its event has taken place and is neither draft
 * nor canceled; before that it is projected (apart, never settled); a canceled event's lines are void.
 */

const NOW = new Date('2026-11-26T00:10:00Z'); // 18:10 on Nov 25 in Chicago (CST), already Nov 26 in UTC
const ms = (d: Date, delta: number) => new Date(d.getTime() + delta);

describe('the rule', () => {
  // An evening game in Chicago: Nov 25, 17:00–23:30 CST = 23:00Z Nov 25 – 05:30Z Nov 26.
  const gameEnd = new Date('2026-11-25T23:30:00-06:00');
  const cases: Array<[string, LineFacts, Date, ReturnType<typeof holdReasonOf>]> = [
    ['published, ended a millisecond ago', { eventStatus: 'published', eventEnd: ms(NOW, -1) }, NOW, null],
    ['published, ends exactly now', { eventStatus: 'published', eventEnd: NOW }, NOW, null],
    ['published, ends a millisecond from now', { eventStatus: 'published', eventEnd: ms(NOW, 1) }, NOW, 'not_played'],
    ['fulfilled, ended', { eventStatus: 'fulfilled', eventEnd: ms(NOW, -86_400_000) }, NOW, null],
    // the UTC date has turned but Chicago's evening game is still on: not over
    ['evening game, UTC date already the next day', { eventStatus: 'published', eventEnd: gameEnd }, NOW, 'not_played'],
    ['evening game, at its end', { eventStatus: 'published', eventEnd: gameEnd }, gameEnd, null],
    ['draft, long over', { eventStatus: 'draft', eventEnd: ms(NOW, -30 * 86_400_000) }, NOW, 'draft'],
    [
      'draft, in the future (Feb 2027)',
      { eventStatus: 'draft', eventEnd: new Date('2027-02-12T03:00:00Z') },
      NOW,
      'draft',
    ],
    ['canceled, over', { eventStatus: 'canceled', eventEnd: ms(NOW, -86_400_000) }, NOW, 'canceled'],
    ['canceled, in the future', { eventStatus: 'canceled', eventEnd: ms(NOW, 86_400_000) }, NOW, 'canceled'],
    ['no end known', { eventStatus: 'published', eventEnd: null }, NOW, 'not_played'],
    // a staff line: also its assignment (a booster club's line has none)
    [
      'played, assignment not confirmed',
      { eventStatus: 'published', eventEnd: ms(NOW, -1), assignmentConfirmed: false },
      NOW,
      'unconfirmed',
    ],
    [
      'played, assignment confirmed',
      { eventStatus: 'published', eventEnd: ms(NOW, -1), assignmentConfirmed: true },
      NOW,
      null,
    ],
    [
      'not played, assignment not confirmed: the event says first',
      { eventStatus: 'published', eventEnd: ms(NOW, 1), assignmentConfirmed: false },
      NOW,
      'not_played',
    ],
    [
      'canceled, assignment not confirmed: void',
      { eventStatus: 'canceled', eventEnd: ms(NOW, -1), assignmentConfirmed: false },
      NOW,
      'canceled',
    ],
  ];

  it.each(cases)('%s', (_, facts, now, reason) => {
    expect(holdReasonOf(facts, now)).toBe(reason);
    expect(isOwed(facts, now)).toBe(reason === null);
    const standing = reason === null ? 'owed' : reason === 'canceled' ? 'void' : 'projected';
    expect(unpaidStandingOf(facts, now)).toBe(standing);
    for (const status of ['New', 'Failed', 'Unpaid'] as const) expect(standingOf(status, facts, now)).toBe(standing);
    // a Paid line stays paid, whatever its event became
    expect(standingOf('Paid', facts, now)).toBe('paid');
  });

  describe('as SQL', () => {
    const ctx = useTestApp();
    it('says the same as the TypeScript predicate on every case', async () => {
      for (const [name, facts, now] of cases) {
        const cols = {
          eventStatus: sql`${facts.eventStatus}::event_status`,
          eventEnd: sql`${facts.eventEnd?.toISOString() ?? null}::timestamptz`,
          assignmentConfirmed:
            facts.assignmentConfirmed === undefined ? undefined : sql`${facts.assignmentConfirmed}::boolean`,
        };
        const [row] = await rowsOf<{ reason: string | null; standing: string; owed: boolean }>(
          ctx.database.db,
          sql`select ${holdReasonSql(cols, now)} as reason, ${unpaidStandingSql(cols, now)} as standing,
            ${isOwedSql(cols, now)} as owed`,
        );
        expect([name, row]).toEqual([
          name,
          { reason: holdReasonOf(facts, now), standing: unpaidStandingOf(facts, now), owed: isOwed(facts, now) },
        ]);
      }
    });
  });
});

describe('payouts of events not played, drafts and canceled events', () => {
  const ctx = useTestApp();
  let w: PayoutWorld;
  let me: number;
  let adminId: number;
  const DAY = 86_400_000;
  const ev = { future: 0, pastDraft: 0, futureDraft: 0, canceled: 0 };
  /** The September world's figures, all four games played and published: everything owed. */
  let before: PayoutListResponse;

  const call = async (method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
    ctx.app.inject({ method, url, payload, headers: headers ?? (await ctx.asAdmin()) });
  const detail = async (eventId: number, headers?: Record<string, string>) =>
    (await call('GET', `/api/payouts/${eventId}`, undefined, headers)).json().data as PayoutDetail;
  const list = async (query = '&sort=startTime', headers?: Record<string, string>) =>
    (await call('GET', `/api/payouts?pageSize=100${query}`, undefined, headers)).json() as PayoutListResponse;
  const picker = async () =>
    (await call('GET', `/api/payouts/unpaid?payeeRole=staff&payeeId=${me}`)).json() as UnpaidResponse;
  const rowOf = async (eventId: number) => (await detail(eventId)).payees.find((p) => p.payeeId === me)!;
  const settleRows = (rowIds: number[]) =>
    call('POST', '/api/payouts/settlements', {
      payeeRole: 'staff',
      payeeId: me,
      rowIds,
      paymentDate: '2026-11-20',
    });

  beforeAll(async () => {
    w = await seedPayoutWorld(ctx.database);
    me = w.photographerId;
    const db = ctx.database.db;
    [{ id: adminId }] = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, ADMIN.email));
    expect((await call('POST', '/api/payouts/recompute', { from: '2026-09-01', to: '2026-09-30' })).statusCode).toBe(
      200,
    );
    before = await list();
    const now = Date.now();
    const add = async (title: string, status: EventStatus, start: number, charge: number) => {
      const [e] = await db
        .insert(s.events)
        .values({ title, status, startTime: new Date(start), endTime: new Date(start + 3 * 3_600_000) })
        .returning();
      await db.insert(s.eventPhotographers).values({
        eventId: e.id,
        photographerId: me,
        commissionType: 'fixed',
        charge,
        totalCharge: charge,
        confirmation: 'confirmed',
      });
      const res = await call('POST', '/api/payouts/recompute', { eventId: e.id });
      expect(res.statusCode, res.body).toBe(200);
      return e.id;
    };
    ev.future = await add('Next week’s game', 'published', now + 7 * DAY, 5000);
    ev.pastDraft = await add('Last week’s draft', 'draft', now - 7 * DAY, 5000);
    // as found: a Feb 2027 draft with a fixed $200 and no sales
    ev.futureDraft = await add('Central vs North - Feb 2027', 'draft', Date.parse('2027-02-12T00:00:00Z'), 20000);
    ev.canceled = await add('Rained out', 'canceled', now - 3 * DAY, 5000);
  });

  it('shows their lines as projected or void in the detail, never owed, and a loss instead of a negative fee', async () => {
    const expected: Array<[number, string, string, number]> = [
      [ev.future, 'projected', 'not_played', 5000],
      [ev.pastDraft, 'projected', 'draft', 5000],
      [ev.futureDraft, 'projected', 'draft', 20000],
      [ev.canceled, 'void', 'canceled', 0],
    ];
    for (const [eventId, standing, holdReason, projected] of expected) {
      const d = await detail(eventId);
      expect(d.payees.map((p) => [p.payeeId, p.standing, p.holdReason])).toEqual([[me, standing, holdReason]]);
      expect([d.owed, d.projected]).toEqual([0, projected]);
      // no sales and a fixed charge: the platform fee is $0 and the shortfall a loss, not a −$200 fee
      expect(d.phloxAmount).toBe(0);
      expect(d.phloxLoss).toBe(d.payees[0].amount);
    }
  });

  it('keeps them out of Owed in the list and its totals, and shows them apart as Projected', async () => {
    const after = await list();
    expect(after.totals).toEqual({ owed: before.totals.owed, projected: 5000 + 5000 + 20000, paid: 0 });
    const byId = new Map(after.data.map((r) => [r.eventId, r]));
    expect(byId.get(ev.future)).toMatchObject({
      owed: 0,
      projected: 5000,
      standing: 'projected',
      holdReason: 'not_played',
      phloxAmount: 0,
      phloxLoss: 5000,
    });
    expect(byId.get(ev.futureDraft)).toMatchObject({ owed: 0, projected: 20000, holdReason: 'draft', phloxAmount: 0 });
    expect(byId.get(ev.canceled)).toMatchObject({ owed: 0, projected: 0, standing: 'void', holdReason: 'canceled' });
    for (const r of before.data) expect(byId.get(r.eventId)).toMatchObject({ owed: r.owed, standing: 'owed' });
    // filtered (a materialized set) and sorted by owed: the same totals, the not-owed events last
    const filtered = await list('&status=New&sort=-owed');
    expect(filtered.totals).toEqual(after.totals);
    expect(filtered.data.slice(-4).map((r) => r.owed)).toEqual([0, 0, 0, 0]);
    // the photographer's own list: its projected pay apart from what it is owed
    const own = await list(undefined, await ctx.asPhotographer());
    const ownBefore = before.data.length * 5000;
    expect(own.totals).toEqual({ owed: ownBefore, projected: 30000, paid: 0 });
    expect(own.data.find((r) => r.eventId === ev.future)).toMatchObject({ owed: 0, projected: 5000 });
    expect(own.data.find((r) => r.eventId === ev.canceled)).toMatchObject({ owed: 0, projected: 0, standing: 'void' });
  });

  it('the settle picker offers only owed lines and says why the others are not offered', async () => {
    const rows = await picker();
    const owedEvents = [w.events.game, w.events.quiet, w.events.later, w.events.empty];
    expect(rows.data.map((r) => r.eventId)).toEqual(owedEvents);
    expect(rows.held.map((r) => [r.eventId, r.standing, r.holdReason]).sort()).toEqual(
      [
        [ev.future, 'projected', 'not_played'],
        [ev.pastDraft, 'projected', 'draft'],
        [ev.futureDraft, 'projected', 'draft'],
        [ev.canceled, 'void', 'canceled'],
      ].sort(),
    );
    const payees = (await call('GET', '/api/payouts/payees?payeeRole=staff')).json().data as PayeeOption[];
    expect(payees.find((p) => p.payeeId === me)).toMatchObject({ owed: 4 * 5000, rows: 4, projected: 30000 });
  });

  it('refuses to settle a line that is not owed (422 on rowIds), alone or beside an owed one, writing nothing', async () => {
    const owedRow = (await picker()).data[0].id;
    for (const eventId of [ev.future, ev.pastDraft, ev.futureDraft, ev.canceled]) {
      const row = await rowOf(eventId);
      for (const rowIds of [[row.id], [owedRow, row.id]]) {
        const res = await settleRows(rowIds);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().error.fields.rowIds).toMatch(/Game not played yet|Draft|Event canceled/);
      }
      expect((await rowOf(eventId)).paymentStatus).toBe('New');
    }
    expect((await call('GET', '/api/payouts/settlements')).json().meta.total).toBe(0);
    expect((await picker()).data[0]).toMatchObject({ id: owedRow, paymentStatus: 'New' });
  });

  it('owes a line once its event is over: time passing (an injected clock), or the event having ended', async () => {
    const db = ctx.database.db;
    const end = (await detail(ev.future)).event.endTime;
    const later = new Date(Date.parse(end) + 60_000);
    // as the list, the picker and the settle check would see it a minute after the game ends
    const listed = await listPayouts(db, { page: 1, pageSize: 100 }, null, later);
    expect(listed.data.find((r) => r.eventId === ev.future)).toMatchObject({ owed: 5000, projected: 0 });
    expect(listed.totals.owed).toBe(before.totals.owed + 5000);
    const atEnd = await unpaidRows(db, 'staff', me, new Date(end));
    expect(atEnd.data.map((r) => r.eventId)).toContain(ev.future);
    const row = await rowOf(ev.future);
    await expect(
      settle(
        db,
        { payeeRole: 'staff', payeeId: me, rowIds: [row.id], adjustments: [], paymentDate: '2026-11-20' },
        adminId,
      ),
    ).rejects.toMatchObject({ statusCode: 422 });
    const paid = await settle(
      db,
      { payeeRole: 'staff', payeeId: me, rowIds: [row.id], adjustments: [], paymentDate: '2026-11-20' },
      adminId,
      later,
    );
    expect(paid.totalAmount).toBe(5000);
    expect((await rowOf(ev.future)).standing).toBe('paid');

    // a draft published after it took place: owed now, and settleable through the API
    await db.update(s.events).set({ status: 'published' }).where(eq(s.events.id, ev.pastDraft));
    const d = await detail(ev.pastDraft);
    expect([d.payees[0].standing, d.owed, d.projected]).toEqual(['owed', 5000, 0]);
    expect((await list()).data.find((r) => r.eventId === ev.pastDraft)).toMatchObject({ owed: 5000, standing: 'owed' });
    expect((await settleRows([d.payees[0].id])).statusCode).toBe(201);
  });

  it('voids an event’s unpaid lines once it is canceled, and keeps its paid lines paid', async () => {
    const db = ctx.database.db;
    const paidRow = await rowOf(w.events.game);
    const openRow = (await detail(w.events.game)).payees.find((p) => p.payeeId === w.otherPhotographerId)!;
    expect((await settleRows([paidRow.id])).statusCode).toBe(201);
    const owedBefore = (await list()).totals.owed;
    await db.update(s.events).set({ status: 'canceled' }).where(eq(s.events.id, w.events.game));
    const d = await detail(w.events.game);
    expect(d.payees.find((p) => p.id === paidRow.id)!.standing).toBe('paid');
    expect(d.payees.filter((p) => p.paymentStatus !== 'Paid').map((p) => p.standing)).toEqual(['void', 'void']);
    const after = await list();
    expect(after.data.find((r) => r.eventId === w.events.game)).toMatchObject({ owed: 0, standing: 'void' });
    expect(after.totals.owed).toBe(
      owedBefore - d.payees.filter((p) => p.standing === 'void').reduce((s, p) => s + p.amount, 0),
    );
    const res = await call('POST', '/api/payouts/settlements', {
      payeeRole: openRow.payeeRole,
      payeeId: openRow.payeeId,
      rowIds: [openRow.id],
      paymentDate: '2026-11-20',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.rowIds).toContain('Event canceled');
    // payout_phlox's copies of the event's status and end follow the event (migration 0017)
    const [copy] = await rowsOf<{ same: boolean }>(
      db,
      sql`select (p.event_status, p.event_end_time) is not distinct from (e.status, e.end_time) as same
        from payout_phlox p join events e on e.id = p.event_id where p.event_id = ${w.events.game}`,
    );
    expect(copy.same).toBe(true);
  });
});

describe('a staff line needs its assignment Confirmed (issue 17)', () => {
  const ctx = useTestApp();
  let w: PayoutWorld;
  const call = async (method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
    ctx.app.inject({ method, url, payload, headers: headers ?? (await ctx.asAdmin()) });
  const list = async (headers?: Record<string, string>) =>
    (await call('GET', '/api/payouts?pageSize=100', undefined, headers)).json() as PayoutListResponse;
  const record = async (answer: 'confirmed' | 'rejected') => {
    const res = await call('POST', `/api/events/${w.events.quiet}/crew/${w.photographerId}/confirmation`, { answer });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** payout_phlox's kept unconfirmed sum equals a count from the lines (migration 0028's triggers). */
  const keptMatchesLines = async () => {
    const rows = await rowsOf<{ eventId: number; kept: number; counted: number }>(
      ctx.database.db,
      sql`select p.event_id as "eventId", p.unconfirmed_amount as kept, coalesce((select sum(pp.amount)
          from payout_photographers pp where pp.event_id = p.event_id and pp.deleted_at is null
            and pp.payment_status <> 'Paid' and not exists (select 1 from event_photographers ep
              where ep.event_id = pp.event_id and ep.photographer_id = pp.photographer_id and ep.deleted_at is null
              and ep.confirmation = 'confirmed')), 0)::int as counted
        from payout_phlox p where p.deleted_at is null`,
    );
    for (const r of rows) expect([r.eventId, r.kept]).toEqual([r.eventId, r.counted]);
  };

  beforeAll(async () => {
    w = await seedPayoutWorld(ctx.database);
    expect((await call('POST', '/api/payouts/recompute', { from: '2026-09-01', to: '2026-09-30' })).statusCode).toBe(
      200,
    );
  });

  it('holds a played event’s line while its assignment is not Confirmed, everywhere, and owes it once it is', async () => {
    const before = await list();
    const ownBefore = await list(await ctx.asPhotographer());
    await record('rejected');
    await keptMatchesLines();
    // an answer changes no payout terms: the event's payout is not made stale by it
    const stale = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from payout_stale_events where event_id = ${w.events.quiet}`,
    );
    expect(stale[0].n).toBe(0);

    const d = (await call('GET', `/api/payouts/${w.events.quiet}`)).json().data as PayoutDetail;
    const mine = d.payees.find((p) => p.payeeId === w.photographerId)!;
    expect([mine.standing, mine.holdReason]).toEqual(['projected', 'unconfirmed']);
    // the other photographer and the booster club on the same event are still owed
    expect(d.payees.filter((p) => p.payeeId !== w.photographerId).map((p) => p.standing)).not.toContain('projected');

    const after = await list();
    expect(after.totals.owed).toBe(before.totals.owed - mine.amount);
    expect(after.totals.projected).toBe(before.totals.projected + mine.amount);
    const row = after.data.find((r) => r.eventId === w.events.quiet)!;
    const rowBefore = before.data.find((r) => r.eventId === w.events.quiet)!;
    expect([row.owed, row.projected]).toEqual([rowBefore.owed - mine.amount, rowBefore.projected + mine.amount]);
    const own = await list(await ctx.asPhotographer());
    expect(own.totals.owed).toBe(ownBefore.totals.owed - mine.amount);
    expect(own.data.find((r) => r.eventId === w.events.quiet)).toMatchObject({ owed: 0, projected: mine.amount });

    const picker = (
      await call('GET', `/api/payouts/unpaid?payeeRole=staff&payeeId=${w.photographerId}`)
    ).json() as UnpaidResponse;
    expect(picker.held.map((r) => [r.eventId, r.holdReason])).toEqual([[w.events.quiet, 'unconfirmed']]);
    const settle = await call('POST', '/api/payouts/settlements', {
      payeeRole: 'staff',
      payeeId: w.photographerId,
      rowIds: [mine.id],
      paymentDate: '2026-11-20',
    });
    expect(settle.statusCode).toBe(422);
    expect(settle.json().error.fields.rowIds).toContain('Assignment not confirmed');

    await record('confirmed');
    await keptMatchesLines();
    expect((await list()).totals).toEqual(before.totals);
    const paid = await call('POST', '/api/payouts/settlements', {
      payeeRole: 'staff',
      payeeId: w.photographerId,
      rowIds: [mine.id],
      paymentDate: '2026-11-20',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await keptMatchesLines();
  });

  it('keeps the unconfirmed sum right through a recompute and a removed assignment', async () => {
    await record('rejected');
    expect((await call('POST', '/api/payouts/recompute', { eventId: w.events.later })).statusCode).toBe(200);
    expect((await call('POST', '/api/payouts/recompute', { eventId: w.events.quiet })).statusCode).toBe(200);
    await keptMatchesLines();
    await ctx.database.db
      .update(s.eventPhotographers)
      .set({ deletedAt: new Date() })
      .where(eq(s.eventPhotographers.eventId, w.events.later));
    await keptMatchesLines();
  });
});
