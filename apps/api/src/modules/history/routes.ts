import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import {
  HISTORY_MENUS,
  historyEntrySchema,
  idParamSchema,
  listResponseSchema,
  MAX_PAGE_SIZE,
  type HistoryMenu,
} from '@phlox/contract';
import { menus, updateHistory, users } from '../../db/schema/index.js';
import { currentUser } from '../../plugins/auth.js';
import { historyAccess, withoutFields } from './access.js';
import { iso } from '../../shared/dates.js';
import { offsetOf, toPage, totalOver } from '../../shared/list.js';

const querySchema = z.object({
  menu: z.enum(HISTORY_MENUS as [HistoryMenu, ...HistoryMenu[]]),
  itemId: idParamSchema.shape.id,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});

/** An item's change history; readable by whoever may read the item, without the fields it may not see. */
const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      // Any signed-in user; whether it may read the item's history is decided below, per item.
      config: { signedIn: true },
      schema: {
        tags: ['history'],
        querystring: querySchema,
        response: { 200: listResponseSchema(historyEntrySchema) },
      },
    },
    async (req) => {
      const q = req.query;
      const user = currentUser(req);
      const { hidden, redact } = await historyAccess(app.db, user, q.menu, q.itemId);
      const where = and(
        eq(menus.name, q.menu),
        eq(updateHistory.itemId, q.itemId),
        isNull(updateHistory.deletedAt),
        hidden.size ? notInArray(sql`coalesce(${updateHistory.updatedField}, '')`, [...hidden]) : undefined,
      );
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
          oldValue: redact(h.valueType === 'json' ? withoutFields(h.oldValue, hidden) : h.oldValue),
          newValue: redact(h.valueType === 'json' ? withoutFields(h.newValue, hidden) : h.newValue),
          user: h.userId && userName ? { id: h.userId, name: userName } : null,
          createdAt: iso(h.createdAt),
        })),
        meta: page.meta,
      };
    },
  );
};

export default historyRoutes;
