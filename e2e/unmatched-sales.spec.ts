import { expect, test } from '@playwright/test';
import type { ImportResult, OrderEventOption, OrderListItem } from '@phlox/contract';
import { apiCall, chooseOption } from './commerce';
import { openPage } from './helpers';

const HEADER =
  'source,source_order_id,order_date,event_id,event_title,event_date,first_name,last_name,email,phone,product,amount';

test('an outside sale whose event is not found is kept unmatched, then its whole gallery is matched to an event', async ({
  page,
}) => {
  await openPage(page, '/browse-and-buy');
  const [event] = await apiCall<OrderEventOption[]>(page, 'GET', '/api/orders/event-options');
  const run = Date.now().toString(36).toUpperCase();
  const gallery = `Spring Portraits ${run}`;
  const csv = [
    HEADER,
    `zenfolio_bb,UM-${run}-1,2026-09-14,,${gallery},,Uma,Unmatched${run},,,,18.00`,
    `zenfolio_bb,UM-${run}-2,2026-09-14,,${gallery},,Ned,Unmatched${run},,,,7.50`,
  ].join('\n');
  const imported = await apiCall<ImportResult>(page, 'POST', '/api/browse-and-buy/import', { csv });
  expect(imported.summary).toMatchObject({ created: 0, unmatched: 2, failed: 0 });
  expect(imported.rows[0].messages[0]).toContain(`Kept unmatched (no date given to find “${gallery}”)`);

  // The Event match filter keeps the unmatched sales; each says what its platform filed it under.
  await chooseOption(page, 'Event match', 'Unmatched', { typed: '' });
  await expect(page).toHaveURL(/eventMatch=unmatched/);
  await page.getByRole('searchbox').fill(`Unmatched${run}`);
  const rows = page.getByRole('row', { name: new RegExp(`UM-${run}`) });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Unmatched');
  await expect(rows.first()).toContainText(gallery);

  await page.getByRole('button', { name: `Match sale UM-${run}-1 to an event` }).click();
  const dialog = page.getByRole('dialog', { name: 'Match to an event' });
  await expect(dialog).toContainText(`filed under “${gallery}”`);
  const match = dialog.getByRole('button', { name: 'Match', exact: true });
  await expect(match).toBeDisabled();
  const day = new Date(event.startTime).toLocaleDateString('en-US', {
    timeZone: 'America/Chicago',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  await chooseOption(page, 'Event to match to', `${event.title} (${day})`, { typed: event.title.slice(0, 20) });
  await expect(dialog.getByRole('radio', { name: `Every unmatched sale filed under “${gallery}”` })).toBeChecked();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: test.info().outputPath('match-sale.png') });
  // A double click matches once.
  await match.dblclick();
  await expect(page.getByText(`2 sales matched to ${event.title}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('No sales match these filters')).toBeVisible();

  // Both now belong to the event, in the list of its sales too.
  const matched = await apiCall<OrderListItem[]>(
    page,
    'GET',
    `/api/browse-and-buy?eventMatch=matched&eventId=${event.id}&q=Unmatched${run}`,
  );
  expect(matched.map((o) => [o.sourceOrderId, o.events, o.unmatched])).toEqual(
    expect.arrayContaining([
      [`UM-${run}-1`, [event.title], null],
      [`UM-${run}-2`, [event.title], null],
    ]),
  );
});
