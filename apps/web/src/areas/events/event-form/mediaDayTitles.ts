import type { Dayjs } from 'dayjs';

/** Fall (Aug–Nov), Winter (Dec–Feb), Spring (Mar–Jul): the school seasons media days are booked in. */
function seasonOf(day: Dayjs): string {
  const m = day.month() + 1;
  return m >= 8 && m <= 11 ? 'Fall' : m === 12 || m <= 2 ? 'Winter' : 'Spring';
}

/** "2026-27" for any day from August 2026 to July 2027. */
function schoolYearOf(day: Dayjs): string {
  const start = day.month() + 1 >= 8 ? day.year() : day.year() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * Titles staff commonly give a media day, from what the form already holds (district, teams, date): offered as
 * suggestions, the title stays editable.
 */
export function suggestedTitles({
  district,
  teams,
  start,
}: {
  district?: string;
  teams: string[];
  start?: Dayjs | null;
}): string[] {
  const season = start ? seasonOf(start) : undefined;
  const when = start ? `${season} ${start.year()}` : '';
  const titles = [
    district && start && `${district} Media Day ${schoolYearOf(start)}`,
    district && `${district} ${season ?? ''} Media Day`.replace(/\s+/g, ' '),
    teams.length === 1 && `${teams[0]} Media Day${when ? ` — ${when}` : ''}`,
    teams.length > 1 && `${teams.slice(0, 2).join(' & ')}${teams.length > 2 ? ' and more' : ''} Team Photos`,
    start && `${season} Media Day ${start.year()}`,
  ];
  return [...new Set(titles.filter((t): t is string => Boolean(t)).map((t) => t.trim()))];
}
