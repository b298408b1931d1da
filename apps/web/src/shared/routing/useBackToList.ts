import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

const FROM_LIST = 'fromList';
/** Router state for `navigate(path, { state: fromListState })` from a list's buttons. */
export const fromListState = { [FROM_LIST]: true } as const;

/**
 * For links from a list to its full-page add/edit screens: `<Link {...listLink(path)}>` remembers that the
 * page was opened from the list, so leaving it (save or cancel) goes back to the list exactly as it was
 * filtered and paged — by going Back, which also keeps the history clean.
 */
export function useListLink() {
  return useCallback((to: string) => ({ to, state: fromListState }), []);
}

/** Leaves an add/edit page for its list: Back when opened from the list, else the list's own URL. */
export function useBackToList(listPath: string): { back: () => void; backHref: string } {
  const navigate = useNavigate();
  const location = useLocation();
  const fromList = Boolean((location.state as Record<string, unknown> | null)?.[FROM_LIST]);
  const back = useCallback(() => {
    if (fromList) navigate(-1);
    else navigate(listPath);
  }, [fromList, listPath, navigate]);
  return { back, backHref: listPath };
}
