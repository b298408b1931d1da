import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client.js';
import type { MailMessage } from '../shared/mail.js';
import type { TrackOptions } from './queue-tracking.js';

export interface MailOptions {
  /** Queue it inside this transaction: the e-mail goes out only if the write that asks for it commits. */
  tx?: Executor;
  /** The staff member who asked for it sees it (sent, retrying, failed) in their notification centre. */
  track?: TrackOptions;
}

export interface MailQueue {
  send(message: MailMessage, opts?: MailOptions): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailQueue;
  }
}

const MAIL_JOB = 'mail';

/**
 * Every e-mail goes through the job queue: a request only queues it (an SMTP server that is down never fails
 * the request), and the queue sends it with retries — 30 s, then doubling, for about an hour in all.
 * Sending is at least once: a try cut off after the server accepted the message may send it again.
 */
export default fp(async function mailPlugin(app: FastifyInstance) {
  app.queue.define<MailMessage>({
    name: MAIL_JOB,
    retryLimit: 7,
    retryDelay: 30,
    expireInSeconds: 120,
    concurrency: 2,
    async run({ data }) {
      await app.mailer.send(data);
      return { message: `Sent to ${data.to}` };
    },
  });
  app.decorate('mail', {
    async send(message: MailMessage, opts: MailOptions = {}) {
      await app.queue.send(MAIL_JOB, message, opts);
    },
  });
});
