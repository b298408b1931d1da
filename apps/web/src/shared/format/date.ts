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
