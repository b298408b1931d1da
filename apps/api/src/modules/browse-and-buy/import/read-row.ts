import {
  dollarsToCents,
  formatUsd,
  IMPORT_MAX_LINE_CENTS,
  isCalendarDate,
  normalizePhone,
  OUTSIDE_SOURCES,
  type OutsideSource,
} from '@phlox/contract';
import { chicagoInstant } from '../../../shared/chicago.js';
import type { CsvRow } from '../../../shared/csv.js';

export interface SaleRow {
  line: number;
  source: OutsideSource;
  sourceOrderId: string;
  orderDate: Date;
  eventId: number | null;
  eventTitle: string | null;
  eventDate: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  product: string | null;
  amount: number;
}

/** "2026-09-14", "2026-09-14 18:30", "9/14/2026 6:30 PM" (Chicago time) or an ISO instant with its offset. */
export function parseOrderDate(text: string): Date | null {
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const d = new Date(text);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (m) {
    if (!isCalendarDate(`${m[1]}-${m[2]}-${m[3]}`)) return null;
    return chicagoInstant(+m[1], +m[2], +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: (\d{1,2}):(\d{2})(?: ?([AaPp][Mm]))?)?$/.exec(text);
  if (m) {
    const iso = `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`;
    if (!isCalendarDate(iso)) return null;
    let hour = +(m[4] ?? 0);
    if (m[6]) hour = (hour % 12) + (m[6].toLowerCase() === 'pm' ? 12 : 0);
    return chicagoInstant(+m[3], +m[1], +m[2], hour, +(m[5] ?? 0));
  }
  return null;
}

/** A calendar day as YYYY-MM-DD, from that or from M/D/YYYY (the platforms' gallery and job dates). */
function calendarDay(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = m ? `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}` : text;
  return isCalendarDate(iso) ? iso : null;
}

/** Checks one CSV row; every problem of the row is reported at once. */
export function readSaleRow(row: CsvRow): { sale?: SaleRow; messages: string[] } {
  const c = row.cells;
  const messages: string[] = row.problem ? [row.problem] : [];
  const source = (c.source ?? '').toLowerCase();
  if (!(OUTSIDE_SOURCES as readonly string[]).includes(source))
    messages.push(`source must be one of ${OUTSIDE_SOURCES.join(', ')}`);
  const sourceOrderId = c.source_order_id ?? '';
  if (!sourceOrderId) messages.push('source_order_id is required');
  else if (sourceOrderId.length > 100) messages.push('source_order_id has more than 100 characters');
  const orderDate = c.order_date ? parseOrderDate(c.order_date) : null;
  if (!orderDate) messages.push('order_date must be a date such as 2026-09-14 or 2026-09-14 18:30');
  let eventId: number | null = null;
  if (c.event_id) {
    if (/^\d{1,9}$/.test(c.event_id)) eventId = Number(c.event_id);
    else messages.push('event_id must be a number');
  }
  // No event, or one not found: the sale is kept unmatched (apply.ts), to be matched to an event later.
  const eventDate = c.event_date ? calendarDay(c.event_date) : null;
  if (c.event_date && !eventDate) messages.push('event_date must be a date such as 2026-09-14 or 9/14/2026');
  if ((c.event_title ?? '').length > 255) messages.push('event_title has more than 255 characters');
  if ((c.product ?? '').length > 255) messages.push('product has more than 255 characters');
  if (!c.first_name) messages.push('first_name is required');
  if (!c.last_name) messages.push('last_name is required');
  if ((c.first_name ?? '').length > 100 || (c.last_name ?? '').length > 100)
    messages.push('Names have at most 100 characters');
  const email = c.email ? c.email.toLowerCase() : null;
  if (email && (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)))
    messages.push('email is not a valid e-mail address');
  const phone = c.phone ? normalizePhone(c.phone) : null;
  if (c.phone && !phone) messages.push('phone is not a phone number');
  const amount = c.amount ? dollarsToCents(c.amount) : null;
  if (amount === null || amount < 0) messages.push('amount must be a dollar amount such as 24.99');
  else if (amount > IMPORT_MAX_LINE_CENTS)
    messages.push(`amount: at most ${formatUsd(IMPORT_MAX_LINE_CENTS)} per line`);
  if (messages.length) return { messages };
  return {
    messages,
    sale: {
      line: row.line,
      source: source as OutsideSource,
      sourceOrderId,
      orderDate: orderDate!,
      eventId,
      eventTitle: c.event_title || null,
      eventDate,
      firstName: c.first_name,
      lastName: c.last_name,
      email,
      phone,
      product: c.product || null,
      amount: amount!,
    },
  };
}
