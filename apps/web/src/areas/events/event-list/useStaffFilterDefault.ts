import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { seesOwnRowsOnly, type EventListItem, type ListResponse } from '@phlox/contract';
import { api } from '../../../shared/api/client';
import { useAuthStore } from '../../../shared/auth/authStore';
import type { ListState } from '../../../shared/lists/useListState';
import type { EventFilterKey } from './EventFilters';

type Choice = 'on' | 'off' | 'other';
const storageKey = (list: string, userId: number) => `phlox-staff-filter:${list}:${userId}`;
const saved = (list: string, userId: number) => localStorage.getItem(storageKey(list, userId)) as Choice | null;

/**
 * The cockpit's staff filter starts on the signed-in staff member when they work events (their own game day
 * first). It is a default, not a lock: removing it (or choosing someone else) is remembered per list, and a bare
 * visit then opens as they left it. A photographer who sees only its own events needs no filter.
 */
export function useStaffFilterDefault(listName: string, list: ListState<EventFilterKey>) {
  const user = useAuthStore((s) => s.user);
  const [params] = useSearchParams();
  const bare = params.size === 0;
  const choice = user ? saved(listName, user.id) : null;
  const applies = Boolean(user && !seesOwnRowsOnly(user, 'events') && bare && choice !== 'off' && choice !== 'other');
  // Only asked when it could apply: whether any event has this user on its crew.
  const assigned = useQuery({
    queryKey: ['events', 'assigned-to', user?.id],
    queryFn: ({ signal }) =>
      api
        .get<ListResponse<EventListItem>>('/api/events', { query: { photographerId: user!.id, pageSize: 1 }, signal })
        .then((r) => r.meta.total > 0),
    enabled: applies && choice !== 'on',
    staleTime: 5 * 60_000,
  });
  const { setFilter } = list;
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !applies || !user) return;
    if (choice === 'on' || assigned.data) {
      applied.current = true;
      setFilter('photographerId', String(user.id));
    }
  }, [applies, assigned.data, choice, setFilter, user]);

  // What the user makes of the filter after the page opened is remembered (the first render is not a choice).
  const staff = list.filters.photographerId;
  const opened = useRef(false);
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    if (!user) return;
    const next: Choice = staff === String(user.id) ? 'on' : staff ? 'other' : 'off';
    localStorage.setItem(storageKey(listName, user.id), next);
  }, [listName, staff, user]);
}
