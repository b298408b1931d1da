import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { formatUsd, type GiftcardTransaction, type GiftcardTransactionType } from '@phlox/contract';
import type { Db, Executor } from '../../db/client.js';
import { giftcards, orderGiftcardTransactions as ledger, users } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { qualified } from '../../shared/sql.js';
import { iso } from '../../shared/dates.js';
import { businessRule, notFound } from '../../shared/errors.js';
import { offsetOf, toPage, totalOver, type PageQuery } from '../../shared/list.js';

export const MENU = 'giftcards';
type LedgerRow = typeof ledger.$inferSelect;

/**
 * Σ credits − Σ debits of a card's live ledger rows, for use inside a query on giftcards. The card's `value`
 * is its opening credit and is NOT a ledger row (as in the demo seed): balance = value + this.
 */
export const ledgerDelta =
  sql<number>`(select coalesce(sum(case when ${ledger.transactionType} = 'credit' then ${ledger.amount} else -${ledger.amount} end), 0) from ${ledger} where ${ledger.giftcardId} = ${qualified(giftcards.id)} and ${ledger.deletedAt} is null)`.mapWith(
    Number,
  );
export const ledgerCount =
  sql<number>`(select count(*) from ${ledger} where ${ledger.giftcardId} = ${qualified(giftcards.id)} and ${ledger.deletedAt} is null)`.mapWith(
    Number,
  );
export const balanceSql = sql<number>`(${qualified(giftcards.value)} + ${ledgerDelta})`.mapWith(Number);

const userName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

const toTransaction = (r: LedgerRow, name: string | null): GiftcardTransaction => ({
  id: r.id,
  transactionType: r.transactionType,
  amount: r.amount,
  orderId: r.orderId,
  orderProductId: r.orderProductId,
  reason: r.reason,
  user: r.userId && name ? { id: r.userId, name } : null,
  createdAt: iso(r.createdAt),
});

export async function listTransactions(db: Db, giftcardId: number, q: PageQuery) {
  const [card] = await db
    .select({ id: giftcards.id })
    .from(giftcards)
    .where(and(eq(giftcards.id, giftcardId), isNull(giftcards.deletedAt)));
  if (!card) throw notFound('Gift card');
  const where = and(eq(ledger.giftcardId, giftcardId), isNull(ledger.deletedAt));
  const rows = await db
    .select({ row: ledger, name: userName, total: totalOver() })
    .from(ledger)
    .leftJoin(users, eq(users.id, ledger.userId))
    .where(where)
    .orderBy(desc(ledger.createdAt), desc(ledger.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const page = await toPage(
    rows,
    q,
    async () =>
      (
        await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(ledger)
          .where(where)
      )[0].n,
  );
  return { data: page.rows.map((r) => toTransaction(r.row, r.name)), meta: page.meta };
}

export interface LedgerEntry {
  transactionType: GiftcardTransactionType;
  /** cents, > 0 */
  amount: number;
  orderId?: number | null;
  orderProductId?: number | null;
  reason?: string | null;
  userId?: number | null;
}

/**
 * Writes one ledger row inside the caller's transaction and returns it with the new balance. The card's row
 * is locked first (`select … for update`), so concurrent debits queue up and each sees the balance the
 * previous one left: a debit larger than the balance is refused and the balance never goes below zero.
 * The order desk calls this for gift-card payments; staff adjustments come through `adjustGiftcard`.
 */
export async function recordGiftcardTransaction(tx: Executor, giftcardId: number, entry: LedgerEntry) {
  const [locked] = await tx
    .select({ id: giftcards.id })
    .from(giftcards)
    .where(and(eq(giftcards.id, giftcardId), isNull(giftcards.deletedAt)))
    .for('update');
  if (!locked) throw notFound('Gift card');
  // A separate statement, so (under READ COMMITTED) its snapshot includes what the lock's previous holder wrote.
  const [card] = await tx.select({ balance: balanceSql }).from(giftcards).where(eq(giftcards.id, giftcardId));
  if (entry.transactionType === 'debit' && entry.amount > card.balance) {
    const message = `Insufficient balance: ${formatUsd(Math.max(card.balance, 0))} available`;
    throw businessRule(message, { amount: message });
  }
  const [row] = await tx
    .insert(ledger)
    .values({ giftcardId, ...entry })
    .returning();
  const balance = card.balance + (entry.transactionType === 'credit' ? entry.amount : -entry.amount);
  return { row, before: card.balance, balance };
}

/** A manual credit or debit by staff, with its reason on the ledger row and the balance change in the history. */
export async function adjustGiftcard(
  db: Db,
  giftcardId: number,
  entry: { transactionType: GiftcardTransactionType; amount: number; reason: string },
  userId: number,
) {
  return db.transaction(async (tx) => {
    const { row, before, balance } = await recordGiftcardTransaction(tx, giftcardId, { ...entry, userId });
    await writeHistory(tx, {
      menu: MENU,
      userId,
      itemId: giftcardId,
      action: 'update',
      before: { balance: formatUsd(before) },
      after: { balance: formatUsd(balance) },
    });
    const [who] = await tx.select({ name: userName }).from(users).where(eq(users.id, userId));
    return { transaction: toTransaction(row, who?.name ?? null), balance };
  });
}
