import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

const ctx = useTestApp();

const call = ctx.call;
interface Card {
  id: number;
  code: string;
  value: number;
  balance: number;
  transactionCount: number;
  updatedAt: string;
  createdBy: { name: string } | null;
}
async function createCard(body: object = {}) {
  const res = await call('POST', '/api/giftcards', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Card;
}
async function adjust(id: number, transactionType: 'credit' | 'debit', amount: number, reason = 'Test') {
  return call('POST', `/api/giftcards/${id}/transactions`, { transactionType, amount, reason });
}
async function sql(text: string) {
  return ((await ctx.database.db.execute(text)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

describe('gift cards CRUD', () => {
  it('generates a unique 10-character code, defaults to $100 and records who created it', async () => {
    const cards = await Promise.all(Array.from({ length: 5 }, () => createCard({ description: 'Prize' })));
    for (const c of cards) {
      expect(c.code).toMatch(/^[A-Z0-9]{10}$/);
      expect(c).toMatchObject({ value: 10000, balance: 10000, transactionCount: 0 });
      expect(c.createdBy?.name).toBe('Ada Tester');
    }
    expect(new Set(cards.map((c) => c.code)).size).toBe(5);
  });

  it('takes an entered code (upper-cased), refuses a taken one in any case with 409, validates the format', async () => {
    const c = await createCard({ code: 'team2026x', value: 2500 });
    expect(c.code).toBe('TEAM2026X');
    const dup = await call('POST', '/api/giftcards', { code: 'Team2026X' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.code).toBe('A gift card with this code already exists');
    const bad = await call('POST', '/api/giftcards', { code: 'ab-1', value: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      code: 'Use 6 to 20 letters and digits',
      value: 'The value cannot be negative',
    });
    expect((await call('POST', '/api/giftcards', { value: 12.5 })).json().error.fields.value).toBe('Enter whole cents');
  });

  it('updates, refuses stale updates, soft-deletes, and keeps the history', async () => {
    const c = await createCard({ value: 5000 });
    const upd = await call('PATCH', `/api/giftcards/${c.id}`, {
      description: 'Raffle',
      value: 7500,
      updatedAt: c.updatedAt,
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({ description: 'Raffle', value: 7500, balance: 7500 });
    const stale = await call('PATCH', `/api/giftcards/${c.id}`, { description: 'x', updatedAt: c.updatedAt });
    expect(stale.json().error.code).toBe('STALE_UPDATE');
    expect((await call('DELETE', `/api/giftcards/${c.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/giftcards/${c.id}`)).statusCode).toBe(404);
    expect((await adjust(c.id, 'credit', 100)).statusCode).toBe(404);
    const h = (await call('GET', `/api/history?menu=giftcards&itemId=${c.id}`)).json().data;
    // One row per changed field; the two fields of one update share a timestamp, so compare them as a set.
    const entries = h.map((e: { action: string; field: string | null }) => `${e.action}:${e.field ?? ''}`);
    expect(entries[0]).toBe('delete:');
    expect(entries.slice(1, 3).sort()).toEqual(['update:description', 'update:value']);
    expect(entries[3]).toBe('create:');
  });

  it('404s, 400s on bad ids, and gives a Photographer 403', async () => {
    expect((await call('GET', '/api/giftcards/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/giftcards/999999/transactions')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/giftcards/999999', { description: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/api/giftcards/x')).statusCode).toBe(400);
    const headers = await ctx.asPhotographer();
    for (const [method, url] of [
      ['GET', '/api/giftcards'],
      ['POST', '/api/giftcards'],
      ['GET', '/api/giftcards/1/transactions'],
      ['POST', '/api/giftcards/1/transactions'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('gift card ledger', () => {
  it('credits and debits with a reason, refuses an overdraft naming the balance, and lists the ledger', async () => {
    const c = await createCard({ value: 2000 });
    const debit = await adjust(c.id, 'debit', 1500, 'Lost order reissued');
    expect(debit.statusCode).toBe(201);
    expect(debit.json().data).toMatchObject({
      balance: 500,
      transaction: {
        transactionType: 'debit',
        amount: 1500,
        reason: 'Lost order reissued',
        user: { name: 'Ada Tester' },
      },
    });
    const over = await adjust(c.id, 'debit', 501);
    expect(over.statusCode).toBe(422);
    expect(over.json().error.message).toBe('Insufficient balance: $5.00 available');
    expect(over.json().error.fields.amount).toBe('Insufficient balance: $5.00 available');
    expect((await adjust(c.id, 'credit', 250, 'Goodwill')).json().data.balance).toBe(750);
    expect((await adjust(c.id, 'debit', 750)).json().data.balance).toBe(0);

    const card = (await call('GET', `/api/giftcards/${c.id}`)).json().data as Card;
    expect(card).toMatchObject({ balance: 0, transactionCount: 3 });
    const ledger = (await call('GET', `/api/giftcards/${c.id}/transactions?pageSize=2`)).json();
    expect(ledger.meta.total).toBe(3);
    expect(
      ledger.data.map((t: { transactionType: string; amount: number }) => `${t.transactionType} ${t.amount}`),
    ).toEqual(['debit 750', 'credit 250']);
    const h = (await call('GET', `/api/history?menu=giftcards&itemId=${c.id}`)).json().data;
    expect(h[0]).toMatchObject({ field: 'balance', oldValue: '$7.50', newValue: '$0.00' });
  });

  it('validates adjustments: amount above zero in whole cents, a reason, a known type', async () => {
    const c = await createCard();
    const res = await call('POST', `/api/giftcards/${c.id}/transactions`, {
      transactionType: 'refund',
      amount: 0,
      reason: ' ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      transactionType: 'Choose credit or debit',
      amount: 'Enter an amount above zero',
      reason: 'Enter a reason',
    });
  });

  it('freezes code and value once the card has ledger entries', async () => {
    const c = await createCard();
    await adjust(c.id, 'debit', 100);
    const res = await call('PATCH', `/api/giftcards/${c.id}`, { value: 20000 });
    expect(res.statusCode).toBe(422);
    expect((await call('PATCH', `/api/giftcards/${c.id}`, { code: 'NEWCODE123' })).statusCode).toBe(422);
    expect((await call('PATCH', `/api/giftcards/${c.id}`, { description: 'Still editable' })).statusCode).toBe(200);
  });

  it('counts order debits written by the order desk, and the seed’s model: value is the opening credit', async () => {
    const c = await createCard({ value: 3000 });
    await sql(
      `insert into order_giftcard_transactions (giftcard_id, transaction_type, amount) values (${c.id}, 'debit', 1200)`,
    );
    await sql(
      `insert into order_giftcard_transactions (giftcard_id, transaction_type, amount, deleted_at) values (${c.id}, 'debit', 999, now())`,
    );
    expect((await call('GET', `/api/giftcards/${c.id}`)).json().data.balance).toBe(1800);
  });
});

describe('gift cards list', () => {
  it('computes balances in SQL, filters has-balance / empty, sorts by balance and searches by code', async () => {
    const full = await createCard({ code: 'LISTFULL01', value: 4000 });
    const part = await createCard({ code: 'LISTPART01', value: 4000 });
    const empty = await createCard({ code: 'LISTEMPTY1', value: 1000 });
    await adjust(part.id, 'debit', 2500);
    await adjust(empty.id, 'debit', 1000);
    const codes = async (query: string, show: 'balance' | 'value' = 'balance') =>
      ((await call('GET', `/api/giftcards?q=LIST${query}`)).json().data as Card[]).map((c) => `${c.code}:${c[show]}`);
    expect(await codes('&sort=-balance')).toEqual(['LISTFULL01:4000', 'LISTPART01:1500', 'LISTEMPTY1:0']);
    expect(await codes('&sort=balance&balance=has_balance')).toEqual(['LISTPART01:1500', 'LISTFULL01:4000']);
    expect(await codes('&balance=empty')).toEqual(['LISTEMPTY1:0']);
    expect(await codes('&sort=value', 'value')).toEqual(['LISTEMPTY1:1000', 'LISTFULL01:4000', 'LISTPART01:4000']);
    const page = (await call('GET', '/api/giftcards?q=LIST&pageSize=2&page=2&sort=code')).json();
    expect(page.meta).toEqual({ page: 2, pageSize: 2, total: 3 });
    expect(page.data.map((c: Card) => c.code)).toEqual(['LISTPART01']);
    expect((await call('GET', '/api/giftcards?balance=some')).statusCode).toBe(400);
    expect(full.balance).toBe(4000);
  });
});
