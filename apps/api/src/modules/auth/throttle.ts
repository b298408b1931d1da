import { sql } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES, MESSAGES } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { loginAttempts } from '../../db/schema/index.js';
import { tooManyRequests } from '../../shared/errors.js';

/** One IP may fail for several accounts (a shared school network), so it gets a wider allowance. */
const IP_MAX_FAILURES = LOGIN_MAX_FAILURES * 4;

/**
 * Failed sign-ins are kept in the database so every API process sees them. An e-mail's count
 * restarts after a successful sign-in.
 */
export async function assertNotThrottled(db: Executor, email: string, ip: string) {
  const window = sql`now() - make_interval(mins => ${LOGIN_FAILURE_WINDOW_MINUTES})`;
  const result = await db.execute<{ by_email: number; by_ip: number }>(sql`
    select
      (select count(*)::int from login_attempts a
        where a.email = ${email} and not a.succeeded and a.created_at > ${window}
          and a.created_at > coalesce((select max(s.created_at) from login_attempts s
                                       where s.email = ${email} and s.succeeded), '-infinity')) as by_email,
      (select count(*)::int from login_attempts a
        where a.ip = ${ip} and not a.succeeded and a.created_at > ${window}) as by_ip`);
  const row = (result as unknown as { rows: Array<{ by_email: number; by_ip: number }> }).rows[0];
  if (row.by_email >= LOGIN_MAX_FAILURES || row.by_ip >= IP_MAX_FAILURES) {
    throw tooManyRequests(MESSAGES.tooManyAttempts);
  }
}

export async function recordAttempt(db: Executor, email: string, ip: string, succeeded: boolean) {
  await db.insert(loginAttempts).values({ email: email.slice(0, 254), ip: ip.slice(0, 64), succeeded });
}
