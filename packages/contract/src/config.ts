/** Public runtime configuration served at /config.json (never a secret). */
export interface PublicConfig {
  apiBaseUrl: string;
  customerSiteUrl: string;
  trackingProjectKey: string | null;
  trackingIngestUrl: string | null;
  appEnv: string;
}
