import { inArray, isNull, and } from 'drizzle-orm';
import type { Config } from './config.js';
import { DEMO_ADMIN_PASSWORD, DEMO_PHOTOGRAPHER_PASSWORD } from './config.js';
import { verifyPassword } from './modules/auth/password.js';
import type { Database } from './db/client.js';
import { users } from './db/schema/index.js';

/**
 * What production cannot run without, each as a configuration line. Without SMTP every password reset and
 * invitation would vanish (they used to be logged, working links included); without owners nobody could
 * settle a payout.
 */
export function productionProblems(config: Config): string[] {
  if (!config.isProduction) return [];
  return [
    ...(config.smtpUrl || config.mailDisabled
      ? []
      : [
          '  SMTP_URL: required in production (password resets and invitations are e-mailed); set MAIL_DISABLED=true to run without e-mail',
        ]),
    ...(config.ownerEmails.length
      ? []
      : ['  OWNER_EMAILS: required in production: the e-mails of the owners who may settle payouts']),
  ];
}

/**
 * Production refuses the published demo credentials: a database seeded in development and then served as
 * production would otherwise let anyone who read the README sign in as its admin.
 */
export async function assertNoDemoPasswords(database: Database, config: Config): Promise<void> {
  if (!config.isProduction) return;
  const candidates = await database.db
    .select({ email: users.email, password: users.password })
    .from(users)
    .where(
      and(
        inArray(users.email, [
          config.admin.email,
          config.photographer.email,
          'admin@phlox.test',
          'photographer@phlox.test',
        ]),
        isNull(users.deletedAt),
      ),
    );
  for (const u of candidates) {
    if (!u.password) continue;
    for (const demo of [DEMO_ADMIN_PASSWORD, DEMO_PHOTOGRAPHER_PASSWORD])
      if (await verifyPassword(u.password, demo))
        throw new Error(
          `Refusing to start in production: ${u.email} still has the published demo password. ` +
            `Set a new one with: npm run create-admin -- --email ${u.email}`,
        );
  }
}
