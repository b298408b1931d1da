import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PATH_HISTORY_LENGTH, type AuthUser } from '@phlox/contract';

export type SignOutReason = 'signed-out' | 'expired';

interface AuthState {
  user: AuthUser | null;
  token: string | null;
  /** Paths visited before the current one, newest first (spec §4). */
  pathHistory: string[];
  /** Set when a page is about to be opened in a new tab, so that tab knows it was not a fresh visit. */
  newTab: boolean;
  /** Why the last session ended; shown once on the sign-in page, never persisted. */
  signOutReason: SignOutReason | null;
  signIn: (token: string, user: AuthUser) => void;
  setUser: (user: AuthUser) => void;
  clearSession: (reason: SignOutReason) => void;
  recordPath: (path: string) => void;
  setNewTab: (newTab: boolean) => void;
  dismissSignOutReason: () => void;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      pathHistory: [],
      newTab: false,
      signOutReason: null,
      signIn: (token, user) => set({ token, user, signOutReason: null }),
      setUser: (user) => set({ user }),
      clearSession: (reason) => set({ user: null, token: null, pathHistory: [], signOutReason: reason }),
      recordPath: (path) => set((s) => ({ pathHistory: [path, ...s.pathHistory].slice(0, PATH_HISTORY_LENGTH) })),
      setNewTab: (newTab) => set({ newTab }),
      dismissSignOutReason: () => set({ signOutReason: null }),
    }),
    {
      name: 'phlox-auth',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, token, pathHistory, newTab }) => ({ user, token, pathHistory, newTab }),
    },
  ),
);
