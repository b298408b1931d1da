import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { stateValueOf, type City, type UsState } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { cities, states } from '../../db/schema/index.js';
import { notFound } from '../../shared/errors.js';
import { likePattern } from '../../shared/list.js';

const toState = (r: { id: number; name: string }): UsState => ({ id: r.id, name: r.name, code: stateValueOf(r.name) });

export async function listStates(db: Executor): Promise<UsState[]> {
  const rows = await db
    .select({ id: states.id, name: states.name })
    .from(states)
    .where(isNull(states.deletedAt))
    .orderBy(asc(states.name), asc(states.id));
  return rows.map(toState);
}

export async function listCities(db: Executor, stateId: number, q: string | undefined, limit: number): Promise<City[]> {
  const [state] = await db
    .select({ id: states.id })
    .from(states)
    .where(and(eq(states.id, stateId), isNull(states.deletedAt)));
  if (!state) throw notFound('State');
  return db
    .select({ id: cities.id, name: cities.name, stateId: cities.stateId })
    .from(cities)
    .where(
      and(
        eq(cities.stateId, stateId),
        isNull(cities.deletedAt),
        q ? sql`${cities.name} ilike ${likePattern(q)}` : undefined,
      ),
    )
    .orderBy(asc(cities.name), asc(cities.id))
    .limit(limit);
}

/** An address's state and city checked against the lookups: canonical values, or what is wrong with which. */
export type PlaceCheck =
  { ok: true; state: string | null; city: string | null } | { ok: false; field: 'state' | 'city'; message: string };

export interface PlaceIndex {
  /** Finds the state by name or USPS code (any case), then the city among that state's cities. */
  check(state: string | null, city: string | null): PlaceCheck;
}

/**
 * Loads the live states with their cities for checking addresses: all cities (an import checks many rows),
 * or only those with the given names (one form).
 */
export async function loadPlaceIndex(db: Executor, onlyCities?: string[]): Promise<PlaceIndex> {
  const wanted = onlyCities?.map((c) => c.trim().toLowerCase());
  const cityFilter = wanted ? (wanted.length ? inArray(sql`lower(${cities.name})`, wanted) : sql`false`) : undefined;
  const rows = await db
    .select({ stateName: states.name, cityName: cities.name })
    .from(states)
    .leftJoin(cities, and(eq(cities.stateId, states.id), isNull(cities.deletedAt), cityFilter))
    .where(isNull(states.deletedAt));
  const byKey = new Map<string, { value: string; cities: Map<string, string> }>();
  for (const r of rows) {
    const value = stateValueOf(r.stateName);
    const entry = byKey.get(value.toLowerCase()) ?? { value, cities: new Map<string, string>() };
    byKey.set(value.toLowerCase(), entry);
    byKey.set(r.stateName.toLowerCase(), entry);
    if (r.cityName) entry.cities.set(r.cityName.toLowerCase(), r.cityName);
  }
  return {
    check(state, city) {
      if (!state && !city) return { ok: true, state: null, city: null };
      if (!state) return { ok: false, field: 'state', message: 'Choose the state of this city' };
      const entry = byKey.get(state.trim().toLowerCase());
      if (!entry) return { ok: false, field: 'state', message: `Unknown state “${state}”` };
      if (!city) return { ok: true, state: entry.value, city: null };
      const name = entry.cities.get(city.trim().toLowerCase());
      if (!name) return { ok: false, field: 'city', message: `Unknown city “${city}” in ${entry.value}` };
      return { ok: true, state: entry.value, city: name };
    },
  };
}
