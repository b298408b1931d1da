/** Deterministic demo data for an empty database: run once, in one transaction. */
import { fakerEN_US as faker } from '@faker-js/faker';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import * as s from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/password.js';
import { seedAccessControl } from './access-control.js';
import { buildReference, buildUsers } from './demo-world.js';
import { buildEvents } from './demo-events.js';
import { buildBundles } from './demo-bundles.js';
import { buildCustomers } from './demo-customers.js';
import { buildOrders } from './demo-sales.js';
import { createRng } from './generate.js';
import { insertRows, resetSequences } from './insert.js';
import { type PhotoStore, storeDemoPhotos } from './demo-photos.js';

export const DEMO_SEED = 42;

export interface DemoOptions {
  adminEmail: string;
  adminPassword: string;
  photographerEmail: string;
  photographerPassword: string;
  /** Where the players' generated photos go (the configured storage); without it the demo players have none. */
  photos?: PhotoStore;
}

/** Everything the demo writes, in foreign-key order, as [table, rows]. */
export function buildDemoData(
  hashes: { admin: string; photographer: string },
  ids: { adminRoleId: number; photographerRoleId: number },
  opts: DemoOptions,
  photoLinks: readonly string[] = [],
) {
  faker.seed(DEMO_SEED);
  const rng = createRng(DEMO_SEED);
  const ref = buildReference(rng, faker);
  const people = buildUsers(rng, faker, ref, {
    adminEmail: opts.adminEmail,
    photographerEmail: opts.photographerEmail,
    adminHash: hashes.admin,
    photographerHash: hashes.photographer,
    ...ids,
  });
  const ev = buildEvents(rng, ref, people);
  const bn = buildBundles(ref, ev);
  const cu = buildCustomers(rng, faker, ref, photoLinks);
  const sales = buildOrders(rng, ref, people, ev, bn, cu);
  const r = ref.rows;
  const plan: Array<[PgTable, unknown[]]> = [
    [s.states, r.states],
    [s.cities, r.cities],
    [s.address, r.address],
    [s.organizationTypes, r.organizationTypes],
    [s.schoolDistricts, r.schoolDistricts],
    [s.organizations, r.organizations],
    [s.levels, r.levels],
    [s.graduationYears, r.graduationYears],
    [s.productCategories, r.productCategories],
    [s.products, r.products],
    [s.eventCategories, r.eventCategories],
    [s.eventCategoryDescriptionTemplates, r.templates],
    [s.eventCategoryQuestions, r.questions],
    [s.eventCategoryQuestionOptions, r.questionOptions],
    [s.boosterCommissions, r.boosterCommissions],
    [s.users, people.rows.users],
    [s.userRoles, people.rows.userRoles],
    [s.photographers, people.rows.photographers],
    [s.zenfolios, ev.rows.zenfolios],
    [s.events, ev.rows.events],
    [s.eventMatches, ev.rows.eventMatches],
    [s.eventOrganizations, ev.rows.eventOrganizations],
    [s.eventPhotographers, ev.rows.eventPhotographers],
    [s.eventProducts, ev.rows.eventProducts],
    [s.orderLimit, ev.rows.orderLimit],
    [s.eventManualSales, ev.rows.eventManualSales],
    [s.seasonPass, bn.rows.seasonPass],
    [s.seasonPassEvents, bn.rows.seasonPassEvents],
    [s.seasonPassProducts, bn.rows.seasonPassProducts],
    [s.images, cu.rows.images],
    [s.customers, cu.rows.customers],
    [s.customerPlayers, cu.rows.customerPlayers],
    [s.promotions, sales.rows.promotions],
    [s.coupons, sales.rows.coupons],
    [s.giftcards, sales.rows.giftcards],
    [s.orders, sales.rows.orders],
    [s.orderProducts, sales.rows.orderProducts],
    [s.orderPayments, sales.rows.orderPayments],
    [s.orderProductRefunds, sales.rows.refunds],
    [s.orderProductQuestionsAnswers, sales.rows.answers],
    [s.orderGiftcardTransactions, sales.rows.giftcardTransactions],
    [
      s.settings,
      [
        { id: 1, name: 'Default order shipping', settingKey: 'shipping_amount', settingsValue: '599' },
        { id: 2, name: 'Default bundle discount percent', settingKey: 'bundle_discount_percent', settingsValue: '20' },
        { id: 3, name: 'Support e-mail', settingKey: 'support_email', settingsValue: 'support@phloxphoto.example.com' },
      ],
    ],
    [
      s.socialLinks,
      [
        {
          id: 1,
          fbUrl: 'https://www.facebook.com/phloxphoto',
          twitterUrl: 'https://x.com/phloxphoto',
          linkedinUrl: 'https://www.linkedin.com/company/phloxphoto',
        },
      ],
    ],
  ];
  return { plan, people };
}

/**
 * Seeds an EMPTY database (the caller checks) with the demo: the admin and demo photographer from
 * `opts`, more staff, schools, teams, events, bundles, customers (their players with photos when `opts.photos`
 * is given) and ~400 orders. Deterministic:
 * fixed dates and seeds, so every run writes the same data (apart from password salts).
 */
export async function seedDemo(db: Db, opts: DemoOptions): Promise<void> {
  // argon2 is slow: two hashes, reused by the extra demo staff (admins / photographers).
  const [admin, photographer, photoLinks] = await Promise.all([
    hashPassword(opts.adminPassword),
    hashPassword(opts.photographerPassword),
    // Stored before the transaction (a failed seed leaves a few unused files, never rows without their file).
    // Photos are a nicety: storage that refuses them (a bucket not set up yet) leaves the demo without, not unseeded.
    opts.photos
      ? storeDemoPhotos(opts.photos).catch((err: unknown) => {
          console.warn(`Demo player photos were not stored: ${err instanceof Error ? err.message : String(err)}`);
          return [];
        })
      : [],
  ]);
  await db.transaction(async (tx) => {
    const ids = await seedAccessControl(tx);
    const { plan } = buildDemoData({ admin, photographer }, ids, opts, photoLinks);
    for (const [table, rows] of plan) await insertRows(tx, table, rows as never[]);
    await resetSequences(
      tx,
      plan.map(([t]) => t),
    );
  });
}
