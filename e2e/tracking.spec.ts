import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signInThroughForm } from './helpers';
import { SIGNED_OUT } from './storage-state';

test.use({ storageState: SIGNED_OUT });

const INGEST_PATH = '/tracking-ingest';

/** Serves /config.json with a tracking key and records the tracker's session-start calls. */
async function withTrackingKey(page: Page): Promise<Array<Record<string, unknown>>> {
  const starts: Array<Record<string, unknown>> = [];
  await page.route('**/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    const ingest = new URL(INGEST_PATH, route.request().url()).toString();
    await route.fulfill({ json: { ...config, trackingProjectKey: 'e2e-project-key', trackingIngestUrl: ingest } });
  });
  await page.route(`**${INGEST_PATH}/**`, async (route) => {
    if (route.request().url().endsWith('/v1/web/start'))
      starts.push(route.request().postDataJSON() as Record<string, unknown>);
    // Refusing the session is enough: the test only checks what the app asked for.
    await route.fulfill({ status: 503, body: '' });
  });
  return starts;
}

test('without a project key no tracking session is started', async ({ page }) => {
  const trackerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/web/')) trackerCalls.push(request.url());
  });
  await signInThroughForm(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(trackerCalls).toEqual([]);
});

test('with a project key tracking starts anonymously, then with the signed-in e-mail', async ({ page }) => {
  const starts = await withTrackingKey(page);
  await page.goto('/');
  await expect.poll(() => starts.length).toBeGreaterThan(0);
  expect(starts[0]).toMatchObject({ projectKey: 'e2e-project-key' });
  expect(starts[0].userID).toBeFalsy();

  await signInThroughForm(page);
  await page.reload();
  await expect.poll(() => starts.map((s) => s.userID)).toContain(ADMIN.email);
});
