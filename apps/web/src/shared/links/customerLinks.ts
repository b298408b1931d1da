import { getRuntimeConfig } from '../config/runtimeConfig';

/** Customer-site pages the dashboard links to; the base URL is runtime configuration (CUSTOMER_SITE_URL). */
function customerUrl(path: string): string | null {
  const base = getRuntimeConfig().customerSiteUrl;
  if (!base) return null;
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** Only a published event has a page customers can open. */
export function eventLink(event: { id: number; status: string }): string | null {
  return event.status === 'published' ? customerUrl(`/events/${event.id}`) : null;
}

export function bundleLink(bundle: { id: number; status: string }): string | null {
  return bundle.status === 'published' ? customerUrl(`/seasons/${bundle.id}`) : null;
}

/** The customer's own order page is addressed by the encrypted order id, never the numeric one. */
export function orderLink(order: { encryptedOrderId: string | null }): string | null {
  return order.encryptedOrderId ? customerUrl(`/orders/${encodeURIComponent(order.encryptedOrderId)}`) : null;
}
