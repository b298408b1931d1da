import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@phlox/contract';

/**
 * America/Chicago time, written once: the business's calendar days (filters, reports, payouts, file names) and its
 * wall-clock times (CSV imports). DST is handled by the zone's own rules, in PostgreSQL or in Intl.
 */

/** Today's calendar day in Chicago, YYYY-MM-DD. */
export const chicagoToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);

/**
 * SQL for the instant a Chicago calendar day starts, `plusDays` later (a code constant, written into the SQL so a
 * prepared statement's shape does not change). The day: a value, a prepared-statement placeholder or a column.
 */
export const chicagoDayStart = (day: string | Placeholder | SQL, plusDays = 0) =>
  sql`((${day}::date + ${sql.raw(String(Math.trunc(plusDays)))})::timestamp at time zone ${sql.raw(`'${TIME_ZONE}'`)})`;

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

/** Chicago's offset from UTC at instant `t`, in ms (−6 h in winter, −5 h in summer). */
function offsetAt(t: number): number {
  const name = offsetFormat.formatToParts(new Date(t)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000 : 0;
}

/**
 * The instant Chicago's clock shows y-m-d h:mi:s; null for a day or time that is not on the calendar (Feb 30,
 * 24:00). As Temporal's "compatible" choice: the autumn hour shown twice is its first (daylight) instant, a spring
 * time the clocks skip (2:30 on the change's day) moves forward by the hour skipped (3:30 daylight time).
 */
export function chicagoInstant(y: number, m: number, d: number, h = 0, mi = 0, s = 0): Date | null {
  const wall = Date.UTC(y, m - 1, d, h, mi, s);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  if (h > 23 || mi > 59 || s > 59) return null;
  const before = offsetAt(wall - 86_400_000);
  const after = offsetAt(wall + 86_400_000);
  const shown = [wall - before, wall - after].filter((t) => t + offsetAt(t) === wall);
  return new Date(shown.length ? Math.min(...shown) : wall - before);
}
