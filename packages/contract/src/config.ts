/** Public runtime configuration served at /config.json (never a secret). */
export interface PublicConfig {
  apiBaseUrl: string;
  customerSiteUrl: string;
  trackingProjectKey: string | null;
  trackingIngestUrl: string | null;
  appEnv: string;
  /** Refunds of card-paid orders go back to the card through Stripe (STRIPE_SECRET_KEY is set); else by hand. */
  cardRefunds: boolean;
}
