/**
 * One-off work the scale data needs before its endpoints can be measured, timed as the user sees it. Recomputes and
 * first reports run in the background (issue 15): a request answers at once (202) and the work finishes in a job,
 * so each step reports the request's own time and the time until the result is there.
 *   - the automatic refresh of every event's payouts after the seed (the triggers marked them all);
 *   - a person's recompute of 12 months of events (budget < 60 s to done);
 *   - the first 12-month report, which builds the report rollups for the range (later reads use them).
 */
import pg from 'pg';

export const SEASON = { from: '2025-11-22', to: '2026-11-21' };
const POLL_MS = 500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));

async function json(res: Response) {
  const body = await res.text();
  if (!res.ok) throw new Error(`${res.status} ${body.slice(0, 300)}`);
  return { status: res.status, body: body ? (JSON.parse(body) as { data: Record<string, unknown> }) : null };
}

async function staleEvents(client: pg.Client): Promise<number> {
  return (await client.query('select count(distinct event_id)::int as n from payout_stale_events')).rows[0].n;
}

export async function prepareScaleData(address: string, token: string, databaseUrl: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const steps: Array<Record<string, string | number>> = [];
  try {
    // The server queued the refresh as it started; measured from here until no event waits.
    const waiting = await staleEvents(client);
    const refreshStart = performance.now();
    while ((await staleEvents(client)) > 0) await sleep(POLL_MS);
    steps.push({
      step: `payouts: automatic refresh of the ${waiting} marked events`,
      'request s': '—',
      'done s': seconds(refreshStart),
      budget: '—',
    });

    const recomputeStart = performance.now();
    const recompute = await json(
      await fetch(`${address}/api/payouts/recompute`, { method: 'POST', headers, body: JSON.stringify(SEASON) }),
    );
    const requestS = seconds(recomputeStart);
    if (recompute.status === 202) {
      const jobId = recompute.body!.data.jobId as number;
      for (;;) {
        const job = (await json(await fetch(`${address}/api/jobs/${jobId}`, { headers }))).body!.data;
        if (job.status === 'succeeded') break;
        if (job.status === 'failed') throw new Error(`recompute job failed: ${String(job.error)}`);
        await sleep(POLL_MS);
      }
    }
    const doneS = seconds(recomputeStart);
    steps.push({
      step: `payouts: recompute 12 months of events (${recompute.status})`,
      'request s': requestS,
      'done s': doneS,
      budget: doneS <= 60 ? 'ok' : 'OVER',
    });
    // What autovacuum would do after such a bulk write (this bench server runs with it off): fresh statistics.
    await client.query(
      'vacuum (analyze) payout_phlox, payout_photographers, payout_boosters, events, payout_stale_events, payout_computed',
    );

    const url = `${address}/api/reports/summary?from=${SEASON.from}&to=${SEASON.to}&interval=week`;
    const reportStart = performance.now();
    let first: number | null = null;
    let answer = await json(await fetch(url, { headers }));
    first = seconds(reportStart);
    const firstStatus = answer.status;
    while (answer.status === 202) {
      await sleep(POLL_MS);
      answer = await json(await fetch(url, { headers }));
    }
    steps.push({
      step: `reports: first 12-month summary (${firstStatus}, builds rollups)`,
      'request s': first,
      'done s': seconds(reportStart),
      budget: '—',
    });
  } finally {
    await client.end();
  }
  return steps;
}
