import { expect, test } from '@playwright/test';
import { cards } from './antd';
import { apiCall } from './commerce';
import { openPage, signIn, unique } from './helpers';
import { createUserViaApi, uniqueEmail, userWithPassword } from './people-helpers';

interface PayoutDetail {
  event: { id: number };
  payees: Array<{ payeeRole: string; payeeId: number; payeeName: string }>;
}
interface EventDetail {
  id: number;
  eventCategoryId: number | null;
  organizations: Array<{ organizationId: number; isVenue: boolean }>;
}

/** A photographer who can sign in: invited through the API, its password set with the mailed link. */
/**
 * Security issue 12: signed in as a photographer co-assigned to an event with another photographer (on a
 * percent) and a booster club, its event page and payouts pages show its own pay only — no other payee's pay,
 * no platform fee, booster or total-sales figures, and no columns for them.
 */
test('a co-assigned photographer sees its own pay only on the event and payouts pages', async ({ page }) => {
  await openPage(page, '/events');
  // Data through the API. The demo season's payouts name a booster club and the event category it earns on.
  await apiCall(page, 'POST', '/api/payouts/recompute', { from: '2026-08-01', to: '2027-03-31' });
  const payees = await apiCall<Array<{ payeeId: number }>>(page, 'GET', '/api/payouts/payees?payeeRole=booster_club');
  const boosterId = payees[0].payeeId;
  const paid = await apiCall<Array<{ eventId: number }>>(
    page,
    'GET',
    `/api/payouts/unpaid?payeeRole=booster_club&payeeId=${boosterId}`,
  );
  const template = await apiCall<EventDetail>(page, 'GET', `/api/events/${paid[0].eventId}`);

  const password = 'pay-private-2026';
  const me = await userWithPassword(page, password, {
    email: uniqueEmail('pay.private'),
    photographer: { defaultCharge: 4000, commissionType: 'fixed', group: 'North crew' },
  });
  const other = await createUserViaApi(page, { firstName: 'Otto', lastName: unique('Percent') });
  const title = unique('Pay privacy scrimmage');
  const event = await apiCall<EventDetail>(page, 'POST', '/api/events', {
    title,
    // Not a game, whose title is built from its teams: the typed title stays.
    competitionType: 'media_day',
    status: 'draft',
    eventCategoryId: template.eventCategoryId,
    startTime: '2026-09-02T23:00:00.000Z',
    endTime: '2026-09-03T01:00:00.000Z',
    organizations: template.organizations,
    photographers: [
      { photographerId: me.id, eventRole: 'photographer', commissionType: 'fixed', charge: 4000 },
      { photographerId: other.id, eventRole: 'support', commissionType: 'percent', percentCharge: '12.50' },
    ],
    manualSales: [{ saleAmount: 80000, description: 'Gate prints' }],
  });
  await apiCall(page, 'POST', '/api/payouts/recompute', { eventId: event.id });
  const staffView = await apiCall<PayoutDetail>(page, 'GET', `/api/payouts/${event.id}`);
  const booster = staffView.payees.find((p) => p.payeeRole === 'booster_club');
  expect(booster, 'the event pays a booster club').toBeTruthy();
  expect(staffView.payees.map((p) => p.payeeId)).toEqual(expect.arrayContaining([me.id, other.id]));

  // Staff see every photographer's pay on the event page.
  await page.goto(`/events/view-event/${event.id}`);
  const crew = page.getByRole('table', { name: 'Photographers' });
  await expect(crew.getByRole('columnheader', { name: 'Pay' })).toBeVisible();
  await expect(crew.getByRole('cell', { name: '12.50% of sales' })).toBeVisible();

  // The photographer.
  await page.context().clearCookies();
  await signIn(page, { email: me.email, password }, `/events/view-event/${event.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('own-pay')).toHaveText('Your pay for this event: $40.00');
  await expect(crew.getByRole('cell', { name: `Otto ${other.lastName}` })).toBeVisible();
  await expect(crew.getByRole('columnheader')).toHaveText(['Photographer', 'Role', 'Upload', 'Confirmation']);
  await expect(page.getByText('12.50')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('event-view-photographer.png'), fullPage: true });

  await page.goto('/payout');
  await expect(page.getByRole('heading', { name: 'Payouts', exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('$40.00');
  const headers = page.getByRole('columnheader');
  await expect(headers.filter({ hasText: 'Owed' })).toBeVisible();
  for (const hidden of ['Total sales', 'Photographers', 'Booster clubs', 'Platform fee'])
    await expect(headers.filter({ hasText: hidden })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('payout-list-photographer.png'), fullPage: true });

  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: `Payout #${event.id}` })).toBeVisible();
  const payout = cards(page, { hasText: 'Payout' }).first();
  await expect(payout.getByRole('cell', { name: `${me.firstName} ${me.lastName}` })).toBeVisible();
  await expect(payout.getByRole('cell', { name: '$40.00' })).toBeVisible();
  await expect(page.getByText(`Otto ${other.lastName}`)).toHaveCount(0);
  await expect(page.getByText(booster!.payeeName)).toHaveCount(0);
  await expect(page.getByText('Platform fee')).toHaveCount(0);
  await expect(page.getByText('Total sales')).toHaveCount(0);
  await expect(page.getByTestId('platform-fee')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('payout-view-photographer.png'), fullPage: true });

  // Its pay terms are on its profile, read-only.
  await page.goto('/profile');
  await expect(page.getByLabel('Default charge')).toHaveValue('40.00');
  await expect(page.getByLabel('Default charge')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Group')).toHaveAttribute('readonly', '');
  await expect(page.getByText('Set by staff.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-photographer.png'), fullPage: true });
  // Saving the rest of the profile works; the pay terms stay as staff set them.
  await page.getByLabel('Short note').fill('Fridays only');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Short note')).toHaveValue('Fridays only');
  await expect(page.getByLabel('Default charge')).toHaveValue('40.00');
});
