import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { TIME_ZONE } from '@phlox/contract';

dayjs.extend(utc);
dayjs.extend(timezone);

const DATE_TIME = 'MMM D, YYYY h:mm A';
const DATE = 'MMM D, YYYY';

/** Every date in the UI is shown in the business time zone, America/Chicago, whatever the browser's zone. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return value ? dayjs(value).tz(TIME_ZONE).format(DATE_TIME) : '—';
}

export function formatDate(value: string | Date | null | undefined): string {
  return value ? dayjs(value).tz(TIME_ZONE).format(DATE) : '—';
}

/** ISO string of the instant, for a `<time dateTime>` attribute. */
export function isoInstant(value: string | Date): string {
  return dayjs(value).toISOString();
}

/** A calendar date ("2026-08-01": a `date` column, no time zone) as "Aug 1, 2026", the same in every zone. */
export function formatCalendarDate(value: string | null | undefined): string {
  // dayjs reads a date without a time as local midnight (not UTC, as Date does), so no zone can shift the day.
  return value ? dayjs(value).format(DATE) : '—';
}
