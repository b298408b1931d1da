import type { PublicConfig } from '@phlox/contract';

let current: PublicConfig | null = null;

/** Runtime configuration comes from the server at start-up, never from the build. */
export async function loadRuntimeConfig(): Promise<PublicConfig> {
  const response = await fetch('/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load the app configuration (HTTP ${response.status}).`);
  current = (await response.json()) as PublicConfig;
  return current;
}

export function getRuntimeConfig(): PublicConfig {
  if (!current) throw new Error('The runtime configuration has not been loaded yet.');
  return current;
}
