// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useListStore } from './listStore';
import { useListState } from './useListState';

/** The events list's state under a router opened at `url`, with the address bar it leads to. */
function openList(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useListState<'status'>('events', { sortFields: ['title', 'startTime'], filterKeys: ['status'] }),
      search: useLocation().search,
    }),
    { wrapper },
  );
}

beforeEach(() => {
  useListStore.getState().sessionCleanup();
});
// A list left mounted would keep writing what it shows into the shared store.
afterEach(cleanup);

describe('list state', () => {
  it('reads page, size, sort, search and filters from the address, and asks the API for exactly that', () => {
    const { result } = openList('/events?page=3&pageSize=50&sort=-title&q=%20lions%20&status=draft&junk=1');
    expect(result.current.list.query).toEqual({ page: 3, pageSize: 50, sort: '-title', q: 'lions', status: 'draft' });
    expect(result.current.list.isFiltered).toBe(true);
  });

  it('a filter, a search or a sort goes back to the first page; clearing keeps the page size', () => {
    const { result } = openList('/events?page=3&pageSize=50');
    act(() => result.current.list.setFilter('status', 'draft'));
    expect(result.current.list.page).toBe(1);
    expect(result.current.search).toBe('?pageSize=50&status=draft');
    act(() => result.current.list.setPagination(4, 50));
    act(() => result.current.list.setSearch('eagles'));
    expect([result.current.list.page, result.current.list.q]).toEqual([1, 'eagles']);
    act(() => result.current.list.setPagination(2, 50));
    act(() => result.current.list.setSort('title'));
    expect(result.current.list.page).toBe(1);
    act(() => result.current.list.clearAll());
    expect(result.current.list.query).toEqual({ page: 1, pageSize: 50 });
  });

  it('a save does not move the list: a re-render (fresh data) keeps the page, and the page is remembered', () => {
    const { result, rerender } = openList('/events');
    act(() => result.current.list.setPagination(3, 20));
    rerender();
    expect(result.current.list.page).toBe(3);
    expect(useListStore.getState().pagination.events).toEqual({ page: 3, pageSize: 20 });
    // The same search typed again is no change either.
    act(() => result.current.list.setSearch(''));
    expect(result.current.list.page).toBe(3);
  });

  it('a shared link beats the remembered page; a bare address shows the remembered one and writes it back', () => {
    useListStore.getState().savePagination('events', { page: 5, pageSize: 50 });
    const shared = openList('/events?page=2');
    expect([shared.result.current.list.page, shared.result.current.list.pageSize]).toEqual([2, 20]);
    shared.unmount();

    useListStore.getState().savePagination('events', { page: 5, pageSize: 50 });
    const bare = openList('/events');
    expect([bare.result.current.list.page, bare.result.current.list.pageSize]).toEqual([5, 50]);
    // Copying the address shares what is on screen.
    expect(bare.result.current.search).toBe('?page=5&pageSize=50');
  });

  it('a new page size starts again from the first page; an unknown sort field is ignored', () => {
    const { result } = openList('/events?page=4&sort=-password');
    expect(result.current.list.sort).toBeUndefined();
    act(() => result.current.list.setPagination(4, 100));
    expect([result.current.list.page, result.current.list.pageSize]).toEqual([1, 100]);
  });
});
