import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { REPORT_INTERVALS, TIME_ZONE, type ReportInterval } from '@phlox/contract';

dayjs.extend(utc);
dayjs.extend(timezone);

export const RANGE_PRESETS = ['today', 'week', 'month', 'season', 'year'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const PRESET_LABELS: Record<RangePreset, string> = {
  today: 'Today',
  week: 'This week',
  month: 'This month',
  season: 'This season',
  year: 'Last 12 months',
};

export interface ReportRange {
  from: string;
  to: string;
}

const DAY = 'YYYY-MM-DD';
/** The season is the school year: August 1 to July 31 (bundles' academic years, e.g. "2026-2027"). */
const SEASON_START_MONTH = 7; // August, 0-based

/** Today as a Chicago calendar day, whatever the browser's zone. */
export const chicagoToday = () => dayjs().tz(TIME_ZONE).format(DAY);

/** A preset's Chicago days, each ending today (a week starts on Monday, as the API's weekly buckets). */
export function presetRange(preset: RangePreset, today = chicagoToday()): ReportRange {
  const t = dayjs(today);
  const from = {
    today: t,
    week: t.subtract((t.day() + 6) % 7, 'day'),
    month: t.startOf('month'),
    season: (t.month() >= SEASON_START_MONTH ? t : t.subtract(1, 'year')).month(SEASON_START_MONTH).startOf('month'),
    year: t.subtract(1, 'year').add(1, 'day'),
  }[preset];
  return { from: from.format(DAY), to: today };
}

/** The preset whose range this is today, to highlight it. */
export function presetOf(range: ReportRange, today = chicagoToday()): RangePreset | undefined {
  return RANGE_PRESETS.find((p) => {
    const r = presetRange(p, today);
    return r.from === range.from && r.to === range.to;
  });
}

/** A sensible chart interval for a range's length. */
export function defaultInterval(range: ReportRange): ReportInterval {
  const days = dayjs(range.to).diff(dayjs(range.from), 'day') + 1;
  return days <= 45 ? 'day' : days <= 200 ? 'week' : 'month';
}

const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v).format(DAY) === v;

/**
 * The range and interval in the URL, or this month by day when absent. A reversed range is swapped and a malformed
 * one replaced, each with a notice to show: the page never quietly reports on other days than the link asked for.
 */
export function readRange(params: URLSearchParams): ReportRange & { interval: ReportInterval; notice?: string } {
  const from = params.get('from');
  const to = params.get('to');
  let range: ReportRange;
  let notice: string | undefined;
  if (isDay(from) && isDay(to)) {
    range = from <= to ? { from, to } : { from: to, to: from };
    if (from > to) notice = `The end date was before the start date, so the two were swapped: ${to} to ${from}.`;
  } else {
    range = presetRange('month');
    if (from !== null || to !== null)
      notice = `The link's dates (${from ?? 'no start'} to ${to ?? 'no end'}) are not valid dates, so this month is shown.`;
  }
  const interval = params.get('interval') as ReportInterval | null;
  return {
    ...range,
    interval: interval && REPORT_INTERVALS.includes(interval) ? interval : defaultInterval(range),
    ...(notice ? { notice } : {}),
  };
}
