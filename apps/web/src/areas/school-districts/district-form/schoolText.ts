import type { SchoolDistrictSchool } from '@phlox/contract';

/** "Plano · School": where a school is and what it is, to tell apart schools of one name. */
export function schoolPlace(school: Pick<SchoolDistrictSchool, 'city' | 'typeName'>): string {
  return [school.city, school.typeName].filter(Boolean).join(' · ');
}

/** A chosen school's name; one never seen (not expected) still shows as something a person can act on. */
export function schoolName(known: ReadonlyMap<number, SchoolDistrictSchool>, id: number): string {
  return known.get(id)?.name ?? `School #${id}`;
}
