/** Deterministic generators shared by the demo seed and the scale seed. */
import { TIME_ZONE } from '@phlox/contract';

/** mulberry32: a tiny fast seeded PRNG; same seed, same sequence. */
export interface Rng {
  (): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (() => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.int = (min, max) => min + Math.floor(next() * (max - min + 1));
  next.pick = (items) => items[Math.floor(next() * items.length)];
  next.chance = (p) => next() < p;
  return next;
}

/** A stable 32-bit hash of a number, to seed a per-row Rng (row i always gets the same values). */
export function hashSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    h = Math.imul(h ^ (p & 0xffff), 0x01000193);
    h = Math.imul(h ^ (p >>> 16), 0x01000193);
  }
  return h >>> 0;
}

const chicagoParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** The instant of a wall-clock time in America/Chicago (month 1–12), whatever the host's zone. */
export function chicagoTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wanted + 6 * 3600_000;
  for (let i = 0; i < 2; i++) {
    const p = Object.fromEntries(chicagoParts.formatToParts(new Date(guess)).map((x) => [x.type, x.value]));
    const shown = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute);
    guess += wanted - shown;
  }
  return new Date(guess);
}

export const addMinutes = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);
export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

export const GENDER_LABEL: Record<string, string> = { boys: 'Boys', girls: 'Girls', coed: 'Coed' };

/** A game's title (BUSINESS_RULES.md): "{Visiting} @ {Home} - {Gender} - {Level} - {Sport}", gender left out when unset. */
export function gameTitle(p: {
  visiting: string;
  home: string;
  gender?: string | null;
  level: string;
  sport: string;
}): string {
  const parts = [`${p.visiting} @ ${p.home}`];
  if (p.gender) parts.push(GENDER_LABEL[p.gender] ?? p.gender);
  parts.push(p.level, p.sport);
  return parts.join(' - ');
}

/** A bundle's title lives in the contract, shared by the API and the web form. */
export { bundleTitle } from '@phlox/contract';

/** The academic year an instant falls in: Aug–Jul, e.g. "2026-2027". */
export function academicYear(d: Date): string {
  const y = d.getUTCFullYear();
  const start = d.getUTCMonth() >= 7 ? y : y - 1;
  return `${start}-${start + 1}`;
}

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A 12-digit NCES school id (state FIPS + district + school). */
export function ncesId(rng: Rng, stateFips: number): string {
  return String(stateFips).padStart(2, '0') + String(rng.int(0, 9_999_999_999)).padStart(10, '0');
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Gift card / coupon style code: upper-case letters and digits (no look-alike 0/O, 1/I). */
export function randomCode(rng: Rng, length = 10): string {
  let s = '';
  for (let i = 0; i < length; i++) s += CODE_ALPHABET[Math.floor(rng() * CODE_ALPHABET.length)];
  return s;
}

/** first.last{n}@domain, ASCII only, lower case. */
export function emailFor(first: string, last: string, n: number | string, domain: string): string {
  const clean = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  return `${clean(first)}.${clean(last)}${n}@${domain}`;
}

export function phoneFor(rng: Rng): string {
  return `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
}

/** Is [aStart, aEnd) overlapping [bStart, bEnd)? */
export const overlaps = (aStart: Date, aEnd: Date, bStart: Date, bEnd: Date) => aStart < bEnd && bStart < aEnd;

/** Books photographers without overlaps: each photographer's booked intervals. */
export class PhotographerBook {
  private readonly booked = new Map<number, Array<[Date, Date]>>();
  isFree(photographerId: number, start: Date, end: Date): boolean {
    return !(this.booked.get(photographerId) ?? []).some(([s, e]) => overlaps(s, e, start, end));
  }
  book(photographerId: number, start: Date, end: Date): void {
    const list = this.booked.get(photographerId) ?? [];
    list.push([start, end]);
    this.booked.set(photographerId, list);
  }
  /** The first free photographer of the preference list, booked; undefined when all are busy. */
  bookFirstFree(preference: number[], start: Date, end: Date): number | undefined {
    const id = preference.find((p) => this.isFree(p, start, end));
    if (id !== undefined) this.book(id, start, end);
    return id;
  }
}
