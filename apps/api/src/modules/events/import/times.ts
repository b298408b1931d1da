import { chicagoInstant } from '../../../shared/chicago.js';

/**
 * A CSV time as a Chicago wall-clock time: "2026-09-04 19:00", "2026-09-04T19:00", "9/4/2026 7:00 PM",
 * "9/4/2026 19:00"; an ISO instant with a zone ("…Z", "…-05:00") is taken as is. Null when unreadable.
 */
export function parseCsvTime(text: string): Date | null {
  const t = text.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(t)) {
    const d = new Date(t);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::\d{2})?$/.exec(t);
  if (m) return chicagoInstant(+m[1], +m[2], +m[3], +m[4], +m[5]);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/.exec(t);
  if (!m) return null;
  let hour = +m[4];
  if (m[6]) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (m[6].toLowerCase() === 'pm' ? 12 : 0);
  }
  return chicagoInstant(+m[3], +m[1], +m[2], hour, +m[5]);
}
