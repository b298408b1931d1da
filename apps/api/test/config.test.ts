import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, SETTING_NAMES } from '../src/config.js';
import { loadEnvFile } from '../src/environment.js';
import { productionProblems } from '../src/production-checks.js';

describe('configuration', () => {
  it('stops on a misspelt variable of its own, naming the one meant', () => {
    expect(() => loadConfig({ DATABASE_POOL: '5' })).toThrow(
      /DATABASE_POOL: not a setting.*did you mean DATABASE_POOL_SIZE\?/,
    );
    expect(() => loadConfig({ STRIPE_SECRET: 'sk' })).toThrow(/STRIPE_SECRET: not a setting/);
    // Other software's variables are not ours to judge.
    expect(loadConfig({ HOME: '/root', NODE_OPTIONS: '--max-old-space-size=512', PATH: '/bin' }).port).toBe(3000);
  });

  it('stops on any unknown name in its .env file and on malformed values, listing every problem', () => {
    expect(() => loadConfig({ PORT: '3000' }, ['PORT', 'DATABSE_URL'])).toThrow(
      /DATABSE_URL: not a setting.*did you mean DATABASE_URL\?/,
    );
    const problems = (() => {
      try {
        loadConfig({ PORT: 'eighty', APP_ENV: 'prod', DATABASE_POOL_SIZE: '0' });
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(problems).toMatch(/^Invalid configuration:/);
    expect(problems).toMatch(/PORT:/);
    expect(problems).toMatch(/APP_ENV: use development, test, STAGING or production/);
    expect(problems).toMatch(/DATABASE_POOL_SIZE:/);
  });

  it('has one production switch: APP_ENV, which NODE_ENV follows', () => {
    const production = loadConfig({ APP_ENV: 'production' });
    expect(production.isProduction).toBe(true);
    expect(production.env).toBe('production');
    expect(loadConfig({ APP_ENV: 'Staging' }).appEnv).toBe('STAGING');
    expect(loadConfig({ APP_ENV: 'staging' }).isProduction).toBe(false);
    // Unset, a NODE_ENV=production platform default still means production (never a demo by accident).
    expect(loadConfig({ NODE_ENV: 'production' }).isProduction).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', APP_ENV: 'development' }).isProduction).toBe(false);
  });
});

describe('.env file', () => {
  const folder = () => mkdtempSync(path.join(os.tmpdir(), 'phlox-env-'));

  it("takes an empty value as unset, as compose's ${X:-} passes one for a setting left out of .env", () => {
    const config = loadConfig({ METRICS_TOKEN: '', STRIPE_SECRET_KEY: '', OWNER_EMAILS: ' ', PORT: '' });
    expect(config.metricsToken).toBeNull();
    expect(config.stripe).toBeNull();
    expect(config.port).toBe(3000);
    expect(config.ownerEmails).toEqual(['admin@phlox.test']);
  });

  it('refuses to serve production without mail (unless disabled out loud) or without owners', () => {
    const base = { APP_ENV: 'production', OWNER_EMAILS: 'ops@example.com' };
    expect(productionProblems(loadConfig(base)).join('\n')).toMatch(/SMTP_URL: required in production/);
    expect(productionProblems(loadConfig({ ...base, SMTP_URL: 'smtp://mail:25' }))).toEqual([]);
    expect(productionProblems(loadConfig({ ...base, MAIL_DISABLED: 'true' }))).toEqual([]);
    // The demo admin's address means nobody in production: owners are named, and an empty list is refused.
    const ownerless = loadConfig({ APP_ENV: 'production', SMTP_URL: 'smtp://mail:25', OWNER_EMAILS: '' });
    expect(ownerless.ownerEmails).toEqual([]);
    expect(productionProblems(ownerless).join('\n')).toMatch(/OWNER_EMAILS: required in production/);
    expect(productionProblems(loadConfig({}))).toEqual([]);
  });

  it('is read from the folder the command started in; variables already set win', () => {
    const dir = folder();
    writeFileSync(path.join(dir, '.env'), '# comment\nPORT=4100\nLOG_LEVEL="debug"\n');
    const env: NodeJS.ProcessEnv = { INIT_CWD: dir, LOG_LEVEL: 'warn' };
    const { file, names } = loadEnvFile(env);
    expect(file).toBe(path.join(dir, '.env'));
    expect(names.sort()).toEqual(['LOG_LEVEL', 'PORT']);
    expect(env.PORT).toBe('4100');
    expect(env.LOG_LEVEL).toBe('warn');
  });

  it('is optional, unless ENV_FILE names one that does not exist', () => {
    expect(loadEnvFile({ INIT_CWD: folder() })).toEqual({ file: null, names: [] });
    expect(() => loadEnvFile({ ENV_FILE: path.join(folder(), 'missing.env') })).toThrow(/ENV_FILE: .* does not exist/);
  });
});

describe('documentation of the settings', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  it('.env.example and the README name every setting the server reads', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const inExample = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(SETTING_NAMES.filter((name) => !inExample.has(name))).toEqual([]);
    expect([...inExample].filter((name) => !SETTING_NAMES.includes(name))).toEqual([]);
    expect(SETTING_NAMES.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
