import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { OrderSearchCache } from '../shared/search-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    orderSearchCache: OrderSearchCache;
  }
}

/** Writes of these modules can add, change or remove orders, their customers or players. */
const ORDER_MODULES = new Set(['orders', 'browse-and-buy']);

export const orderSearchCachePlugin = fp(async function orderSearchCache(app: FastifyInstance) {
  app.decorate('orderSearchCache', new OrderSearchCache(app.config.orderSearchCacheTtlMs));
  // Cleared before the reply leaves, so the client's next request already sees the change.
  app.addHook('onSend', async (req, _reply, payload) => {
    const module = req.routeOptions.config?.module;
    if (req.method !== 'GET' && req.method !== 'HEAD' && module && ORDER_MODULES.has(module))
      app.orderSearchCache.clear();
    return payload;
  });
});
