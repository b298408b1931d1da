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
 * SMTP when SMTP_URL is set. Without it the message is logged and, outside production,
 * written as JSON to DATA_DIR/outbox so a developer (or a browser test) can open the link.
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
      opts.log.info({ to: m.to, subject: m.subject }, `mail (no SMTP configured):\n${m.text}`);
      if (!opts.writeOutbox) return;
      await mkdir(opts.outboxDir, { recursive: true });
      const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.to.replace(/[^a-z0-9@._-]/gi, '_')}.json`;
      await writeFile(path.join(opts.outboxDir, file), JSON.stringify({ from: opts.from, ...m }, null, 2));
    },
  };
}
