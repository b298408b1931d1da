import { eq, sql } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES, MESSAGES } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { loginAttempts } from '../../db/schema/index.js';
import { tooManyRequests } from '../../shared/errors.js';

/** One IP may fail for several accounts (a shared school network), so it gets a wider allowance. */
const IP_MAX_FAILURES = LOGIN_MAX_FAILURES * 4;

/**
 * Failed sign-ins are kept in the database so every API process sees them. An e-mail's count restarts after a
 * successful sign-in.
 *
 * Count-then-verify would let parallel guesses all pass the check before any failure is written, so an attempt
 * is reserved first: under a transaction-scoped advisory lock per e-mail and per IP (PostgreSQL and PGlite
 * alike), the failures are counted and, when under the limit, this attempt is written as a failure. Only then
 * is the password verified; a right one turns the row into a success (settleAttempt). At most
 * LOGIN_MAX_FAILURES verifications can ever run for one e-mail per window, however many arrive at once.
 */
export async function reserveAttempt(db: Executor, email: string, ip: string): Promise<number> {
  const key = email.trim().toLowerCase().slice(0, 254);
  const addr = ip.slice(0, 64);
  return db.transaction(async (tx) => {
    // Always e-mail then IP: no two transactions can wait on each other in opposite orders.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:email:${key}`}, 0))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:ip:${addr}`}, 0))`);
    const window = sql`now() - make_interval(mins => ${LOGIN_FAILURE_WINDOW_MINUTES})`;
    const result = await tx.execute<{ by_email: number; by_ip: number; retry_email: number; retry_ip: number }>(sql`
      with e as (
        select a.created_at from login_attempts a
        where a.email = ${key} and not a.succeeded and a.created_at > ${window}
          and a.created_at > coalesce((select max(s.created_at) from login_attempts s
                                       where s.email = ${key} and s.succeeded), '-infinity')
      ), i as (
        select a.created_at from login_attempts a where a.ip = ${addr} and not a.succeeded and a.created_at > ${window}
      )
      select (select count(*)::int from e) as by_email, (select count(*)::int from i) as by_ip,
        ceil(extract(epoch from (select min(created_at) from e) - ${window}))::int as retry_email,
        ceil(extract(epoch from (select min(created_at) from i) - ${window}))::int as retry_ip`);
    const row = (
      result as unknown as { rows: Array<{ by_email: number; by_ip: number; retry_email: number; retry_ip: number }> }
    ).rows[0];
    const overEmail = row.by_email >= LOGIN_MAX_FAILURES;
    const overIp = row.by_ip >= IP_MAX_FAILURES;
    if (overEmail || overIp) {
      const wait = Math.max(overEmail ? row.retry_email : 0, overIp ? row.retry_ip : 0, 1);
      throw tooManyRequests(MESSAGES.tooManyAttempts, wait);
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
