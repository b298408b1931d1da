import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * The open tab of a screen with several lists, in the URL (`?tab=categories`) so reload, Back and shared links
 * keep it. Switching tabs starts the other list from its own remembered page, not this list's filters.
 */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T): [T, (next: T) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const raw = params.get('tab');
  const tab = tabs.find((t) => t === raw) ?? fallback;
  const setTab = useCallback(
    (next: T) => navigate({ pathname, search: next === fallback ? '' : `?tab=${encodeURIComponent(next)}` }),
    [navigate, pathname, fallback],
  );
  return [tab, setTab];
}
