import { beforeAll, expect } from 'vitest';
import { organizations, productCategories } from '../src/db/schema/index.js';
import { useTestApp, type Method } from './helpers.js';

/** A category as the API answers it, as far as the tests read it. */
export interface Detail {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  parent: { id: number; name: string } | null;
  updatedAt: string;
  templates: Array<{ id: number; title: string; description1: string | null }>;
  images: Array<{ id: number; imageId: number; url: string; primary: boolean }>;
  questions: Array<{
    id: number;
    questions: string;
    questionType: string;
    sortOrder: number;
    productCategoryId: number | null;
    options: Array<{ id: number; name: string; code: string | null }>;
  }>;
  boosterCommissions: Array<{ id: number; organizationId: number; organizationName: string; percent: string }>;
}

/**
 * A test app per file with what categories refer to: two product categories, a school with two booster
 * clubs, and a "Fall Sports" group. Ids are filled in before the first test.
 */
export function useCategoryWorld() {
  const ctx = useTestApp();
  const ids = { prints: 0, digital: 0, boosters: 0, otherBoosters: 0, school: 0, group: 0 };

  const call = async (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: await ctx.asAdmin() });
  const sql = async <T>(query: string): Promise<T[]> =>
    ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const create = async (body: object): Promise<Detail> => {
    const res = await call('POST', '/api/categories', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Detail;
  };

  beforeAll(async () => {
    const db = ctx.database.db;
    [{ id: ids.prints }, { id: ids.digital }] = await db
      .insert(productCategories)
      .values([{ name: 'Prints' }, { name: 'Digital' }])
      .returning({ id: productCategories.id });
    [{ id: ids.school }] = await db.insert(organizations).values({ name: 'Plano High School' }).returning();
    [{ id: ids.boosters }, { id: ids.otherBoosters }] = await db
      .insert(organizations)
      .values([
        { name: 'Plano Wildcats Booster Club', isBoosterClub: true, parentId: ids.school },
        { name: 'Allen Eagles Booster Club', isBoosterClub: true, parentId: ids.school },
      ])
      .returning();
    ids.group = (await create({ name: 'Fall Sports', description: 'Autumn season' })).id;
  });

  const selectQuestion = (extra: object = {}) => ({
    questions: 'Shot type',
    questionType: 'select',
    priority: 3,
    productCategoryId: ids.prints,
    shotLabel: 'Shot',
    isShortCard: true,
    options: [
      { name: 'Action', code: 'action' },
      { name: 'Portrait', code: 'portrait' },
    ],
    ...extra,
  });

  /** A sport under the group with two templates, two images, a text and a select question and a commission. */
  const fullCategory = (name: string) => ({
    name,
    parentId: ids.group,
    description: `${name} photography.`,
    templates: [
      { title: `${name} game`, description1: 'Action shots', description2: 'Delivered in a week' },
      { title: `${name} senior night`, description1: 'Portraits' },
    ],
    images: [
      { url: 'http://localhost:3000/uploads/images/2026/11/a.png', primary: false },
      { url: 'http://localhost:3000/uploads/images/2026/11/b.png', primary: true },
    ],
    questions: [{ questions: 'Player name', questionType: 'text', shotLabel: 'Player' }, selectQuestion()],
    boosterCommissions: [{ organizationId: ids.boosters, percent: '12.5' }],
  });

  return { ctx, ids, call, sql, create, selectQuestion, fullCategory };
}
