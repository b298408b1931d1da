import type { PublicConfig } from '@phlox/contract';

/** Plain input mode of @openreplay/tracker (its InputMode.Plain). */
const INPUT_MODE_PLAIN = 0;

/**
 * Spec §1: project key from runtime configuration, e-mails and numbers not masked, plain input mode.
 * Password inputs stay hidden whatever these say (the tracker never records them).
 */
export function trackerOptions(config: PublicConfig & { trackingProjectKey: string }) {
  return {
    projectKey: config.trackingProjectKey,
    ...(config.trackingIngestUrl ? { ingestPoint: config.trackingIngestUrl } : {}),
    obscureTextEmails: false,
    obscureTextNumbers: false,
    obscureInputEmails: false,
    obscureInputNumbers: false,
    defaultInputMode: INPUT_MODE_PLAIN,
    // The tracker refuses plain http; a developer's machine (APP_ENV=development) has no TLS.
    __DISABLE_SECURE_MODE: config.appEnv === 'development',
  } as const;
}
