import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

type Edit = (params: URLSearchParams) => void;

/**
 * Changes some search params of the current URL and keeps the rest. Unlike useSearchParams' setter, it
 * starts from the latest URL, not the one of the render that created the callback: a debounced search
 * that fires after a dialog was opened must not close that dialog.
 */
export function useUpdateSearch(): (edit: Edit, options?: { replace?: boolean; state?: unknown }) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);

  return useCallback(
    (edit, options = {}) => {
      const params = new URLSearchParams(latest.current);
      edit(params);
      const next = params.toString();
      latest.current = next ? `?${next}` : '';
      navigate(
        { search: latest.current },
        { replace: options.replace, state: options.state, preventScrollReset: true },
      );
    },
    [navigate],
  );
}
