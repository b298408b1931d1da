import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_PAGE_SIZE } from '@phlox/contract';

/** The lists whose page and page size are remembered (spec §3, plus the lists on a second tab). */
export const LIST_NAMES = [
  'events',
  // The events cockpit's other tabs, each with its own filters and page.
  'media-days',
  'statements-of-work',
  'bundles',
  'orders',
  'users',
  'organizations',
  'school-districts',
  'products',
  'coupons',
  'categories',
  'levels',
  'browse-and-buy',
  'payout',
  'giftcard',
  // Managed beside a spec list, on its screen's second tab.
  'product-categories',
  'promotions',
  // Not a spec list, but a dashboard list all the same.
  'roles',
] as const;
export type ListName = (typeof LIST_NAMES)[number];

/** Only these lists let the user choose columns (spec §3). */
export const COLUMN_LIST_NAMES = ['events', 'media-days', 'bundles', 'orders'] as const;
export type ColumnListName = (typeof COLUMN_LIST_NAMES)[number];

export interface SavedPagination {
  page: number;
  pageSize: number;
}
type HiddenColumns = Record<string, boolean>;

interface ListStoreState {
  pagination: Record<ListName, SavedPagination>;
  columns: Record<ColumnListName, HiddenColumns>;
  savePagination: (list: ListName, pagination: SavedPagination) => void;
  setColumnVisible: (list: ColumnListName, column: string, visible: boolean) => void;
  /** Forgets every list's pagination and column choices (spec §4 session cleanup). */
  sessionCleanup: () => void;
}

export const DEFAULT_PAGINATION: SavedPagination = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

const initialPagination = () =>
  Object.fromEntries(LIST_NAMES.map((name) => [name, DEFAULT_PAGINATION])) as Record<ListName, SavedPagination>;
const initialColumns = () =>
  Object.fromEntries(COLUMN_LIST_NAMES.map((name) => [name, {}])) as Record<ColumnListName, HiddenColumns>;

export const useListStore = create<ListStoreState>()(
  persist(
    (set) => ({
      pagination: initialPagination(),
      columns: initialColumns(),
      savePagination: (list, pagination) => set((s) => ({ pagination: { ...s.pagination, [list]: pagination } })),
      setColumnVisible: (list, column, visible) =>
        set((s) => ({ columns: { ...s.columns, [list]: { ...s.columns[list], [column]: visible } } })),
      sessionCleanup: () => set({ pagination: initialPagination(), columns: initialColumns() }),
    }),
    {
      name: 'phlox-lists',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ pagination, columns }) => ({ pagination, columns }),
      // Lists added after a user's state was saved still get their defaults.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<Pick<ListStoreState, 'pagination' | 'columns'>>;
        return {
          ...current,
          pagination: { ...current.pagination, ...saved.pagination },
          columns: { ...current.columns, ...saved.columns },
        };
      },
    },
  ),
);
