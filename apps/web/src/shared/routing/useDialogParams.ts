import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { parsePositiveInt } from '../lists/listParams';
import { useUpdateSearch } from './useUpdateSearch';

export type DialogMode = { kind: 'add' } | { kind: 'edit'; id: number } | null;

export interface DialogParams {
  mode: DialogMode;
  openAdd: () => void;
  openEdit: (id: number) => void;
  /** For a real link to the edit dialog (opens in a new tab too): `<Link {...editLink(5)}>`. */
  editLink: (id: number) => { to: { search: string }; state: Record<string, boolean> };
  close: () => void;
}

const OPENED_HERE = 'dialogOpenedHere';
const openedHereState = { [OPENED_HERE]: true };

function withDialog(params: URLSearchParams, key?: 'modal' | 'edit', value?: string): void {
  params.delete('modal');
  params.delete('edit');
  if (key && value) params.set(key, value);
}

/**
 * An add/edit dialog whose state lives in the URL (`?modal=add`, `?edit=5`), so reload and shared links
 * reopen it. Closing goes back to the entry the dialog was opened from, which is the list exactly as it was.
 */
export function useDialogParams(): DialogParams {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const updateSearch = useUpdateSearch();
  const location = useLocation();
  const adding = params.get('modal') === 'add';
  const editId = parsePositiveInt(params.get('edit'));
  const openedHere = Boolean((location.state as Record<string, unknown> | null)?.[OPENED_HERE]);

  return useMemo<DialogParams>(() => {
    const editSearch = (id: number) => {
      const next = new URLSearchParams(params);
      withDialog(next, 'edit', String(id));
      return `?${next.toString()}`;
    };
    return {
      mode: adding ? { kind: 'add' } : editId ? { kind: 'edit', id: editId } : null,
      openAdd: () => updateSearch((p) => withDialog(p, 'modal', 'add'), { state: openedHereState }),
      openEdit: (id) => updateSearch((p) => withDialog(p, 'edit', String(id)), { state: openedHereState }),
      editLink: (id) => ({ to: { search: editSearch(id) }, state: openedHereState }),
      close: () => {
        if (openedHere) navigate(-1);
        else updateSearch((p) => withDialog(p), { replace: true });
      },
    };
  }, [params, navigate, updateSearch, adding, editId, openedHere]);
}
