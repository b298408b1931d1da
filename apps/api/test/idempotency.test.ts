import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { addUser, useTestApp } from './helpers.js';

/** Issue 13, first part: an Idempotency-Key makes a create or a money action safe to repeat. */
describe('Idempotency-Key', () => {
  const ctx = useTestApp();
  const call = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload: object | undefined, key?: string) =>
    ctx.app.inject({
      method,
      url,
      payload,
      headers: { ...(await ctx.asAdmin()), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const count = async (table: string) => {
    const res = await ctx.database.db.execute(
      sql.raw(`select count(*)::int as n from ${table} where deleted_at is null`),
    );
    return (res.rows[0] as { n: number }).n;
  };

  it('answers a repeated create with the first answer and writes once', async () => {
    const before = await count('levels');
    const first = await call('POST', '/api/levels', { name: 'Freshman', code: 'FR' }, 'level-create-1');
    const again = await call('POST', '/api/levels', { name: 'Freshman', code: 'FR' }, 'level-create-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('levels')).toBe(before + 1);
  });

  it('lets concurrent repeats wait for the first and share its answer', async () => {
    const before = await count('giftcards');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/api/giftcards', { value: 10_000 }, 'card-double-click')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await count('giftcards')).toBe(before + 1);

    // A money action: one debit for a double-clicked button.
    const cardId = answers[0].json().data.id as number;
    const debit = { transactionType: 'debit', amount: 1000, reason: 'Counter sale' };
    const debits = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', `/api/giftcards/${cardId}/transactions`, debit, 'debit-1')),
    );
    expect(new Set(debits.map((d) => d.statusCode))).toEqual(new Set([debits[0].statusCode]));
    expect(debits[0].statusCode, debits[0].body).toBeLessThan(300);
    const rows = await ctx.database.db.execute(
      sql`select count(*)::int as n from order_giftcard_transactions where giftcard_id = ${cardId}`,
    );
    expect((rows.rows[0] as { n: number }).n).toBe(1);
  });

  it('refuses the same key for a different request, and keeps keys per user', async () => {
    expect((await call('POST', '/api/levels', { name: 'Sophomore', code: 'SO' }, 'shared-key')).statusCode).toBe(201);
    const other = await call('POST', '/api/levels', { name: 'Junior', code: 'JR' }, 'shared-key');
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toMatch(/already used for a different request/);
    const elsewhere = await call('DELETE', '/api/levels/1', undefined, 'shared-key');
    expect(elsewhere.statusCode).toBe(422);

    await addUser(ctx.database, { email: 'second@test.local', password: 'second-password-1', role: 'Admin' });
    const token = await ctx.login('second@test.local', 'second-password-1');
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: '/api/levels',
      payload: { name: 'Junior', code: 'JR' },
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'shared-key' },
    });
    expect(theirs.statusCode).toBe(201);
  });

  it('keeps no refusal: the key stays free for the corrected request', async () => {
    const dup = await call('POST', '/api/levels', { name: 'Freshman B', code: 'FR' }, 'dup-code');
    expect(dup.statusCode).toBe(409);
    const again = await call('POST', '/api/levels', { name: 'Freshman B', code: 'FR' }, 'dup-code');
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect((await call('POST', '/api/levels', { name: 'Freshman B', code: 'FB' }, 'dup-code')).statusCode).toBe(201);

    const invalid = await call('POST', '/api/levels', { name: '', code: 'X1' }, 'fix-me');
    expect(invalid.statusCode).toBe(400);
    const fixed = await call('POST', '/api/levels', { name: 'Eighth', code: 'X1' }, 'fix-me');
    expect(fixed.statusCode).toBe(201);
  });

  it('refuses a malformed key with a field message', async () => {
    const res = await call('POST', '/api/levels', { name: 'Bad key', code: 'BK' }, 'x'.repeat(256));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('Idempotency-Key');
  });

  it('is shared by instances: a burst split over two API processes writes one gift card', async () => {
    // On PostgreSQL (TEST_DATABASE_URL) the requests really run at once; PGlite serialises them.
    const second = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/phlox-test-unused' }), {
      database: ctx.database,
      logger: false,
      mailer: { send: async () => {} },
    });
    try {
      await second.ready();
      const headers = { ...(await ctx.asAdmin()), 'idempotency-key': 'two-instances' };
      const before = await count('giftcards');
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? second : ctx.app).inject({
            method: 'POST',
            url: '/api/giftcards',
            payload: { value: 2500 },
            headers,
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(11);
      expect(await count('giftcards')).toBe(before + 1);
    } finally {
      await second.close();
    }
  });
});
