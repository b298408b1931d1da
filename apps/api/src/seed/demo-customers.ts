/** Demo customers with their players, promotions and coupons. */
import type { Faker } from '@faker-js/faker';
import * as s from '../db/schema/index.js';
import { EMAIL_DOMAINS, STATES } from './fixtures.js';
import { type Rng, chicagoTime, emailFor, phoneFor } from './generate.js';
import { type Reference, type Row, add } from './demo-world.js';

/**
 * Customers with 1–3 players each, on random teams. Each player has a jersey number, distinct within its team, and
 * most have a photo (one of `photoLinks`, the stored demo portraits; every seventh player has none).
 */
export function buildCustomers(
  rng: Rng,
  faker: Faker,
  ref: Reference,
  photoLinks: readonly string[] = [],
  count = 150,
) {
  const customers: Row<typeof s.customers>[] = [];
  const customerPlayers: Row<typeof s.customerPlayers>[] = [];
  const images: Row<typeof s.images>[] = [];
  const playersOf = new Map<number, number[]>();
  const stateOf = new Map<number, string>();
  const teamOf = new Map<number, number>();
  const jerseyOf = new Map<number, string>();
  const rosterSize = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const st = rng.pick(STATES);
    const addressId = ref.newAddress(rng.pick(st.cities), st.code);
    const id = add(customers, {
      firstName: first,
      lastName: last,
      email: emailFor(first, last, rng.int(1, 99), rng.pick(EMAIL_DOMAINS)),
      phone: phoneFor(rng),
      addressId,
      createdAt: chicagoTime(2026, 7, 1 + rng.int(0, 60), 10),
      updatedAt: chicagoTime(2026, 7, 1 + rng.int(0, 60), 10),
    });
    stateOf.set(id, st.code);
    const players: number[] = [];
    for (let p = rng.int(1, 3); p > 0; p--) {
      const pf = faker.person.firstName();
      const lastName = rng.chance(0.9) ? last : faker.person.lastName();
      const teamId = rng.pick(ref.teams).id;
      const n = customerPlayers.length + 1;
      const photo = photoLinks.length && n % 7 !== 0 ? photoLinks[(n * 5) % photoLinks.length] : null;
      const playerId = add(customerPlayers, {
        customerId: id,
        firstName: pf,
        lastName,
        graduationYear: rng.int(2027, 2031),
        teamId,
        instagramId: rng.chance(0.3) ? `@${pf.toLowerCase()}${rng.int(1, 99)}` : null,
        imageId: photo ? add(images, { imgUrl: photo, imgAlt: `${pf} ${lastName}` }) : null,
      });
      players.push(playerId);
      teamOf.set(playerId, teamId);
      // 37 and 99 share no factor: the first 99 players of a team get 99 different numbers.
      const k = rosterSize.get(teamId) ?? 0;
      rosterSize.set(teamId, k + 1);
      jerseyOf.set(playerId, String(1 + ((k * 37) % 99)));
    }
    playersOf.set(id, players);
  }
  return { rows: { images, customers, customerPlayers }, playersOf, stateOf, teamOf, jerseyOf };
}

export function buildCoupons(adminId: number) {
  const promotions: Row<typeof s.promotions>[] = [];
  const coupons: Row<typeof s.coupons>[] = [];
  const backToSchool = add(promotions, {
    title: 'Back to School 2026',
    shortName: 'BTS26',
    startDate: '2026-08-01',
    endDate: '2026-09-30',
    description: 'Fall season kickoff.',
  });
  const homecoming = add(promotions, {
    title: 'Homecoming Week',
    shortName: 'HOCO',
    startDate: '2026-09-20',
    endDate: '2026-10-10',
  });
  const holiday = add(promotions, {
    title: 'Holiday Gift Sale',
    shortName: 'HOLIDAY',
    startDate: '2026-11-20',
    endDate: '2027-01-05',
  });
  const c = (
    code: string,
    type: 'flat' | 'percentage',
    amount: number,
    from: Date,
    to: Date,
    more: Partial<Row<typeof s.coupons>> = {},
  ) =>
    add(coupons, {
      code,
      name: code,
      couponType: type,
      amount,
      startDate: from,
      expiryDate: to,
      couponUsageType: 'unlimited',
      noOfTimesCouponApplied: 0,
      ...more,
    });
  c('FALL10', 'percentage', 10, chicagoTime(2026, 8, 1), chicagoTime(2026, 12, 31, 23, 59), {
    maxAmount: 2000,
    promotionId: backToSchool,
    description: '10% off fall sports, up to $20.',
  });
  c('WELCOME5', 'flat', 500, chicagoTime(2026, 1, 1), chicagoTime(2027, 12, 31, 23, 59), {
    description: '$5 off a first order.',
  });
  c('HOMECOMING15', 'percentage', 15, chicagoTime(2026, 9, 20), chicagoTime(2026, 10, 10, 23, 59), {
    maxAmount: 3000,
    promotionId: homecoming,
    couponUsageType: 'limited',
    couponUsageLimit: 25,
  });
  c('SENIORNIGHT', 'flat', 1000, chicagoTime(2026, 10, 1), chicagoTime(2026, 11, 30, 23, 59), {
    couponUsageType: 'limited',
    couponUsageLimit: 40,
  });
  c('EARLYBIRD20', 'percentage', 20, chicagoTime(2026, 8, 1), chicagoTime(2026, 8, 31, 23, 59), {
    maxAmount: 5000,
    promotionId: backToSchool,
    couponUsageType: 'limited',
    couponUsageLimit: 50,
  });
  c('SUMMER2026', 'flat', 1500, chicagoTime(2026, 6, 1), chicagoTime(2026, 7, 31, 23, 59), {
    description: 'Expired summer offer.',
  });
  c('TEAMPARENT', 'percentage', 25, chicagoTime(2026, 8, 1), chicagoTime(2027, 6, 30, 23, 59), {
    maxAmount: 2500,
    status: 'inactive',
  });
  c('HOLIDAY25', 'percentage', 25, chicagoTime(2026, 11, 20), chicagoTime(2027, 1, 5, 23, 59), {
    maxAmount: 4000,
    promotionId: holiday,
    couponUsageType: 'limited',
    couponUsageLimit: 100,
  });
  c('PLAYOFFS', 'flat', 750, chicagoTime(2026, 11, 1), chicagoTime(2026, 12, 15, 23, 59), {
    couponUsageType: 'limited',
    couponUsageLimit: 30,
  });
  c('VIP50', 'flat', 5000, chicagoTime(2026, 8, 1), chicagoTime(2027, 6, 30, 23, 59), {
    couponUsageType: 'limited',
    couponUsageLimit: 5,
    description: `Issued by user ${adminId} for sponsors.`,
  });
  return { promotions, coupons };
}
export type DemoCustomers = ReturnType<typeof buildCustomers>;
