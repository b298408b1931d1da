import { expect, test, type Page } from '@playwright/test';
import { apiCall } from './commerce';
import { openPage, signIn, unique } from './helpers';
import { latestMailTo, userWithPassword } from './people-helpers';
import { SIGNED_OUT } from './storage-state';

/** A draft tournament in 2031 with `photographerId` on its crew, made through the API as the signed-in admin. */
async function assignedEvent(page: Page, photographerId: number) {
  const day = `2031-11-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
  return apiCall<{ id: number; title: string }>(page, 'POST', '/api/events', {
    title: unique('Crew Check'),
    competitionType: 'tournament',
    startTime: `${day}T15:00:00Z`,
    endTime: `${day}T18:00:00Z`,
    photographers: [{ photographerId, charge: 12000 }],
  });
}

/** The "/assignment?token=…&answer=…" path of the newest request mailed to `email`. */
async function requestLink(email: string, answer: 'confirmed' | 'rejected') {
  const mail = await latestMailTo(email);
  const m = new RegExp(`/assignment\\?token=[^\\s&]+&answer=${answer}`).exec(mail.text);
  if (!m) throw new Error(`no ${answer} link in “${mail.subject}”`);
  return m[0];
}

test('staff confirmation: the e-mailed link asks before answering, works once; the decline is flagged, staff resend', async ({
  page,
  browser,
}) => {
  await openPage(page, '/events');
  const crew = await userWithPassword(page, 'crew-password-2031', { firstName: 'Casey' });
  const event = await assignedEvent(page, crew.id);

  // The link opens a page that asks (opening it answers nothing), signed out.
  const stranger = await browser.newPage({ storageState: SIGNED_OUT });
  await stranger.goto(await requestLink(crew.email, 'rejected'));
  await expect(stranger.getByRole('heading', { name: 'Will you work this event?' })).toBeVisible();
  await expect(stranger.getByText(event.title)).toBeVisible();
  await stranger.screenshot({ path: test.info().outputPath('assignment-link.png') });
  // Decline: a double click answers once.
  await stranger.getByRole('button', { name: 'Decline' }).dblclick();
  await expect(stranger.getByText('You have declined')).toBeVisible();
  await stranger.reload();
  await expect(stranger.getByText('This link has been used or is no longer valid')).toBeVisible();
  await stranger.close();

  // Staff see the decline flagged on the list and the event, and send the request again.
  await page.goto(`/events?q=${encodeURIComponent(event.title)}`);
  const row = page.getByRole('row', { name: new RegExp(event.title) });
  await expect(row.getByTestId('crew-declined')).toBeVisible();
  await expect(row.getByText(/Casey .* · Rejected/)).toBeVisible();
  await row.getByRole('link', { name: `View ${event.title}` }).click();
  await expect(page.getByTestId('crew-declined-alert')).toContainText('Declined: Casey');
  await page.getByRole('button', { name: /Resend request to Casey/ }).click();
  await expect(page.getByText('Request sent to Casey')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Photographers' }).getByText('Email sent')).toBeVisible();
  await expect(page.getByTestId('crew-declined-alert')).toBeHidden();
  // The tracker shows each crew member's answer, and the orders (none yet) by team.
  await expect(page.getByTestId('tracker-confirmations')).toContainText('Email sent');
  await expect(page.getByTestId('tracker-fulfilled')).toHaveText('0 of 0');
  await expect(page.getByRole('table', { name: 'Orders by team' })).toContainText('No sold orders yet');
  await page.screenshot({ path: test.info().outputPath('event-crew-confirmation.png'), fullPage: true });

  // The crew member confirms from its own events list instead of the e-mail.
  const own = await browser.newPage({ storageState: SIGNED_OUT });
  await signIn(own, { email: crew.email, password: 'crew-password-2031' });
  await own.getByRole('searchbox').fill(event.title);
  await own.getByRole('button', { name: `Confirm ${event.title}` }).click();
  await expect(own.getByText('Assignment confirmed')).toBeVisible();
  await expect(own.getByRole('row', { name: new RegExp(event.title) }).getByText(/Casey .* · Confirmed/)).toBeVisible();
  await own.screenshot({ path: test.info().outputPath('own-list-confirmed.png') });
  await own.close();

  // The resent link is used up by that answer too.
  const late = await browser.newPage({ storageState: SIGNED_OUT });
  await late.goto(await requestLink(crew.email, 'confirmed'));
  await expect(late.getByText('This link has been used or is no longer valid')).toBeVisible();
  await late.close();
});
