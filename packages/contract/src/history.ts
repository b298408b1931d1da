import { z } from 'zod';
import { MODULE_NAMES, type ModuleName } from './modules.js';

export const historyEntrySchema = z.object({
  id: z.number().int(),
  menu: z.string().nullable(),
  itemId: z.number().int().nullable(),
  action: z.string(),
  field: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/**
 * Menus of update_history that are not dashboard modules: things managed inside a module's screens, with
 * their own ids (so their history must not mix with the module's main items). Reading one needs view on
 * the module it belongs to.
 */
export const SUB_MENUS = {
  'product-categories': 'products',
  promotions: 'coupons',
  // An order product's own history (refunds, rollovers, fulfilment), shown beside the product.
  'order-products': 'orders',
  // Statements of Work are a tab of the events cockpit.
  'statements-of-work': 'events',
} as const satisfies Record<string, ModuleName>;
export type SubMenuName = keyof typeof SUB_MENUS;
export type HistoryMenu = ModuleName | SubMenuName;
export const HISTORY_MENUS = [...MODULE_NAMES, ...(Object.keys(SUB_MENUS) as SubMenuName[])] as HistoryMenu[];

/** The module whose permission guards a history menu. */
export function moduleOfMenu(menu: HistoryMenu): ModuleName {
  return (SUB_MENUS as Record<string, ModuleName>)[menu] ?? (menu as ModuleName);
}
