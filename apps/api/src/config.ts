import { isIP } from 'node:net';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** The demo accounts' published passwords (README): fine for a laptop, refused in production. */
export const DEMO_ADMIN_PASSWORD = 'phlox-admin-2026';
export const DEMO_PHOTOGRAPHER_PASSWORD = 'phlox-photo-2026';

/** An IPv4/IPv6 address, optionally with a /prefix, or one of proxy-addr's names for address ranges. */
function isAddressOrCidr(s: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(s)) return true;
  const [addr, prefix, ...rest] = s.split('/');
  const kind = isIP(addr);
  if (!kind || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (kind === 4 ? 32 : 128);
}

const WINDOW_UNITS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** A rate limit written "max/window": "30/15m" = 30 requests per 15 minutes (units s, m, h, d). */
const limit = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v, c) => {
      const m = /^\s*(\d+)\s*\/\s*(\d*)\s*([smhd])\s*$/.exec(v);
      if (!m || Number(m[1]) < 1) {
        c.addIssue({ code: 'custom', message: 'write it as max/window, e.g. 30/15m (units s, m, h, d)' });
        return z.NEVER;
      }
      return { max: Number(m[1]), timeWindow: Number(m[2] || 1) * WINDOW_UNITS[m[3] as keyof typeof WINDOW_UNITS] };
    });

const envSchema = z.object({
  /** Follows APP_ENV (production when APP_ENV=production); set it alone only for other tools. */
  NODE_ENV: z.string().default('development'),
  /**
   * The one production switch. `STAGING` makes everyone an owner (spec §6); `production` hides developer
   * conveniences. Unset, it is production when NODE_ENV=production, else development.
   */
  APP_ENV: z
    .string()
    .optional()
    .transform((v, c) => {
      const value = v?.trim().toLowerCase();
      if (value === undefined || value === '') return undefined;
      if (value === 'staging') return 'STAGING'; // the spec's spelling, compared as such by the owner rule
      if (value === 'development' || value === 'test' || value === 'production') return value;
      c.addIssue({ code: 'custom', message: 'use development, test, STAGING or production' });
      return z.NEVER;
    }),
  /** A file of variables to read instead of ./.env (variables already set win). */
  ENV_FILE: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** How long (ms) a query waits for a pooled or new PostgreSQL connection before the request gets a 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * Load shedding: past this mean event-loop delay (ms) requests get 503 OVERLOADED; 0 turns it off. Default
   * 1000 on PostgreSQL, off on PGlite (its queries run on the event loop, so the delay measures them, not load).
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  /** Load shedding: past this V8 heap in use (bytes) requests get 503 OVERLOADED; 0 turns it off. */
  MAX_HEAP_USED_BYTES: z.coerce.number().int().min(0).optional(),
  ADMIN_EMAIL: z.string().email().default('admin@phlox.test'),
  ADMIN_PASSWORD: z.string().min(8).default(DEMO_ADMIN_PASSWORD),
  PHOTOGRAPHER_EMAIL: z.string().email().default('photographer@phlox.test'),
  PHOTOGRAPHER_PASSWORD: z.string().min(8).default(DEMO_PHOTOGRAPHER_PASSWORD),
  /** Comma-separated owner e-mails (spec §6); defaults to the first admin. */
  OWNER_EMAILS: z.string().optional(),
  /** Where links in e-mails point (password reset); defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  CUSTOMER_SITE_URL: z.string().url().default('https://phlox.example.com'),
  SMTP_URL: z.string().optional(),
  /** Production without e-mail, said out loud: messages are dropped (recipient and subject logged). */
  MAIL_DISABLED: bool.default(false),
  MAIL_FROM: z.string().default('Phlox Admin <no-reply@phlox.test>'),
  TRACKING_PROJECT_KEY: z.string().optional(),
  /** Bearer token for GET /metrics (Prometheus); unset, the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN: use at least 16 characters').optional(),
  TRACKING_INGEST_URL: z.string().url().optional(),
  /**
   * Where background jobs (e-mails, long exports, recomputes) run: `inline` in the API process, or `separate`, in
   * `npm run worker` processes (the API then only queues them).
   */
  WORKERS: z.enum(['inline', 'separate']).default('inline'),
  /**
   * How long (ms) a report request builds its range's daily figures itself before handing the rest to a job and
   * answering 202 (the page looks again until they are built).
   */
  REPORT_BUILD_INLINE_MS: z.coerce.number().int().min(0).max(30_000).default(1_500),
  /** Seed demo data into an empty database on start (default on). */
  SEED_DEMO: bool.default(true),
  /** The built web app the server serves; defaults to apps/web/dist beside the compiled API. */
  WEB_DIST_DIR: z.string().optional(),
  /** Read by compose.yaml from the same .env (its PostgreSQL's password), never by the server: known, so allowed. */
  POSTGRES_PASSWORD: z.string().optional(),
  /** Read by compose.yaml (Mailpit's inbox login, "user:password"), never by the server: known, so allowed. */
  MAILPIT_UI_AUTH: z.string().optional(),
  /** How long (ms) a signed-in session's user and permissions are reused between requests; 0 turns it off. */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  ORDER_SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * Behind a load balancer: how many proxies stand in front (a hop count), or their addresses/CIDRs
   * (comma-separated), so limits see the client's address. Unset, X-Forwarded-For is ignored. Never `true`:
   * that trusts whatever X-Forwarded-For a client writes itself.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, c): false | number | string[] => {
      const raw = (v ?? '').trim();
      if (raw === '' || raw === 'false') return false;
      if (/^\d+$/.test(raw)) return Number(raw) || false;
      const list = raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = list.filter((s) => !isAddressOrCidr(s));
      if (raw !== 'true' && list.length && !bad.length) return list;
      c.addIssue({
        code: 'custom',
        message:
          raw === 'true'
            ? "`true` would trust any X-Forwarded-For a client writes; set the hop count (the number of proxies in front, e.g. 1) or the proxies' addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)"
            : `"${bad.join('", "')}" is not a hop count or a proxy address/CIDR (e.g. 1, or 10.0.0.0/8,127.0.0.1)`,
      });
      return z.NEVER;
    }),
  /** Rate-limit counters live in Redis when set (shared by every API instance), else in PostgreSQL. */
  REDIS_URL: z.string().url().optional(),
  /** Per client IP (beside the per-e-mail sign-in throttle). */
  RATE_LIMIT_LOGIN: limit('30/15m'),
  RATE_LIMIT_REGISTER: limit('10/1h'),
  RATE_LIMIT_FORGOT_PASSWORD: limit('10/1h'),
  /** Per target e-mail, whoever asks: stops one client mailing many reset links to one inbox. */
  RATE_LIMIT_FORGOT_PASSWORD_EMAIL: limit('3/1h'),
  RATE_LIMIT_RESET_PASSWORD: limit('10/15m'),
  RATE_LIMIT_VERIFY_TOKEN: limit('300/1m'),
  /** Per signed-in user. */
  RATE_LIMIT_IMAGE_UPLOAD: limit('120/1h'),
  /** Image bytes one user may upload per business day (declared at signing, counted again when stored). */
  UPLOAD_DAILY_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(1024 * 1024 * 1024),
  /** Image uploads: `local` keeps files under DATA_DIR/uploads, `s3` uses any S3-compatible store. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 1024 * 1024),
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(604_800).default(300),
  /** Local driver's HMAC key; unset, one is generated once and kept at DATA_DIR/upload-secret. */
  UPLOAD_SIGNING_SECRET: z.string().min(16).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Base URL objects are read from (a CDN, say); defaults to the endpoint/bucket. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** Refunds of Stripe-paid orders go through Stripe when set; the host settings point tests at a stand-in. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The signing secret of the Stripe webhook endpoint (whsec_…); unset, POST /api/stripe/webhook answers 404. */
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
});

export type Config = ReturnType<typeof loadConfig>;

/**
 * Names starting with these belong to this server: one the schema does not know is a typo (DATABASE_POOL instead
 * of DATABASE_POOL_SIZE) that would otherwise be ignored silently, so it stops the start.
 */
const OWN_PREFIXES = [
  'ADMIN_',
  'DATABASE_',
  'METRICS_',
  'ORDER_SEARCH_',
  'PHOTOGRAPHER_',
  'RATE_LIMIT_',
  'REPORT_',
  'S3_',
  'SEED_',
  'SESSION_',
  'SMTP_',
  'STORAGE_',
  'STRIPE_',
  'TRACKING_',
  'UPLOAD_',
];
/** Every setting's name (the .env.example and README test checks each is documented). */
export const SETTING_NAMES = Object.keys(envSchema.shape);
const KNOWN = SETTING_NAMES;

/** Edit distance, for "did you mean": names are short, so the plain table is fine. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

function unknownNames(env: NodeJS.ProcessEnv, fileNames: readonly string[]): string[] {
  const suspects = new Set([
    ...fileNames,
    ...Object.keys(env).filter((name) => OWN_PREFIXES.some((p) => name.startsWith(p))),
  ]);
  return [...suspects]
    .filter((name) => !KNOWN.includes(name))
    .map((name) => {
      const near =
        KNOWN.find((k) => distance(k, name) <= 2) ?? KNOWN.find((k) => k.startsWith(name) || name.startsWith(k));
      return `  ${name}: not a setting of Phlox Admin${near ? ` (did you mean ${near}?)` : ''}`;
    });
}

/**
 * Reads the environment once; every other module takes the resulting object, so tests can build their own.
 * `envFileNames` are the names read from the .env file: each must be a known setting.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, envFileNames: readonly string[] = []) {
  // An empty value is an unset one: compose's `${METRICS_TOKEN:-}` passes "" for a setting left out of .env.
  const given = Object.fromEntries(Object.entries(env).filter(([k, v]) => !(KNOWN.includes(k) && v?.trim() === '')));
  const parsed = envSchema.safeParse(given);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)),
    ...unknownNames(env, envFileNames),
  ];
  if (!parsed.success || problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  const e = parsed.data;
  const appEnv = e.APP_ENV ?? (e.NODE_ENV === 'production' ? 'production' : 'development');
  const isProduction = appEnv === 'production';
  // Production never seeds the demo (its accounts have published passwords): the first admin comes from
  // `npm run create-admin`.
  if (isProduction && (env.SEED_DEMO === 'true' || env.SEED_DEMO === '1'))
    throw new Error('Invalid configuration:\n  SEED_DEMO: the demo data cannot be seeded in production');
  // The embedded database belongs to one process: a separate worker needs a PostgreSQL server to share.
  if (e.WORKERS === 'separate' && !e.DATABASE_URL)
    throw new Error(
      'Invalid configuration:\n  WORKERS: separate workers need DATABASE_URL (PGlite serves one process)',
    );
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET)
    throw new Error('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  // npm runs workspace scripts inside apps/api; INIT_CWD is where the user typed the command.
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, e.DATA_DIR ?? 'data');
  // Production names its owners itself (the demo admin's address is nobody there): see productionProblems.
  const ownerEmails = (e.OWNER_EMAILS ?? (isProduction ? '' : e.ADMIN_EMAIL))
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return {
    env: isProduction ? 'production' : e.NODE_ENV,
    appEnv,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    loadShedding: {
      maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS ?? (e.DATABASE_URL ? 1_000 : 0),
      // Default: 90 % of the heap V8 may grow to (--max-old-space-size or its own limit for this machine).
      maxHeapUsedBytes: e.MAX_HEAP_USED_BYTES ?? Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    },
    admin: { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD },
    photographer: { email: e.PHOTOGRAPHER_EMAIL.toLowerCase(), password: e.PHOTOGRAPHER_PASSWORD },
    ownerEmails,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    customerSiteUrl: e.CUSTOMER_SITE_URL,
    smtpUrl: e.SMTP_URL,
    mailDisabled: e.MAIL_DISABLED,
    mailFrom: e.MAIL_FROM,
    tracking: { projectKey: e.TRACKING_PROJECT_KEY ?? null, ingestUrl: e.TRACKING_INGEST_URL ?? null },
    metricsToken: e.METRICS_TOKEN ?? null,
    seedDemo: e.SEED_DEMO && !isProduction,
    workers: e.WORKERS,
    reportBuildInlineMs: e.REPORT_BUILD_INLINE_MS,
    trustProxy: e.TRUST_PROXY,
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS,
    orderSearchCacheTtlMs: e.ORDER_SEARCH_CACHE_TTL_MS,
    webDistDir: e.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist'),
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          host: e.STRIPE_API_HOST,
          port: e.STRIPE_API_PORT,
          protocol: e.STRIPE_API_PROTOCOL,
        }
      : null,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
    redisUrl: e.REDIS_URL,
    rateLimits: {
      login: e.RATE_LIMIT_LOGIN,
      register: e.RATE_LIMIT_REGISTER,
      forgotPassword: e.RATE_LIMIT_FORGOT_PASSWORD,
      forgotPasswordEmail: e.RATE_LIMIT_FORGOT_PASSWORD_EMAIL,
      resetPassword: e.RATE_LIMIT_RESET_PASSWORD,
      verifyToken: e.RATE_LIMIT_VERIFY_TOKEN,
      imageUpload: e.RATE_LIMIT_IMAGE_UPLOAD,
    },
    storage: {
      driver: e.STORAGE_DRIVER,
      dailyQuotaBytes: e.UPLOAD_DAILY_QUOTA_BYTES,
      maxBytes: e.UPLOAD_MAX_BYTES,
      urlTtlSeconds: e.UPLOAD_URL_TTL_SECONDS,
      signingSecret: e.UPLOAD_SIGNING_SECRET,
      s3: {
        bucket: e.S3_BUCKET ?? '',
        region: e.S3_REGION,
        endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
        publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
      },
    },
  };
}
