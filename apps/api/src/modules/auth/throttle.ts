import { eq, sql } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES, MESSAGES } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { loginAttempts } from '../../db/schema/index.js';
import { tooManyRequests } from '../../shared/errors.js';

/** Failed sign-ins one address may make across accounts (a school's network shares one) before it waits. */
const ADDRESS_LIMIT = { max: LOGIN_MAX_FAILURES * 6, timeWindow: LOGIN_FAILURE_WINDOW_MINUTES * 60_000 };
/** How far back an account's failures from new addresses count towards its escalating delay. */
const ACCOUNT_WINDOW_HOURS = 24;
/** The longest an account makes new addresses wait between two attempts. */
const ACCOUNT_MAX_DELAY_SECONDS = LOGIN_FAILURE_WINDOW_MINUTES * 60;
/** An address the account signed in from within this many days is "known": strangers elsewhere cannot lock it. */
const KNOWN_ADDRESS_DAYS = 90;

interface Counts {
  known: boolean;
  by_pair: number;
  by_account: number;
  by_ip: number;
  retry_pair: number | null;
  retry_ip: number | null;
  since_account: number | null;
}

/**
 * Sign-in throttling, kept in the database so every API process sees it. Failures are counted, successes never
 * are; an account's counts restart after a successful sign-in.
 *
 * - Per account **and** address: LOGIN_MAX_FAILURES failures within the window, then that pair waits until the
 *   oldest leaves it. A stranger elsewhere therefore cannot lock the account's owner out.
 * - From an address the account has not signed in from (a guesser spread over many addresses): once the account
 *   has LOGIN_MAX_FAILURES failures, each further attempt waits an escalating delay after the latest failure
 *   (1 s, 2 s, 4 s … up to the window), counted over ACCOUNT_WINDOW_HOURS. Known addresses skip it.
 * - Per address across accounts (`addressLimit`), again not for the account's known addresses.
 *
 * Count-then-verify would let parallel guesses all pass the check before any failure is written, so an attempt
 * is reserved first: under a transaction-scoped advisory lock per e-mail and per IP (PostgreSQL and PGlite
 * alike), the failures are counted and, when allowed, this attempt is written as a failure. Only then is the
 * password verified; a right one turns the row into a success (settleAttempt).
 */
export async function reserveAttempt(
  db: Executor,
  email: string,
  ip: string,
  addressLimit: { max: number; timeWindow: number } = ADDRESS_LIMIT,
): Promise<number> {
  const key = email.trim().toLowerCase().slice(0, 254);
  const addr = ip.slice(0, 64);
  return db.transaction(async (tx) => {
    // Always e-mail then IP: no two transactions can wait on each other in opposite orders.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:email:${key}`}, 0))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:ip:${addr}`}, 0))`);
    // Each window's start in parentheses: `x - now() - interval` would subtract the interval again.
    const pairWindow = sql`(now() - make_interval(mins => ${LOGIN_FAILURE_WINDOW_MINUTES}))`;
    const ipWindow = sql`(now() - make_interval(secs => ${addressLimit.timeWindow / 1000}))`;
    const accountWindow = sql`(now() - make_interval(hours => ${ACCOUNT_WINDOW_HOURS}))`;
    const result = await tx.execute(sql`
      with s as (
        select coalesce(max(created_at), '-infinity') as at from login_attempts where email = ${key} and succeeded
      ), a as (
        select a.ip, a.created_at from login_attempts a, s
        where a.email = ${key} and not a.succeeded and a.created_at > ${accountWindow} and a.created_at > s.at
      ), p as (
        select created_at from a where ip = ${addr} and created_at > ${pairWindow}
      ), i as (
        select created_at from login_attempts where ip = ${addr} and not succeeded and created_at > ${ipWindow}
      )
      select
        exists (select 1 from login_attempts where email = ${key} and ip = ${addr} and succeeded
                and created_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})) as known,
        (select count(*)::int from p) as by_pair,
        (select count(*)::int from a) as by_account,
        (select count(*)::int from i) as by_ip,
        ceil(extract(epoch from (select min(created_at) from p) - ${pairWindow}))::int as retry_pair,
        ceil(extract(epoch from (select min(created_at) from i) - ${ipWindow}))::int as retry_ip,
        extract(epoch from now() - (select max(created_at) from a))::float8 as since_account`);
    const row = (result as unknown as { rows: Counts[] }).rows[0];
    const refuse = (seconds: number | null) => tooManyRequests(MESSAGES.tooManyAttempts, Math.max(1, seconds ?? 1));
    if (row.by_pair >= LOGIN_MAX_FAILURES) throw refuse(row.retry_pair);
    if (!row.known) {
      if (row.by_ip >= addressLimit.max) throw refuse(row.retry_ip);
      if (row.by_account >= LOGIN_MAX_FAILURES) {
        const delay = Math.min(2 ** (row.by_account - LOGIN_MAX_FAILURES), ACCOUNT_MAX_DELAY_SECONDS);
        const wait = delay - Number(row.since_account ?? delay);
        if (wait > 0) throw refuse(wait);
      }
    }
    const [attempt] = await tx
      .insert(loginAttempts)
      .values({ email: key, ip: addr, succeeded: false })
      .returning({ id: loginAttempts.id });
    return attempt.id;
  });
}

/** The password was right: the reserved attempt becomes a success, which restarts the e-mail's count. */
export async function settleAttempt(db: Executor, attemptId: number, succeeded: boolean) {
  if (!succeeded) return;
  await db
    .update(loginAttempts)
    .set({ succeeded: true, createdAt: sql`now()` })
    .where(eq(loginAttempts.id, attemptId));
}
