/** Demo events (Aug 2026 – Feb 2027, America/Chicago evenings) and bundles built on them. */
import * as s from '../db/schema/index.js';
import { CATEGORY_GROUPS, LEVELS, PRODUCTS } from './fixtures.js';
import {
  type Rng,
  PhotographerBook,
  academicYear,
  addDays,
  addMinutes,
  chicagoTime,
  gameTitle,
  randomCode,
} from './generate.js';
import { applyMultiplier } from '@phlox/contract';
import { type DemoUsers, type Reference, type Row, type Team, add } from './demo-world.js';

/** The demo's "now": data is laid out around it, never around the real clock. */
/** A demo assignment's answer: deterministic from its index, so every demo build is the same. */
function confirmationOf(past: boolean, n: number, start: Date) {
  if (past || n % 5 < 3) return { confirmation: 'confirmed' as const, confirmationAt: addDays(start, -7) };
  const sentAt = addDays(start, -10);
  if (n % 17 === 0)
    return { confirmation: 'rejected' as const, confirmationSentAt: sentAt, confirmationAt: addDays(start, -8) };
  return { confirmation: n % 2 ? ('email_sent' as const) : ('pending' as const), confirmationSentAt: sentAt };
}

export const DEMO_NOW = chicagoTime(2026, 11, 21, 12, 0);

type Kind = (typeof s.competitionTypeEnum.enumValues)[number];
interface Spec {
  sport: string;
  kind: Kind;
  start: Date;
  minutes: number;
  level: string;
  playoff?: boolean;
}

/** `count` dates a week apart from y-m-d at hour:minute Chicago time (day overflow rolls into the next month). */
const weekly = (y: number, m: number, d: number, count: number, hour: number, minute: number) =>
  Array.from({ length: count }, (_, i) => chicagoTime(y, m, d + 7 * i, hour, minute));

function schedule(): Spec[] {
  const specs: Spec[] = [];
  const push = (
    sport: string,
    kind: Kind,
    starts: Date[],
    minutes: number,
    level: (i: number) => string,
    playoff = false,
  ) => starts.forEach((start, i) => specs.push({ sport, kind, start, minutes, level: level(i), playoff }));
  push('Media Day', 'media_day', [chicagoTime(2026, 8, 15, 9), chicagoTime(2026, 8, 22, 9)], 180, () => 'VAR');
  push('Football', 'game', weekly(2026, 8, 28, 12, 19, 0), 180, () => 'VAR');
  push('Football', 'game', weekly(2026, 9, 3, 6, 18, 0), 150, () => 'JV');
  push('Football', 'game', [chicagoTime(2026, 11, 20, 19), chicagoTime(2026, 11, 27, 19)], 180, () => 'VAR', true);
  push('Volleyball', 'game', weekly(2026, 8, 25, 12, 18, 0), 120, (i) => (i % 2 === 0 ? 'VAR' : 'JV'));
  push(
    'Cross Country',
    'tournament',
    [9, 26].map((d) => chicagoTime(2026, 9, d, 8)).concat([10, 24].map((d) => chicagoTime(2026, 10, d, 8))),
    180,
    () => 'VAR',
  );
  push(
    'Team Portraits',
    'team_portrait',
    [chicagoTime(2026, 9, 5, 10), chicagoTime(2026, 11, 14, 10)],
    120,
    () => 'VAR',
  );
  push(
    'Basketball',
    'game',
    [17, 24]
      .map((d) => chicagoTime(2026, 11, d, 19))
      .concat([1, 4, 8, 11, 15, 18].map((d) => chicagoTime(2026, 12, d, 19))),
    120,
    (i) => (i % 3 === 2 ? 'JV' : 'VAR'),
  );
  push('Basketball', 'game', [chicagoTime(2027, 1, 5, 19), chicagoTime(2027, 1, 8, 19)], 120, () => 'VAR');
  push('Wrestling', 'tournament', [chicagoTime(2026, 12, 5, 9), chicagoTime(2027, 1, 9, 9)], 180, () => 'VAR');
  push(
    'Soccer',
    'game',
    [12, 15, 19, 22].map((d) => chicagoTime(2027, 1, d, 18, 30)),
    120,
    () => 'VAR',
  );
  push('Softball', 'game', [chicagoTime(2027, 2, 16, 18), chicagoTime(2027, 2, 19, 18)], 150, () => 'VAR');
  push('Baseball', 'game', [chicagoTime(2027, 2, 23, 18), chicagoTime(2027, 2, 26, 18)], 150, () => 'VAR');
  return specs.sort((a, b) => a.start.getTime() - b.start.getTime());
}

const PRODUCTS_BY_KIND: Record<Kind, string[]> = {
  game: ['Digital Download', 'Single Digital Image', 'Action Shot Print 8x10', 'Poster 18x24'],
  tournament: ['Digital Download', 'Single Digital Image', 'Action Shot Print 8x10'],
  media_day: ['Player Portrait Package', 'Memory Mate 8x10', 'Digital Download', 'Team Photo Print 11x14'],
  team_portrait: ['Team Photo Print 11x14', 'Memory Mate 8x10', 'Single Digital Image'],
};

export function buildEvents(rng: Rng, ref: Reference, people: DemoUsers) {
  const events: Row<typeof s.events>[] = [];
  const eventMatches: Row<typeof s.eventMatches>[] = [];
  const eventOrganizations: Row<typeof s.eventOrganizations>[] = [];
  const eventPhotographers: Row<typeof s.eventPhotographers>[] = [];
  const eventProducts: Row<typeof s.eventProducts>[] = [];
  const orderLimit: Row<typeof s.orderLimit>[] = [];
  const zenfolios: Row<typeof s.zenfolios>[] = [];
  const eventManualSales: Row<typeof s.eventManualSales>[] = [];
  const book = new PhotographerBook();
  const { teams } = ref;
  const sportGender = Object.fromEntries(CATEGORY_GROUPS.flatMap((g) => g.sports.map((x) => [x.name, x.gender])));
  const levelName = Object.fromEntries(LEVELS.map((l) => [l.code, l.name]));
  /** Per event: its teams, for bundles. */
  const eventTeams = new Map<number, { home: Team; visiting?: Team; sport: string; level: string }>();
  const rounds = new Map<string, number>();
  let canceledOne = false;

  for (const spec of schedule()) {
    const end = addMinutes(spec.start, spec.minutes);
    const past = end < DEMO_NOW;
    // Round-robin per sport and level: every team hosts in turn, against a different opponent each time.
    const key = `${spec.sport}/${spec.level}`;
    const k = rounds.get(key) ?? rounds.size * 3;
    rounds.set(key, k + 1);
    const homeIdx = k % teams.length;
    const home = teams[homeIdx];
    const visiting =
      spec.kind === 'game' ? teams[(homeIdx + 1 + ((k * 3) % (teams.length - 1))) % teams.length] : undefined;
    const gender = spec.kind === 'game' || spec.kind === 'tournament' ? (sportGender[spec.sport] ?? null) : null;
    const level = levelName[spec.level];
    const title =
      spec.kind === 'game'
        ? gameTitle({ visiting: visiting!.name, home: home.name, gender, level, sport: spec.sport })
        : spec.kind === 'tournament'
          ? `${home.name} ${spec.sport} Invitational - ${level}`
          : spec.kind === 'media_day'
            ? `${home.name} Fall Media Day ${spec.start.getUTCFullYear()}`
            : `${home.name} Team Portraits - ${level}`;
    let status: Row<typeof s.events>['status'] = 'published';
    if (!canceledOne && spec.sport === 'Cross Country' && spec.start > chicagoTime(2026, 10, 1)) {
      status = 'canceled';
      canceledOne = true;
    } else if (past && addDays(end, 10) < DEMO_NOW) status = 'fulfilled';
    else if (spec.start > chicagoTime(2027, 2, 1)) status = 'draft';
    const zenfolioId = status === 'fulfilled' && spec.sport === 'Football' ? `ZF${randomCode(rng, 8)}` : null;
    const eventId = add(events, {
      eventCategoryId: ref.sportIds[spec.sport],
      title,
      description: `${spec.sport} photos from ${title}. Every athlete photographed; galleries within a week.`,
      startTime: spec.start,
      endTime: end,
      metaTitle: title,
      metaKeywords: [spec.sport, level, home.name, visiting?.name].filter(Boolean).join(', '),
      metaDescription: `Buy ${spec.sport.toLowerCase()} photos of ${title}.`,
      tags: [spec.sport.toLowerCase(), spec.level.toLowerCase(), spec.playoff ? 'playoffs' : null]
        .filter(Boolean)
        .join(','),
      status,
      zenfolioId,
      competitionType: spec.kind,
      eventOwnerId: people.adminId,
      fulfilledAt: status === 'fulfilled' ? addDays(end, 7) : null,
      createZenfolio: zenfolioId !== null,
      isPrivateEvent: spec.kind === 'team_portrait',
      createdAt: addDays(spec.start, -30),
      updatedAt: addDays(spec.start, -30),
    });
    if (zenfolioId)
      add(zenfolios, {
        galleryName: title,
        link: `https://phlox.zenfolio.example.com/${zenfolioId}`,
        galleryIds: zenfolioId,
      });
    eventTeams.set(eventId, { home, visiting, sport: spec.sport, level: spec.level });
    const participants = spec.kind === 'tournament' ? [home, ...teams.filter((t) => t !== home).slice(0, 3)] : [];
    add(eventMatches, {
      eventId,
      gender,
      homeTeamId: home.id,
      visitingTeamId: visiting?.id ?? null,
      levelId: ref.levelId[spec.level],
      academicYear: academicYear(spec.start),
      participatingTeams: participants.length ? participants.map((t) => t.id) : null,
    });
    add(eventOrganizations, { eventId, organizationId: home.venueId, isVenue: true });
    for (const t of [home, visiting, ...participants.slice(1)])
      if (t) add(eventOrganizations, { eventId, organizationId: t.id });
    if (home.boosterId) add(eventOrganizations, { eventId, organizationId: home.boosterId });

    // The demo photographer covers varsity football first; the others rotate. Never double-booked.
    const ids = people.photographerIds;
    const rotation = ids.map((_, i) => ids[(eventId + i) % ids.length]);
    const preference =
      spec.sport === 'Football' && spec.level === 'VAR' ? [ids[0], ...rotation.filter((x) => x !== ids[0])] : rotation;
    const crew = spec.sport === 'Football' && spec.level === 'VAR' ? 2 : 1;
    for (let c = 0; c < crew; c++) {
      const pid = book.bookFirstFree(preference, spec.start, end);
      if (pid === undefined) break;
      const profile = people.rows.photographers.find((p) => p.userId === pid)!;
      const percent = profile.commissionType === 'percent';
      add(eventPhotographers, {
        eventId,
        photographerId: pid,
        commissionType: profile.commissionType,
        charge: percent ? null : profile.defaultCharge,
        percentCharge: percent ? '15.00' : null,
        totalCharge: percent ? null : profile.defaultCharge,
        owner: c === 0,
        eventRole: c === 0 ? 'photographer' : 'support',
        userId: people.adminId,
        uploadStatus: past && status !== 'canceled' ? 'uploaded' : null,
        uploadedAt: past && status !== 'canceled' ? addDays(end, 1) : null,
        uploadedBy: past && status !== 'canceled' ? pid : null,
        completedAt: status === 'fulfilled' ? addDays(end, 7) : null,
        // Played events were confirmed; of the coming ones most are, the rest still waiting or (one in 17) declined.
        ...confirmationOf(past, eventId + c, spec.start),
      });
    }
    const multiplier = spec.playoff ? '1.250' : '1.000';
    for (const name of PRODUCTS_BY_KIND[spec.kind]) {
      const productId = ref.productIds[PRODUCTS.findIndex((p) => p.name === name)];
      const defaultPrice = ref.rows.products.find((p) => p.id === productId)!.price!;
      add(eventProducts, {
        eventId,
        productId,
        defaultPrice,
        multiplier,
        totalPrice: applyMultiplier(defaultPrice, multiplier),
      });
    }
    if (spec.kind === 'media_day') {
      add(orderLimit, {
        eventId,
        productCategoryId: ref.rows.productCategories.find((c) => c.name === 'Prints')!.id,
        orderLimit: 200,
      });
    }
  }
  for (const e of events.filter((x) => x.status === 'fulfilled').slice(0, 3)) {
    add(eventManualSales, {
      eventId: e.id,
      userId: people.adminId,
      saleAmount: rng.pick([4500, 12500, 18000]),
      description: 'Sideline print sales (cash)',
      settledAt: addDays(e.endTime as Date, 2),
    });
  }
  return {
    rows: {
      events,
      eventMatches,
      eventOrganizations,
      eventPhotographers,
      eventProducts,
      orderLimit,
      zenfolios,
      eventManualSales,
    },
    eventTeams,
  };
}
export type DemoEvents = ReturnType<typeof buildEvents>;
