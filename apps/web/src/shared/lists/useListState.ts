import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@phlox/contract';
import { useUpdateSearch } from '../routing/useUpdateSearch';
import { LIST_PARAM_KEYS, parsePageSize, parsePositiveInt, parseSort } from './listParams';
import { useListStore, type ListName } from './listStore';

export interface ListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
  [filter: string]: string | number | undefined;
}

export interface ListState<F extends string = string> {
  page: number;
  pageSize: number;
  sort: string | undefined;
  q: string;
  filters: Partial<Record<F, string>>;
  /** Whether a search or filter narrows the list (tells "nothing yet" from "nothing matches"). */
  isFiltered: boolean;
  /** What the list endpoint is called with. */
  query: ListQuery;
  setPagination: (page: number, pageSize: number) => void;
  setSort: (sort: string | undefined) => void;
  setSearch: (q: string) => void;
  setFilter: (key: F, value: string | undefined) => void;
  /** Several filters in one step (one history entry), e.g. a new state that also clears the city. */
  setFilters: (changes: Partial<Record<F, string | undefined>>) => void;
  clearAll: () => void;
}

/** What shared list components need; independent of the list's filter names. */
export type ListControls = Omit<ListState<string>, 'filters' | 'setFilter' | 'setFilters'>;

interface Options<F extends string> {
  sortFields: readonly string[];
  filterKeys?: readonly F[];
}

type ParamChange = Record<string, string | number | undefined>;

/**
 * A list's page, page size, sort, search and filters live in the URL, so Back, reload and shared links work.
 * Page and page size are also remembered per list: a URL without list params shows the remembered page,
 * while a link that carries params is shown exactly as shared.
 */
export function useListState<F extends string = never>(list: ListName, options: Options<F>): ListState<F> {
  const [params] = useSearchParams();
  const updateSearch = useUpdateSearch();
  const saved = useListStore((s) => s.pagination[list]);
  const savePagination = useListStore((s) => s.savePagination);
  const sortFieldsKey = options.sortFields.join(',');
  const filterKeysKey = (options.filterKeys ?? []).join(',');

  const state = useMemo(() => {
    const filterKeys = (filterKeysKey ? filterKeysKey.split(',') : []) as F[];
    const ownsParams = [...LIST_PARAM_KEYS, ...filterKeys].some((key) => params.has(key));
    const filters: Partial<Record<F, string>> = {};
    for (const key of filterKeys) {
      const value = params.get(key);
      if (value) filters[key] = value;
    }
    return {
      ownsParams,
      filterKeys,
      page: ownsParams ? (parsePositiveInt(params.get('page')) ?? 1) : saved.page,
      pageSize: ownsParams ? (parsePageSize(params.get('pageSize')) ?? DEFAULT_PAGE_SIZE) : saved.pageSize,
      sort: parseSort(params.get('sort'), sortFieldsKey.split(',')),
      q: params.get('q')?.trim() ?? '',
      filters,
    };
  }, [params, saved.page, saved.pageSize, sortFieldsKey, filterKeysKey]);
  const { ownsParams, page, pageSize } = state;

  // Back, Forward and shared links change the page without a setter; remember what is shown.
  useEffect(() => {
    if (saved.page !== page || saved.pageSize !== pageSize) savePagination(list, { page, pageSize });
  }, [list, page, pageSize, saved.page, saved.pageSize, savePagination]);

  // A remembered page is written into the address bar too, so copying the URL shares what is on screen.
  useEffect(() => {
    if (ownsParams || (page === 1 && pageSize === DEFAULT_PAGE_SIZE)) return;
    updateSearch(
      (next) => {
        next.set('page', String(page));
        next.set('pageSize', String(pageSize));
      },
      { replace: true },
    );
  }, [ownsParams, page, pageSize, updateSearch]);

  const update = useCallback(
    (change: ParamChange, next: { page: number; pageSize: number }) => {
      // Saved first: a URL left without list params falls back to the saved page on the very next render.
      savePagination(list, next);
      updateSearch((params) => {
        const all: ParamChange = { ...change, page: next.page > 1 ? next.page : undefined };
        for (const [key, value] of Object.entries(all)) {
          if (value === undefined || value === '') params.delete(key);
          else params.set(key, String(value));
        }
      });
    },
    [list, savePagination, updateSearch],
  );

  return useMemo<ListState<F>>(() => {
    const { sort, q, filters, filterKeys } = state;
    const firstPage = { page: 1, pageSize };
    return {
      page,
      pageSize,
      sort,
      q,
      filters,
      isFiltered: Boolean(q) || Object.keys(filters).length > 0,
      query: { page, pageSize, ...(sort ? { sort } : {}), ...(q ? { q } : {}), ...filters },
      setPagination: (nextPage, nextPageSize) => {
        // A new page size starts again from the first page.
        const target = { page: nextPageSize === pageSize ? nextPage : 1, pageSize: nextPageSize };
        update({ pageSize: nextPageSize }, target);
      },
      setSort: (nextSort) => update({ sort: nextSort }, firstPage),
      setSearch: (nextQ) => {
        if (nextQ.trim() !== q) update({ q: nextQ.trim() }, firstPage);
      },
      setFilter: (key, value) => update({ [key]: value }, firstPage),
      setFilters: (changes) => update(changes as ParamChange, firstPage),
      clearAll: () =>
        update(Object.fromEntries([...filterKeys, 'q', 'sort'].map((key) => [key, undefined])), firstPage),
    };
  }, [state, page, pageSize, update]);
}
