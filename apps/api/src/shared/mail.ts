import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set. Without it, outside production, the message is written as JSON to DATA_DIR/outbox so a
 * developer (or a browser test) can open the link; production without SMTP runs only with MAIL_DISABLED (see
 * production-checks.ts) and drops it. The log names the recipient and subject only: a body holds working links
 * (password reset, invitations) that must never reach a log.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  writeOutbox: boolean;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
      },
    };
  }
  return {
    async send(m) {
      if (!opts.writeOutbox) {
        opts.log.warn({ to: m.to, subject: m.subject }, 'mail not sent: no SMTP_URL (MAIL_DISABLED)');
        return;
      }
      await mkdir(opts.outboxDir, { recursive: true });
      const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.to.replace(/[^a-z0-9@._-]/gi, '_')}.json`;
      await writeFile(path.join(opts.outboxDir, file), JSON.stringify({ from: opts.from, ...m }, null, 2));
      opts.log.info({ to: m.to, subject: m.subject, file }, 'mail (no SMTP configured) written to the outbox');
    },
  };
}
