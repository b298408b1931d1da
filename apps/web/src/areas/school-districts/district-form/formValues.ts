import type { SchoolDistrict, SchoolDistrictInput, SchoolDistrictStatus } from '@phlox/contract';

/** What the form holds: text inputs as strings, the state unset until chosen, the schools by id. */
export interface DistrictFormValues {
  title: string;
  code: string;
  state: string | undefined;
  status: SchoolDistrictStatus;
  schoolIds: number[];
}

export function toFormValues(d?: SchoolDistrict): DistrictFormValues {
  return {
    title: d?.title ?? '',
    code: d?.code ?? '',
    state: d?.state ?? undefined,
    status: d?.status ?? 'active',
    schoolIds: d?.schools.map((s) => s.id) ?? [],
  };
}

/** The body the API takes. The schools are a set: sorted, so picking them in another order is no change. */
export function toInput(v: DistrictFormValues): SchoolDistrictInput {
  return {
    title: v.title.trim(),
    code: v.code.trim() || null,
    state: v.state ?? '',
    status: v.status,
    schoolIds: [...new Set(v.schoolIds)].sort((a, b) => a - b),
  };
}
