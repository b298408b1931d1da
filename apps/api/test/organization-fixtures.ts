import { beforeAll, expect } from 'vitest';
import { cities, organizationTypes, states } from '../src/db/schema/index.js';
import { useTestApp, type Method, type TestContext } from './helpers.js';

/** The reference data organizations need: the five types and two states with a few cities. */
export async function seedOrganizationReference(ctx: TestContext): Promise<Record<string, number>> {
  const db = ctx.database.db;
  const types = await db
    .insert(organizationTypes)
    .values(['School', 'Team', 'Venue', 'Booster Club', 'District'].map((name) => ({ name })))
    .returning();
  const [texas, oklahoma] = await db
    .insert(states)
    .values([{ name: 'Texas' }, { name: 'Oklahoma' }])
    .returning();
  await db.insert(cities).values([
    { name: 'Plano', stateId: texas.id },
    { name: 'Allen', stateId: texas.id },
    { name: 'Frisco', stateId: texas.id },
    { name: 'Norman', stateId: oklahoma.id },
  ]);
  return {
    ...Object.fromEntries(types.map((t) => [t.name, t.id])),
    texas: texas.id,
    oklahoma: oklahoma.id,
  };
}

let ncesCounter = 0;
/** A 12-digit NCES id no other test in the file uses. */
export function nextNcesId(): string {
  ncesCounter += 1;
  return `48${String(Date.now() % 1e6).padStart(6, '0')}${String(ncesCounter).padStart(4, '0')}`;
}

export interface Org {
  id: number;
  name: string;
  updatedAt: string;
  phone: string | null;
  parentId: number | null;
  address: { city: string | null; state: string | null; zip: string | null } | null;
  [k: string]: unknown;
}

/** A body with the short name and ZIP (required since issue 17) filled in where it leaves them out. */
export function withRequired(body: Record<string, unknown>): Record<string, unknown> {
  const address = (body.address as Record<string, unknown> | undefined) ?? {};
  return { shortName: 'ORG', ...body, address: { zip: '75074', ...address } };
}

/** A test app with the organization reference data, and short helpers to call it as the admin. */
export function useOrganizationTestApp() {
  const ctx = useTestApp();
  const ref: Record<string, number> = {};
  beforeAll(async () => {
    Object.assign(ref, await seedOrganizationReference(ctx));
  });
  const call = async (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: await ctx.asAdmin() });
  const create = async (body: Record<string, unknown>): Promise<Org> => {
    const res = await call('POST', '/api/organizations', withRequired({ organizationTypeId: ref.School, ...body }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Org;
  };
  const school = (name: string, extra: Record<string, unknown> = {}) =>
    create({ name, ncesId: nextNcesId(), address: { state: 'TX', city: 'Plano', zip: '75074' }, ...extra });
  return { ctx, ref, call, create, school };
}
