/** Scale seed: schools and teams, photographers (never double-booked) and events with matches, products and crew. */
import { fakerEN_US as faker } from '@faker-js/faker';
import type pg from 'pg';
import { MASCOTS, SCALE_TOWNS, STATES } from './fixtures.js';
import { academicYear, addDays, chicagoTime, createRng, gameTitle, hashSeed } from './generate.js';
import { applyMultiplier } from '@phlox/contract';
import { type Cell, copyInto } from './copy.js';
import { EVENT_PRODUCTS, PRODUCTS_PER_EVENT, type Refs, SCALE_FIRST_DAY, SCALE_NOW } from './scale-refs.js';

/** Events fall on school days (not June/July) between these dates, evenings in Chicago. */
const FIRST_DAY = SCALE_FIRST_DAY;
const LAST_DAY = chicagoTime(2026, 12, 31);

export interface ScaleEvent {
  id: number;
  start: number;
  end: number;
  status: 'draft' | 'published' | 'fulfilled' | 'canceled';
  fulfilledAt: number | null;
  photographerId: number;
  firstProductId: number;
  prices: number[];
  categories: string[];
}

/** Organizations (school, team, venue, booster), photographers and events with their matches, products and crew. */
export async function loadEvents(
  c: pg.ClientBase,
  refs: Refs,
  base: Record<string, number>,
  eventCount: number,
  seed: number,
): Promise<ScaleEvent[]> {
  const rng = createRng(hashSeed(seed, 1));
  faker.seed(seed);
  const schoolCount = Math.max(10, Math.ceil(eventCount / 20));
  // "Amarillo", "Amarillo North", … then numbered campuses once the combinations run out. Counted on from the
  // organizations already there, so a second load into the same database names its schools anew (names are
  // unique per type and parent: migration 0017).
  const variants = ['', 'North', 'South', 'East', 'West', 'Central', 'Memorial', 'Heritage'];
  const towns = Array.from({ length: schoolCount }, (_, n) => {
    const i = base.organizations + n;
    const town = SCALE_TOWNS[i % SCALE_TOWNS.length];
    const round = Math.floor(i / SCALE_TOWNS.length);
    const variant = variants[round % variants.length];
    const campus = Math.floor(round / variants.length);
    return [town, variant, campus ? String(campus + 1) : ''].filter(Boolean).join(' ');
  });
  const orgs: Cell[][] = [];
  // Each school runs in its own district ("<town> <ST> School District").
  const districts: Cell[][] = [];
  const teams: Array<{ id: number; name: string; venueId: number; boosterId: number | null }> = [];
  let orgId = base.organizations;
  const T = refs.orgTypes;
  for (let i = 0; i < schoolCount; i++) {
    const st = STATES[i % STATES.length];
    const mascot = MASCOTS[(i * 7) % MASCOTS.length];
    const school = ++orgId;
    const name = `${towns[i]} ${mascot}`;
    const districtId = base.school_districts + i + 1;
    districts.push([districtId, `${towns[i]} ${st.code} School District`, st.code]);
    orgs.push([
      school,
      T.School,
      `${towns[i]} High School`,
      false,
      false,
      false,
      null,
      `${[48, 40, 20, 29, 17][i % 5]}${String(school).padStart(10, '0')}`,
      districtId,
    ]);
    const team = ++orgId;
    orgs.push([team, T.Team, name, true, false, false, school, null, null]);
    const venue = ++orgId;
    orgs.push([venue, T.Venue, `${name} Stadium`, false, true, false, school, null, null]);
    const booster = i % 2 === 0 ? ++orgId : null;
    if (booster)
      orgs.push([booster, T['Booster Club'], `${name} Booster Club`, false, false, true, school, null, null]);
    teams.push({ id: team, name, venueId: venue, boosterId: booster });
  }
  await copyInto(c, 'school_districts', ['id', 'title', 'state'], districts);
  await copyInto(
    c,
    'organizations',
    [
      'id',
      'organization_type_id',
      'name',
      'is_team',
      'is_venue',
      'is_boosetr_club',
      'parent_id',
      'nces_id',
      'school_district_id',
    ],
    orgs,
  );

  // School days in range; at most one event per photographer per day, so bookings never overlap.
  const days: Date[] = [];
  for (let d = FIRST_DAY; d <= LAST_DAY; d = addDays(d, 1)) if (![5, 6].includes(d.getUTCMonth())) days.push(d);
  const perDay = Math.ceil(eventCount / days.length);
  const photographers: number[] = [];
  const users: Cell[][] = [];
  for (let i = 0; i < perDay; i++) {
    const id = base.users + 1 + i;
    photographers.push(id);
    users.push([
      id,
      refs.photographerRoleId,
      faker.person.firstName(),
      faker.person.lastName(),
      `photographer${id}@scale.phloxphoto.example.com`,
      refs.photographerHash,
      'active',
    ]);
  }
  await copyInto(c, 'users', ['id', 'role_id', 'first_name', 'last_name', 'email', 'password', 'status'], users);
  await copyInto(
    c,
    'user_roles',
    ['id', 'user_id', 'role_id'],
    photographers.map((u, i) => [base.user_roles + 1 + i, u, refs.photographerRoleId]),
  );
  await copyInto(
    c,
    'photographers',
    ['id', 'user_id', 'is_sports', 'default_charge', 'commission_type'],
    photographers.map((u, i) => [base.photographers + 1 + i, u, true, 15000, i % 3 === 2 ? 'percent' : 'fixed']),
  );

  const events: ScaleEvent[] = [];
  const rows = {
    events: [] as Cell[][],
    matches: [] as Cell[][],
    orgs: [] as Cell[][],
    crew: [] as Cell[][],
    products: [] as Cell[][],
  };
  for (let e = 0; e < eventCount; e++) {
    const id = base.events + 1 + e;
    const day = days[Math.floor((e * days.length) / eventCount)];
    const slot = e - Math.ceil((Math.floor((e * days.length) / eventCount) * eventCount) / days.length);
    const photographerId = photographers[Math.min(Math.max(slot, 0), photographers.length - 1)];
    const start = day.getTime() + (17 + rng.int(0, 2)) * 3600_000 + rng.pick([0, 30]) * 60_000;
    const end = start + rng.pick([120, 150, 180]) * 60_000;
    const sport = rng.pick(refs.sports);
    const level = rng.pick(refs.levels);
    const homeIdx = rng.int(0, teams.length - 1);
    const home = teams[homeIdx];
    const visiting = teams[(homeIdx + rng.int(1, teams.length - 1)) % teams.length];
    let status: ScaleEvent['status'] = 'published';
    if (rng.chance(0.01)) status = 'canceled';
    else if (end + 10 * 86_400_000 < SCALE_NOW.getTime()) status = 'fulfilled';
    else if (start > SCALE_NOW.getTime() && rng.chance(0.2)) status = 'draft';
    const fulfilledAt = status === 'fulfilled' ? end + 7 * 86_400_000 : null;
    const title = gameTitle({
      visiting: visiting.name,
      home: home.name,
      gender: sport.gender,
      level: level.name,
      sport: sport.name,
    });
    rows.events.push([
      id,
      sport.id,
      title,
      new Date(start),
      new Date(end),
      status,
      'game',
      refs.adminId,
      fulfilledAt ? new Date(fulfilledAt) : null,
      new Date(start - 30 * 86_400_000),
    ]);
    rows.matches.push([
      base.event_matches + 1 + e,
      id,
      sport.gender,
      home.id,
      visiting.id,
      level.id,
      academicYear(new Date(start)),
    ]);
    const eo = [
      [home.venueId, true],
      [home.id, false],
      [visiting.id, false],
      ...(home.boosterId ? [[home.boosterId, false]] : []),
    ];
    for (const [orgRef, isVenue] of eo)
      rows.orgs.push([base.event_organizations + rows.orgs.length + 1, id, orgRef, isVenue]);
    const percent = (photographerId - photographers[0]) % 3 === 2;
    rows.crew.push([
      base.event_photographers + 1 + e,
      id,
      photographerId,
      percent ? null : 15000,
      percent ? '15.00' : null,
      percent ? null : 15000,
      percent ? 'percent' : 'fixed',
      true,
      'photographer',
      'confirmed',
    ]);
    const multiplier = rng.chance(0.05) ? '1.250' : '1.000';
    const firstProductId = base.event_products + 1 + e * PRODUCTS_PER_EVENT;
    const prices: number[] = [];
    const categories: string[] = [];
    EVENT_PRODUCTS.forEach((name, j) => {
      const p = refs.products.get(name)!;
      const total = applyMultiplier(p.price, multiplier);
      prices.push(total);
      categories.push(p.category);
      rows.products.push([firstProductId + j, id, p.id, p.price, multiplier, total]);
    });
    events.push({ id, start, end, status, fulfilledAt, photographerId, firstProductId, prices, categories });
  }
  await copyInto(
    c,
    'events',
    [
      'id',
      'event_category_id',
      'title',
      'start_time',
      'end_time',
      'status',
      'competition_type',
      'event_owner_id',
      'fulfilled_at',
      'created_at',
    ],
    rows.events,
  );
  await copyInto(
    c,
    'event_matches',
    ['id', 'event_id', 'gender', 'home_team_id', 'visiting_team_id', 'level_id', 'academic_year'],
    rows.matches,
  );
  await copyInto(c, 'event_organizations', ['id', 'event_id', 'organization_id', 'is_venue'], rows.orgs);
  await copyInto(
    c,
    'event_photographers',
    [
      'id',
      'event_id',
      'photographer_id',
      'charge',
      'percent_charge',
      'total_charge',
      'commission_type',
      'owner',
      'event_role',
      'confirmation',
    ],
    rows.crew,
  );
  await copyInto(
    c,
    'event_products',
    ['id', 'event_id', 'product_id', 'default_price', 'multiplier', 'total_price'],
    rows.products,
  );
  return events;
}
