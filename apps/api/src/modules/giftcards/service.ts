import { and, count, desc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Giftcard, GiftcardListQuery, GiftcardUpdate } from '@phlox/contract';
import type { Db, Executor } from '../../db/client.js';
import { giftcards, users } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { iso } from '../../shared/dates.js';
import { businessRule, conflict, notFound, constraintOf, assertFresh } from '../../shared/errors.js';
import { guardUnique } from '../../shared/unique.js';
import { offsetOf, orderBy, searchAny, toPage, totalOver } from '../../shared/list.js';
import { generateGiftcardCode } from './code.js';
import { balanceSql, ledgerCount, MENU } from './ledger.js';

type Row = typeof giftcards.$inferSelect;

const live = isNull(giftcards.deletedAt);
const creatorName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;
const columns = { row: giftcards, balance: balanceSql, transactionCount: ledgerCount, creatorName };

const toGiftcard = (r: {
  row: Row;
  balance: number;
  transactionCount: number;
  creatorName: string | null;
}): Giftcard => ({
  id: r.row.id,
  code: r.row.code,
  description: r.row.description,
  value: r.row.value,
  balance: r.balance,
  transactionCount: r.transactionCount,
  createdBy: r.row.createdBy && r.creatorName ? { id: r.row.createdBy, name: r.creatorName } : null,
  createdAt: iso(r.row.createdAt),
  updatedAt: iso(r.row.updatedAt),
});

const duplicateCode = () =>
  conflict('A gift card with this code already exists', { code: 'A gift card with this code already exists' });

async function codeTaken(db: Executor, code: string, exceptId?: number) {
  const [hit] = await db
    .select({ id: giftcards.id })
    .from(giftcards)
    .where(
      and(live, sql`lower(${giftcards.code}) = lower(${code})`, exceptId ? ne(giftcards.id, exceptId) : undefined),
    );
  return Boolean(hit);
}

export async function listGiftcards(db: Db, q: GiftcardListQuery) {
  const where = and(
    live,
    searchAny(q.q, [giftcards.code]),
    q.balance === 'has_balance' ? gt(balanceSql, 0) : q.balance === 'empty' ? lte(balanceSql, 0) : undefined,
  );
  const rows = await db
    .select({ ...columns, total: totalOver() })
    .from(giftcards)
    .leftJoin(users, eq(users.id, giftcards.createdBy))
    .where(where)
    .orderBy(
      ...orderBy(
        q.sort,
        { code: giftcards.code, value: giftcards.value, balance: balanceSql, createdAt: giftcards.createdAt },
        [desc(giftcards.createdAt)],
        giftcards.id,
      ),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const page = await toPage(rows, q, async () => (await db.select({ n: count() }).from(giftcards).where(where))[0].n);
  return { data: page.rows.map(toGiftcard), meta: page.meta };
}

export async function getGiftcard(db: Executor, id: number): Promise<Giftcard> {
  const [hit] = await db
    .select(columns)
    .from(giftcards)
    .leftJoin(users, eq(users.id, giftcards.createdBy))
    .where(and(eq(giftcards.id, id), live));
  if (!hit) throw notFound('Gift card');
  return toGiftcard(hit);
}

const GENERATE_ATTEMPTS = 5;

/**
 * A code the admin typed must be free (409 otherwise); a generated one is drawn again on the rare collision,
 * including one found only by the unique index when another card took the code at the same instant.
 */
export async function createGiftcard(
  db: Db,
  input: { code?: string; description?: string | null; value: number },
  userId: number,
) {
  const entered = input.code ? input.code : undefined;
  for (let attempt = 1; ; attempt++) {
    const code = entered ?? generateGiftcardCode();
    // null: the code is taken (found by the check, or by the unique index when another card took it just now).
    const created = await db
      .transaction(async (tx) => {
        if (await codeTaken(tx, code)) return null;
        const [row] = await tx
          .insert(giftcards)
          .values({ code, description: input.description ?? null, value: input.value, createdBy: userId })
          .returning();
        await writeHistory(tx, { menu: MENU, userId, itemId: row.id, action: 'create', after: row });
        return getGiftcard(tx, row.id);
      })
      .catch((err: unknown) => {
        if (constraintOf(err) === 'giftcards_code_unique') return null;
        throw err;
      });
    if (created) return created;
    if (entered || attempt >= GENERATE_ATTEMPTS) throw duplicateCode();
  }
}

/** Code and value are the card's terms: they change only while nothing has been charged or credited to it. */
export async function updateGiftcard(db: Db, id: number, input: GiftcardUpdate, userId: number) {
  const { updatedAt, ...changes } = input;
  // The unique index settles two saves racing for one code: the loser gets the check's answer.
  return guardUnique({ giftcards_code_unique: duplicateCode }, () =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(giftcards)
        .where(and(eq(giftcards.id, id), live))
        .for('update');
      if (!before) throw notFound('Gift card');
      assertFresh(updatedAt, before.updatedAt, 'gift card');
      if (changes.code === '') delete changes.code;
      const termsChange =
        (changes.code !== undefined && changes.code !== before.code) ||
        (changes.value !== undefined && changes.value !== before.value);
      if (termsChange) {
        const [{ n }] = await tx.select({ n: ledgerCount }).from(giftcards).where(eq(giftcards.id, id));
        if (n > 0)
          throw businessRule(
            'This card has ledger entries: its code and value can no longer change. Use a credit or debit instead.',
          );
      }
      if (changes.code !== undefined && (await codeTaken(tx, changes.code, id))) throw duplicateCode();
      const [after] = await tx
        .update(giftcards)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(giftcards.id, id))
        .returning();
      await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'update', before, after });
      return getGiftcard(tx, id);
    }),
  );
}

/** Soft delete: the card can no longer be used; its ledger and the orders it paid stay as they were. */
export async function deleteGiftcard(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .update(giftcards)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(giftcards.id, id), live))
      .returning();
    if (!before) throw notFound('Gift card');
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before });
  });
}
