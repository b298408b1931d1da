import { useParams } from 'react-router';
import type { ModuleName } from '@phlox/contract';
import { parsePositiveInt } from '../lists/listParams';
import { usePermission } from '../permissions/usePermission';
import { useBackToList } from './useBackToList';

interface ItemPageRoute {
  /** The route's id parameter, e.g. "productId" in /products/edit-product/:productId. */
  param: string;
  module: ModuleName;
  listPath: string;
}

export interface ItemPage {
  /**
   * undefined: the add page (the route has no id); null: an id that cannot name an item (e.g. "abc"), shown as
   * missing without asking the server, which would only refuse it as a bad request.
   */
  id: number | undefined | null;
  /** Whether the user may add, save or delete; a view-only role gets the edit page read-only. */
  canManage: boolean;
  /** Leaves for the list (Back when the page was opened from it). */
  back: () => void;
}

/** What an add/edit page reads before anything else: which item, whether the user may change it, the way out. */
export function useItemPage({ param, module, listPath }: ItemPageRoute): ItemPage {
  const raw = useParams()[param];
  const canManage = usePermission(module, 'manage');
  const { back } = useBackToList(listPath);
  const id = raw === undefined ? undefined : (parsePositiveInt(raw) ?? null);
  return { id, canManage, back };
}
