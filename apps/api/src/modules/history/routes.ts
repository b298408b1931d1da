import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  HISTORY_MENUS,
  historyEntrySchema,
  listResponseSchema,
  MAX_PAGE_SIZE,
  moduleOfMenu,
  tierAllows,
  type HistoryMenu,
} from '@phlox/contract';
import { menus, updateHistory, users } from '../../db/schema/index.js';
import { currentUser } from '../../plugins/auth.js';
import { auditWithoutPay } from '../events/detail.js';
import { assertCanSee, isScopedPhotographer } from '../events/scope.js';
import { payoutScope } from '../payouts/scope.js';
import { forbidden } from '../../shared/errors.js';
import { iso } from '../../shared/dates.js';
import { offsetOf, toPage, totalOver } from '../../shared/list.js';

const querySchema = z.object({
  menu: z.enum(HISTORY_MENUS as [HistoryMenu, ...HistoryMenu[]]),
  itemId: z.coerce.number().int().positive(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});

/** An item's change history; readable by whoever may view the item's area. */
const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['history'],
        querystring: querySchema,
        response: { 200: listResponseSchema(historyEntrySchema) },
      },
    },
    async (req) => {
      const q = req.query;
      const user = currentUser(req);
      if (!tierAllows(user.permissions[moduleOfMenu(q.menu)], 'view')) throw forbidden();
      // A photographer reads the history of its own events only, like the events themselves.
      if (q.menu === 'events') await assertCanSee(app.db, q.itemId, user);
      // Pay is private: payout history (recomputed totals, settlements of any payee) is for staff, and event
      // history reaches a photographer without the crew's charges.
      if (moduleOfMenu(q.menu) === 'payouts' && payoutScope(user) !== null)
        throw forbidden('The payout history is for staff');
      const redact = q.menu === 'events' && isScopedPhotographer(user) ? auditWithoutPay : (v: string | null) => v;
      const where = and(eq(menus.name, q.menu), eq(updateHistory.itemId, q.itemId), isNull(updateHistory.deletedAt));
      const rows = await app.db
        .select({
          h: updateHistory,
          userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
          total: totalOver(),
        })
        .from(updateHistory)
        .innerJoin(menus, eq(menus.id, updateHistory.menuId))
        .leftJoin(users, eq(users.id, updateHistory.userId))
        .where(where)
        .orderBy(desc(updateHistory.createdAt), desc(updateHistory.id))
        .limit(q.pageSize)
        .offset(offsetOf(q));
      const page = await toPage(rows, q, async () => {
        const [r] = await app.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(updateHistory)
          .innerJoin(menus, eq(menus.id, updateHistory.menuId))
          .where(where);
        return r.n;
      });
      return {
        data: page.rows.map(({ h, userName }) => ({
          id: h.id,
          menu: q.menu,
          itemId: h.itemId,
          action: h.action,
          field: h.updatedField,
          oldValue: redact(h.oldValue),
          newValue: redact(h.newValue),
          user: h.userId && userName ? { id: h.userId, name: userName } : null,
          createdAt: iso(h.createdAt),
        })),
        meta: page.meta,
      };
    },
  );
};

export default historyRoutes;
