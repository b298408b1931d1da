import { z } from 'zod';
import { EVENT_STATUSES, GENDERS, type EventStatus } from './enums.js';

type Gender = (typeof GENDERS)[number];

/**
 * Event statuses a bundle may hold. A fulfilled event is a published game that has taken place and whose photos
 * were delivered: it is still one of the season's games (a pass edited mid-season keeps its played games), so it
 * counts. A draft is not on sale yet and a canceled game will not be played.
 */
export const BUNDLE_EVENT_STATUSES: readonly EventStatus[] = ['published', 'fulfilled'];

/** What the matching rule looks at on an event: the API reads it with the event, the form keeps it per row. */
export const bundleEventFactsSchema = z.object({
  status: z.enum(EVENT_STATUSES),
  deleted: z.boolean(),
  /** The event's sport (its category). */
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  /** The match's level first, then its further levels (multi-level games). */
  levelIds: z.array(z.number().int()),
  levelName: z.string().nullable(),
  levelCode: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** A multi-gender match is a game of every gender. */
  multiGender: z.boolean(),
  /** Its teams (home, visiting, participating) and the schools those teams belong to. */
  organizationIds: z.array(z.number().int()),
});
export type BundleEventFacts = z.infer<typeof bundleEventFactsSchema>;

/** What a pass asks of its events; a part left unset is not checked. Names only make the reasons readable. */
export interface BundleCriteria {
  eventCategoryId: number | null;
  categoryName?: string | null;
  levelId: number | null;
  levelName?: string | null;
  gender: Gender | null;
  organizationId: number | null;
  organizationName?: string | null;
}

export type BundleMismatchCode = 'status' | 'sport' | 'gender' | 'level' | 'organization';

export interface BundleMismatch {
  code: BundleMismatchCode;
  /** Why, on its own: "Junior Varsity, not Varsity", "girls' game", "draft", "another school". */
  text: string;
  /** How a summary counts it: "1 JV game", "2 JV games". */
  one: string;
  many: string;
}

const GENDER_WORDS: Record<Gender, string> = { boys: 'boys’', girls: 'girls’', coed: 'coed' };

function statusMismatch(f: BundleEventFacts): BundleMismatch | null {
  if (f.deleted) return { code: 'status', text: 'deleted', one: 'deleted event', many: 'deleted events' };
  if (BUNDLE_EVENT_STATUSES.includes(f.status)) return null;
  if (f.status === 'draft') return { code: 'status', text: 'draft', one: 'draft', many: 'drafts' };
  return { code: 'status', text: f.status, one: `${f.status} game`, many: `${f.status} games` };
}

/**
 * The matching rule (docs/decisions.md, Bundles): an event belongs in a pass when it is published (or fulfilled),
 * not deleted, of the pass's sport, of its level (the match's level or one of its further levels), of its gender
 * (a multi-gender match is of every gender) and one of its teams is the pass's organization or a team of it (the
 * pass's school). Returns why not, most telling first: status, sport, organization, gender, level; [] = matches.
 */
export function bundleEventMismatches(c: BundleCriteria, f: BundleEventFacts): BundleMismatch[] {
  const out: BundleMismatch[] = [];
  const status = statusMismatch(f);
  if (status) out.push(status);
  if (c.eventCategoryId !== null && f.categoryId !== c.eventCategoryId) {
    const wanted = c.categoryName ?? 'the pass’s sport';
    out.push({
      code: 'sport',
      text: f.categoryName ? `${f.categoryName}, not ${wanted}` : `no sport set, not ${wanted}`,
      one: 'game of another sport',
      many: 'games of another sport',
    });
  }
  if (c.organizationId !== null && !f.organizationIds.includes(c.organizationId))
    out.push({
      code: 'organization',
      text: c.organizationName ? `another school (not ${c.organizationName})` : 'another school',
      one: 'game of another school',
      many: 'games of another school',
    });
  if (c.gender !== null && !f.multiGender && f.gender !== c.gender)
    out.push(
      f.gender
        ? {
            code: 'gender',
            text: `${GENDER_WORDS[f.gender]} game`,
            one: `${GENDER_WORDS[f.gender]} game`,
            many: `${GENDER_WORDS[f.gender]} games`,
          }
        : { code: 'gender', text: 'no gender set', one: 'game without a gender', many: 'games without a gender' },
    );
  if (c.levelId !== null && !f.levelIds.includes(c.levelId)) {
    const wanted = c.levelName ?? 'the pass’s level';
    const short = f.levelCode || f.levelName;
    out.push(
      f.levelName
        ? { code: 'level', text: `${f.levelName}, not ${wanted}`, one: `${short} game`, many: `${short} games` }
        : {
            code: 'level',
            text: `no level set, not ${wanted}`,
            one: 'game without a level',
            many: 'games without a level',
          },
    );
  }
  return out;
}

export function bundleEventMatches(c: BundleCriteria, f: BundleEventFacts): boolean {
  return bundleEventMismatches(c, f).length === 0;
}

/**
 * Splits events into those the pass may hold and those left out, and says why in a few words:
 * "1 girls’ game, 1 JV game, 1 draft". Each left-out event counts once, under its first reason.
 */
export function splitMatchingEvents<T>(
  c: BundleCriteria,
  list: T[],
  factsOf: (item: T) => BundleEventFacts,
): { kept: T[]; left: Array<{ item: T; mismatches: BundleMismatch[] }>; summary: string } {
  const kept: T[] = [];
  const left: Array<{ item: T; mismatches: BundleMismatch[] }> = [];
  for (const item of list) {
    const mismatches = bundleEventMismatches(c, factsOf(item));
    if (mismatches.length) left.push({ item, mismatches });
    else kept.push(item);
  }
  return { kept, left, summary: leftOutSummary(left.map((l) => l.mismatches)) };
}

/** "1 girls’ game, 2 JV games, 1 draft": one count per first reason, in the order first met. */
export function leftOutSummary(lists: BundleMismatch[][]): string {
  const counts = new Map<string, { n: number; m: BundleMismatch }>();
  for (const list of lists) {
    const m = list[0];
    if (!m) continue;
    const hit = counts.get(m.one);
    if (hit) hit.n += 1;
    else counts.set(m.one, { n: 1, m });
  }
  return [...counts.values()].map(({ n, m }) => `${n} ${n === 1 ? m.one : m.many}`).join(', ');
}

/** "Added 5 games; left out 3: 1 girls’ game, 1 JV game, 1 draft" (or just "Added 5 games"). */
export function addedEventsMessage(added: number, leftOut: BundleMismatch[][]): string {
  const head = `Added ${added} ${added === 1 ? 'game' : 'games'}`;
  return leftOut.length ? `${head}; left out ${leftOut.length}: ${leftOutSummary(leftOut)}` : head;
}

/** "girls’ game; Junior Varsity, not Varsity": an event's reasons on one line. */
export const mismatchText = (list: Array<Pick<BundleMismatch, 'text'>>) => list.map((m) => m.text).join('; ');
