/** Demo reference data, people, organizations, categories, products, events and bundles (explicit ids). */
import type { Faker } from '@faker-js/faker';
import * as s from '../db/schema/index.js';
import {
  CATEGORY_GROUPS,
  CATEGORY_QUESTIONS,
  LEVELS,
  MASCOTS,
  ORGANIZATION_TYPES,
  PRODUCT_CATEGORIES,
  PRODUCTS,
  STATES,
  STREET_NAMES,
} from './fixtures.js';
import { type Rng, emailFor, ncesId, phoneFor, slugify } from './generate.js';

export type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'] & { id: number };
/** Appends a row with the next id (tables start empty) and returns that id. */
export function add<T extends { id: number }>(list: T[], row: Omit<T, 'id'>): number {
  const id = list.length + 1;
  list.push({ ...row, id } as T);
  return id;
}

const STATE_FIPS: Record<string, number> = { TX: 48, OK: 40, KS: 20, MO: 29, IL: 17 };

export interface Team {
  id: number;
  name: string;
  schoolId: number;
  venueId: number;
  boosterId?: number;
  stateCode: string;
}

export function buildReference(rng: Rng, faker: Faker) {
  const states: Row<typeof s.states>[] = [];
  const cities: Row<typeof s.cities>[] = [];
  const address: Row<typeof s.address>[] = [];
  const organizationTypes: Row<typeof s.organizationTypes>[] = [];
  const schoolDistricts: Row<typeof s.schoolDistricts>[] = [];
  const organizations: Row<typeof s.organizations>[] = [];
  const levels: Row<typeof s.levels>[] = [];
  const graduationYears: Row<typeof s.graduationYears>[] = [];
  const productCategories: Row<typeof s.productCategories>[] = [];
  const products: Row<typeof s.products>[] = [];
  const eventCategories: Row<typeof s.eventCategories>[] = [];
  const templates: Row<typeof s.eventCategoryDescriptionTemplates>[] = [];
  const questions: Row<typeof s.eventCategoryQuestions>[] = [];
  const questionOptions: Row<typeof s.eventCategoryQuestionOptions>[] = [];
  const boosterCommissions: Row<typeof s.boosterCommissions>[] = [];

  for (const st of STATES) {
    const stateId = add(states, { name: st.name });
    for (const c of st.cities) add(cities, { name: c, stateId });
  }
  const newAddress = (city: string, state: string) =>
    add(address, {
      addressLine1: `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)}`,
      city,
      state,
      zip: faker.location.zipCode('#####'),
      country: 'United States',
    });

  // A copy of an address row (each organization owns its own row, edited with it), drawing nothing from rng.
  const addressAt = (id: number) => {
    const { id: _id, ...copy } = address[id - 1];
    return add(address, copy);
  };

  const typeId = Object.fromEntries(ORGANIZATION_TYPES.map((n) => [n, add(organizationTypes, { name: n })])) as Record<
    (typeof ORGANIZATION_TYPES)[number],
    number
  >;
  const levelId = Object.fromEntries(LEVELS.map((l) => [l.code, add(levels, { name: l.name, code: l.code })]));
  for (let y = 2025; y <= 2032; y++) add(graduationYears, { year: y });

  // Schools with their team, venue and (for most) booster club; one district.
  const districtIds = new Map<string, number>();
  const schoolDistrictOf = (title: string, state: string) => {
    if (!districtIds.has(title))
      districtIds.set(
        title,
        add(schoolDistricts, {
          title,
          state,
          code: `${STATE_FIPS[state]}${String(districtIds.size + 1).padStart(5, '0')}`,
        }),
      );
    return districtIds.get(title)!;
  };
  // North Texas ISD is a School District record only (schoolDistrictOf below); the demo no longer adds it as an
  // organization of type District too (one concept, one place). Its address and phone are still drawn, so the
  // random values of everything after it stay as they were.
  void [rng.int(100, 9899), rng.pick(STREET_NAMES), faker.location.zipCode('#####'), phoneFor(rng)];
  const towns: Array<[string, string]> = [
    ['Plano', 'TX'],
    ['Allen', 'TX'],
    ['Frisco', 'TX'],
    ['Norman', 'OK'],
    ['Edmond', 'OK'],
    ['Wichita', 'KS'],
    ['Springfield', 'MO'],
    ['Naperville', 'IL'],
  ];
  const teams: Team[] = towns.map(([town, code], i) => {
    const mascot = MASCOTS[i];
    const stateName = STATES.find((x) => x.code === code)!.name;
    // In the order rng drew them before (phone, then address), so the rest of the demo stays as it was.
    const schoolPhone = phoneFor(rng);
    const schoolAddressId = newAddress(town, code);
    const schoolId = add(organizations, {
      organizationTypeId: typeId.School,
      name: `${town} High School`,
      shortName: `${town.slice(0, 3).toUpperCase()}HS`,
      description: `Home of the ${mascot}.`,
      phone: schoolPhone,
      addressId: schoolAddressId,
      ncesId: ncesId(rng, STATE_FIPS[code]),
      schoolDistrictId: schoolDistrictOf(
        code === 'TX' ? 'North Texas Independent School District' : `${town} Public Schools`,
        code,
      ),
      websiteLink: `https://www.${slugify(town)}hs.example.org`,
      googleMapLink: `https://maps.google.com/?q=${encodeURIComponent(`${town} High School, ${stateName}`)}`,
      startDate: '2026-08-01',
      endDate: '2027-06-30',
    });
    const name = `${town} ${mascot}`;
    const teamId = add(organizations, {
      organizationTypeId: typeId.Team,
      name,
      shortName: mascot,
      isTeam: true,
      parentId: schoolId,
      // Every organization has a short name and a ZIP (required since issue 17).
      addressId: addressAt(schoolAddressId),
    });
    const venueId = add(organizations, {
      organizationTypeId: typeId.Venue,
      name: `${name} ${i % 2 === 0 ? 'Stadium' : 'Field House'}`,
      shortName: `${mascot} ${i % 2 === 0 ? 'Stadium' : 'Field House'}`,
      isVenue: true,
      parentId: schoolId,
      addressId: newAddress(town, code),
    });
    const boosterId =
      i < 5
        ? add(organizations, {
            organizationTypeId: typeId['Booster Club'],
            name: `${name} Booster Club`,
            shortName: `${mascot} Boosters`,
            isBoosterClub: true,
            parentId: schoolId,
            phone: phoneFor(rng),
            addressId: addressAt(schoolAddressId),
          })
        : undefined;
    return { id: teamId, name, schoolId, venueId, boosterId, stateCode: code };
  });

  const productCategoryId = Object.fromEntries(
    PRODUCT_CATEGORIES.map((c) => [c.name, add(productCategories, { ...c })]),
  );
  const productIds = PRODUCTS.map((p) =>
    add(products, {
      name: p.name,
      description: p.description,
      price: p.price,
      productCategoryId: productCategoryId[p.category],
    }),
  );

  // Category groups, their sports, a description template and the checkout questions of each sport.
  const sportIds: Record<string, number> = {};
  const groupIdOfSport: Record<string, number> = {};
  const questionIdsByCategory: Record<number, number[]> = {};
  const optionNamesByQuestion: Record<number, string[]> = {};
  for (const g of CATEGORY_GROUPS) {
    const groupId = add(eventCategories, { category: g.name, slug: g.slug, description: `${g.name} events.` });
    for (const sp of g.sports) {
      const id = add(eventCategories, {
        category: sp.name,
        slug: sp.slug,
        parentId: groupId,
        description: `${sp.name} photography.`,
      });
      sportIds[sp.name] = id;
      groupIdOfSport[sp.name] = groupId;
      add(templates, {
        eventCategoryId: id,
        title: `${sp.name} event`,
        description1: `Professional ${sp.name.toLowerCase()} photos by Phlox photographers: action shots of every athlete.`,
        description2: 'Pre-order now; galleries are delivered within a week of the event.',
      });
      questionIdsByCategory[id] = CATEGORY_QUESTIONS.map((q, qi) => {
        const qid = add(questions, {
          eventCategoryId: id,
          questions: q.text,
          questionType: q.type,
          priority: qi + 1,
          sortOrder: qi + 1,
          shotLabel: q.label,
          productCategoryId: q.productCategory ? productCategoryId[q.productCategory] : null,
          isShortCard: q.shotCard,
        });
        optionNamesByQuestion[qid] = [...(q.options ?? [])];
        for (const o of q.options ?? [])
          add(questionOptions, { eventCategoryQuestionId: qid, name: o, code: slugify(o) });
        return qid;
      });
    }
  }
  // Booster clubs earn 10% of sales in each season group; football pays 12.5%.
  for (const t of teams.filter((x) => x.boosterId)) {
    for (const g of CATEGORY_GROUPS.slice(0, 3)) {
      add(boosterCommissions, {
        organizationId: t.boosterId!,
        eventCategoryId: eventCategories.find((c) => c.slug === g.slug)!.id,
        percent: '10.00',
      });
    }
    add(boosterCommissions, { organizationId: t.boosterId!, eventCategoryId: sportIds.Football, percent: '12.50' });
  }

  return {
    rows: {
      states,
      cities,
      address,
      organizationTypes,
      schoolDistricts,
      organizations,
      levels,
      graduationYears,
      productCategories,
      products,
      eventCategories,
      templates,
      questions,
      questionOptions,
      boosterCommissions,
    },
    teams,
    levelId,
    productIds,
    sportIds,
    groupIdOfSport,
    questionIdsByCategory,
    optionNamesByQuestion,
    newAddress,
  };
}
export type Reference = ReturnType<typeof buildReference>;

export interface DemoUsersInput {
  adminEmail: string;
  photographerEmail: string;
  adminHash: string;
  photographerHash: string;
  adminRoleId: number;
  photographerRoleId: number;
}

/** The admin, the demo photographer, 8 more photographers and 3 staff admins. */
export function buildUsers(rng: Rng, faker: Faker, ref: Reference, u: DemoUsersInput) {
  const users: Row<typeof s.users>[] = [];
  const userRoles: Row<typeof s.userRoles>[] = [];
  const photographers: Row<typeof s.photographers>[] = [];
  const person = (email: string | null, first: string, last: string, hash: string, roleId: number) => {
    const id = add(users, {
      firstName: first,
      lastName: last,
      email: email ?? emailFor(first, last, '', 'phloxphoto.example.com'),
      phone: phoneFor(rng),
      password: hash,
      roleId,
      status: 'active',
    });
    add(userRoles, { userId: id, roleId });
    return id;
  };
  const adminId = person(u.adminEmail, 'Avery', 'Admin', u.adminHash, u.adminRoleId);
  const photographerIds: number[] = [];
  for (let i = 0; i < 9; i++) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const id = person(i === 0 ? u.photographerEmail : null, first, last, u.photographerHash, u.photographerRoleId);
    photographerIds.push(id);
    const town = rng.pick(ref.teams);
    add(photographers, {
      userId: id,
      description: `${first} has photographed high-school sports for ${rng.int(2, 15)} years.`,
      isSports: true,
      isPortraits: rng.chance(0.6),
      isWeddings: rng.chance(0.3),
      isWorkplace: rng.chance(0.2),
      isLifestyle: rng.chance(0.4),
      addressId: ref.newAddress(
        ref.rows.organizations.find((o) => o.id === town.schoolId)!.name.replace(' High School', ''),
        town.stateCode,
      ),
      shortNote: 'Available Friday nights and weekends.',
      group: rng.pick(['North', 'South', 'Metro']),
      defaultCharge: rng.pick([12500, 15000, 17500, 20000]),
      website: `https://${slugify(`${first}${last}`)}.photos.example.com`,
      commissionType: i % 3 === 2 ? 'percent' : 'fixed',
    });
  }
  const staffIds = [0, 1, 2].map(() =>
    person(null, faker.person.firstName(), faker.person.lastName(), u.adminHash, u.adminRoleId),
  );
  return { rows: { users, userRoles, photographers }, adminId, photographerIds, staffIds };
}
export type DemoUsers = ReturnType<typeof buildUsers>;
