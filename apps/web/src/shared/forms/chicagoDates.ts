import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { TIME_ZONE } from '@phlox/contract';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

/**
 * Ant Design's pickers work in the browser's time zone, but the business enters times in America/Chicago.
 * A picker value carries the Chicago wall-clock time (what the admin reads and types); these convert it
 * to and from the instant the API stores, whatever zone the browser is in.
 */
export function toChicagoPicker(iso: string | null | undefined): Dayjs | null {
  if (!iso) return null;
  return dayjs(dayjs(iso).tz(TIME_ZONE).format(WALL_CLOCK));
}

/** The instant (ISO, UTC) of a picker value read as Chicago wall-clock time. */
export function fromChicagoPicker(value: Dayjs | null | undefined): string | null {
  if (!value) return null;
  return dayjs.tz(value.format(WALL_CLOCK), TIME_ZONE).toISOString();
}

/** "2026-08-01" of a date-only picker value (calendar dates have no zone). */
export function toCalendarDate(value: Dayjs | null | undefined): string | null {
  return value ? value.format('YYYY-MM-DD') : null;
}

export function fromCalendarDate(date: string | null | undefined): Dayjs | null {
  return date ? dayjs(date) : null;
}
