import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { RememberedMatches } from './columnMatching';

interface ColumnMatchState {
  /** By import and source ("sales/photoday"): each platform's export keeps its headers month after month. */
  remembered: Partial<Record<string, RememberedMatches>>;
  remember: (key: string, matches: RememberedMatches) => void;
}

export const columnMatchKey = (importName: string, source: string) => `${importName}/${source}`;

/**
 * The column matches staff confirmed, kept in this browser. Not cleared on logout like the lists' state: they
 * describe the platforms' files, not the user's session.
 */
export const useColumnMatchStore = create<ColumnMatchState>()(
  persist(
    (set) => ({
      remembered: {},
      remember: (key, matches) => set((s) => ({ remembered: { ...s.remembered, [key]: matches } })),
    }),
    {
      name: 'phlox-csv-column-matches',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ remembered }) => ({ remembered }),
    },
  ),
);
