import { useQuery } from '@tanstack/react-query';
import type { City, UsState } from '@phlox/contract';
import { api } from '../api/client';

export const locationKeys = {
  states: ['locations', 'states'] as const,
  cities: (stateId: number) => ['locations', 'cities', stateId] as const,
};

/** Reference data: it changes about never, so it is fetched once per session. */
const STALE = 60 * 60 * 1000;

export function useStates() {
  return useQuery({
    queryKey: locationKeys.states,
    queryFn: ({ signal }) => api.get<{ data: UsState[] }>('/api/states', { signal }).then((r) => r.data),
    staleTime: STALE,
  });
}

/** The cities of a state (all of them: a state's list is short enough for a searchable select). */
export function useCities(stateId: number | undefined) {
  return useQuery({
    queryKey: locationKeys.cities(stateId ?? 0),
    queryFn: ({ signal }) => api.get<{ data: City[] }>(`/api/states/${stateId}/cities`, { signal }).then((r) => r.data),
    enabled: stateId !== undefined,
    staleTime: STALE,
  });
}

/** The state an address value ("TX", or a name) stands for. */
export function stateOfValue(states: UsState[] | undefined, value: string | null | undefined): UsState | undefined {
  if (!value || !states) return undefined;
  const v = value.toLowerCase();
  return states.find((s) => s.code.toLowerCase() === v || s.name.toLowerCase() === v);
}
