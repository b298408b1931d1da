import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config.js';
import { productionProblems } from '../src/production-checks.js';

/**
 * compose.yaml cannot be run here (no container images can be pulled, no compose plugin), so its app service is
 * rendered as compose would render it — `${VAR:-default}`, `${VAR:?error}`, `$$` — from a .env made from
 * .env.example, and the server's configuration is loaded with the result: a setting the config refuses (an empty
 * METRICS_TOKEN once crash-looped the app) or production's required settings left out fail here.
 */
const root = new URL('../../../', import.meta.url);
const compose = parse(readFileSync(new URL('compose.yaml', root), 'utf8')) as {
  services: Record<string, { image?: string; environment?: Record<string, string>; ports?: string[] }>;
};

/** Compose's interpolation (https://docs.docker.com/reference/compose-file/interpolation/). */
function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, name: string | undefined, colon: string, op: string | undefined, arg: string, bare: string) => {
      if (match === '$$') return '$';
      const key = name ?? bare;
      const value = env[key];
      const missing = value === undefined || (colon === ':' && value === '');
      if (op === '-') return missing ? arg : value!;
      if (op === '?' && missing) throw new Error(`${key}: ${arg}`);
      return value ?? '';
    },
  );
}

const dotEnv = (extra: Record<string, string>) => ({
  ...parseEnv(readFileSync(new URL('.env.example', root), 'utf8')),
  POSTGRES_PASSWORD: 'a-database-password',
  S3_SECRET_ACCESS_KEY: 'an-s3-secret-key',
  OWNER_EMAILS: 'ops@example.com',
  ...extra,
});

const appEnvironment = (env: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(compose.services.app.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), env)]),
  );

describe('compose.yaml', () => {
  it('renders an app environment the server starts with in production', () => {
    const config = loadConfig(appEnvironment(dotEnv({})));
    expect(productionProblems(config)).toEqual([]);
    expect(config).toMatchObject({
      isProduction: true,
      ownerEmails: ['ops@example.com'],
      metricsToken: null,
      stripe: null,
      smtpUrl: 'smtp://mailpit:1025',
    });
    expect(config.storage).toMatchObject({ driver: 's3', s3: { bucket: 'phlox-images', forcePathStyle: true } });
    expect(config.databaseUrl).toBe('postgres://phlox:a-database-password@postgres:5432/phlox');
  });

  it('refuses to render without the settings production needs, naming each', () => {
    const without = (name: string) => () => appEnvironment({ ...dotEnv({}), [name]: '' });
    expect(without('OWNER_EMAILS')).toThrow(/OWNER_EMAILS: set OWNER_EMAILS/);
    expect(without('POSTGRES_PASSWORD')).toThrow(/POSTGRES_PASSWORD/);
    expect(without('S3_SECRET_ACCESS_KEY')).toThrow(/S3_SECRET_ACCESS_KEY/);
  });

  it('pins every image to a version, uses no image that left Docker Hub, and keeps the mail inbox off the network', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.image) continue;
      expect(service.image, name).toMatch(/:[\w.-]*\d[\w.-]*$/);
      expect(service.image, name).not.toMatch(/^minio\//);
    }
    expect(compose.services.mailpit.ports).toEqual(['127.0.0.1:8025:8025']);
    // Anonymous readers get images only: contracts (documents/) go out through the app's authorised route.
    const store = JSON.stringify(compose.services.s3);
    expect(store).toContain('Read:phlox-images/images/*');
    expect(store).not.toContain('Read:phlox-images\\"');
  });
});
