import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundJob, JobListResponse } from '@phlox/contract';
import { addUser, useTestApp, type TestContext } from './helpers.js';
import { seedOrderWorld } from './order-fixtures.js';

/** A real SMTP server on a free port: what it accepted, and how many of the next messages it turns away. */
function startSmtpServer() {
  const received: ParsedMail[] = [];
  const state = { refuseNext: 0, tries: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          state.tries++;
          if (state.refuseNext > 0) {
            state.refuseNext--;
            callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
            return;
          }
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  return { server, received, state };
}

const smtp = startSmtpServer();
const env: Record<string, string> = {};
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.server.address() as AddressInfo).port}`;
  env.MAIL_FROM = 'Phlox Admin <no-reply@phlox.test>';
  env.PUBLIC_URL = 'https://admin.phlox.test';
  env.CUSTOMER_SITE_URL = 'https://shop.phlox.test';
});
afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

const ctx = useTestApp(env);

/**
 * Runs every queued job now, retries included (their back-off waits are skipped), until none is left. A minute: on a
 * loaded CI runner eight refused tries once took longer than 20 s.
 */
async function runJobsWithRetries(c: TestContext, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    await c.database.query(`update pgboss.job set start_after = now() where state = 'retry'`);
    const { rows } = await c.database.query(
      `select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')`,
    );
    if (rows[0].n === 0) return;
    c.app.queue.wake();
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('jobs still waiting after every retry');
}

async function myJobs(headers: Record<string, string>): Promise<JobListResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/jobs', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const textOf = (mail: ParsedMail) => mail.text ?? '';
const toOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text ?? '';

describe('e-mail through the job queue and a real SMTP server', () => {
  it('forgot-password: the message arrives with the recipient, sender, subject and a link that works', async () => {
    await addUser(ctx.database, { email: 'forgetful@smtp.test', password: 'old-password-1', role: 'Photographer' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/forgot-password',
      payload: { email: 'forgetful@smtp.test' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await ctx.app.queue.idle();

    const mail = smtp.received.find((m) => toOf(m) === 'forgetful@smtp.test')!;
    expect(mail).toBeDefined();
    expect(mail.subject).toBe('Reset your Phlox Admin password');
    expect(mail.from?.text).toContain('no-reply@phlox.test');
    const link = /https:\/\/admin\.phlox\.test\/reset-password\?token=(\S+)/.exec(textOf(mail));
    expect(link, textOf(mail)).not.toBeNull();

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/reset-password',
      payload: { token: decodeURIComponent(link![1]), password: 'new-password-2' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await ctx.login('forgetful@smtp.test', 'new-password-2')).toBeTruthy();
  });

  it('a server that turns the message away twice: the request succeeds, the queue retries, one message arrives', async () => {
    const user = await addUser(ctx.database, {
      email: 'busy@smtp.test',
      password: 'busy-password-1',
      role: 'Photographer',
    });
    const admin = await ctx.asAdmin();
    smtp.state.refuseNext = 2;
    const tries = smtp.state.tries;

    const res = await ctx.app.inject({ method: 'POST', url: `/api/users/${user.id}/password-reset`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);

    // The first try was refused: the person who asked sees it waiting for another try, with the server's reason.
    await expect.poll(async () => (await myJobs(admin)).data[0]?.status).toBe('retrying');
    const retrying = (await myJobs(admin)).data[0];
    expect(retrying).toMatchObject({ title: 'Password reset e-mail to busy@smtp.test', kind: 'mail' });
    expect(retrying.error).toMatch(/Mailbox busy/);

    await runJobsWithRetries(ctx);
    expect(smtp.state.tries - tries).toBe(3);
    expect(smtp.received.filter((m) => toOf(m) === 'busy@smtp.test')).toHaveLength(1);
    const done = (await myJobs(admin)).data[0];
    expect(done).toMatchObject({ status: 'succeeded', attempts: 3, error: null, seen: false });
    expect(done.finishedAt).not.toBeNull();
  });

  it('a server that never accepts: the job fails for good, visibly, and only its owner sees it', async () => {
    const user = await addUser(ctx.database, {
      email: 'never@smtp.test',
      password: 'never-password-1',
      role: 'Photographer',
    });
    const admin = await ctx.asAdmin();
    smtp.state.refuseNext = 1_000;
    try {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/users/${user.id}/invitation`, headers: admin });
      // The user has a password already: the invitation is refused before anything is queued.
      expect(res.statusCode).toBe(422);
      const reset = await ctx.app.inject({
        method: 'POST',
        url: `/api/users/${user.id}/password-reset`,
        headers: admin,
      });
      expect(reset.statusCode, reset.body).toBe(200);
      await runJobsWithRetries(ctx);
    } finally {
      smtp.state.refuseNext = 0;
    }
    const list = await myJobs(admin);
    const failed = list.data.find((j) => j.title === 'Password reset e-mail to never@smtp.test') as BackgroundJob;
    // The first try and 7 retries.
    expect(failed).toMatchObject({ status: 'failed', attempts: 8 });
    expect(failed.error).toMatch(/Mailbox busy/);
    expect(list.unseen).toBeGreaterThanOrEqual(1);

    // Only its owner reads it: another signed-in user gets 404, and its list does not hold it.
    const photographer = await ctx.asPhotographer();
    const other = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${failed.id}`, headers: photographer });
    expect(other.statusCode).toBe(404);
    expect((await myJobs(photographer)).data.map((j) => j.id)).not.toContain(failed.id);
    const own = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${failed.id}`, headers: admin });
    expect(own.json().data).toMatchObject({ id: failed.id, status: 'failed' });

    // Opening the notification centre marks finished outcomes as seen.
    const seen = await ctx.app.inject({ method: 'POST', url: '/api/jobs/seen', headers: admin });
    expect(seen.statusCode).toBe(204);
    expect((await myJobs(admin)).unseen).toBe(0);
  }, 90_000);

  it('the order e-mail: HTML from its template and plain text, names escaped, the link to the order page', async () => {
    const world = await seedOrderWorld(ctx.database);
    const orderId = world.orders.pricey.id;
    await ctx.database.query(
      `update customers set first_name = '<b>Zoë</b>', email = 'parent@smtp.test'
        where id = (select customer_id from orders where id = $1)`,
      [orderId],
    );
    const admin = await ctx.asAdmin();
    const res = await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/resend-email`, headers: admin });
    expect(res.statusCode, res.body).toBe(204);
    await ctx.app.queue.idle();

    const mail = smtp.received.find((m) => toOf(m) === 'parent@smtp.test')!;
    expect(mail.subject).toBe(`Your Phlox order #${orderId}`);
    const html = String(mail.html);
    expect(html).toContain('&lt;b&gt;Zoë&lt;/b&gt;');
    expect(html).not.toContain('<b>Zoë</b>');
    expect(html).toContain('href="https://shop.phlox.test/orders/enc-pricey"');
    expect(html).toMatch(/<table[\s\S]*Digital Download[\s\S]*\$25\.00/);
    expect(html).not.toContain('{{');
    expect(textOf(mail)).toContain('Hello <b>Zoë</b>,');
    expect(textOf(mail)).toContain('See your order at any time: https://shop.phlox.test/orders/enc-pricey');

    // Marked sent, with its history, once it went out; the person who asked sees it done.
    const [order] = (
      await ctx.database.query(`select "isOrderConfirmationMailSent" as sent from orders where id = $1`, [orderId])
    ).rows as Array<{ sent: boolean }>;
    expect(order.sent).toBe(true);
    const job = (await myJobs(admin)).data.find((j) => j.title === `Order #${orderId} e-mail to parent@smtp.test`);
    expect(job).toMatchObject({ status: 'succeeded', kind: 'order-email' });
  });
});
