/**
 * One-off work the scale data needs before its endpoints can be measured, timed because two of these steps
 * have budgets of their own (issue 6): recomputing the payouts of every event of 12 months (< 60 s), and the
 * first computation of the report rollups for that range (later reads use them).
 */
import pg from 'pg';

export const SEASON = { from: '2025-11-22', to: '2026-11-21' };

async function timed(step: string, budgetS: number | null, call: () => Promise<Response>) {
  const started = performance.now();
  const res = await call();
  const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  const body = await res.text();
  if (!res.ok) throw new Error(`${step}: ${res.status} ${body.slice(0, 300)}`);
  return {
    step,
    seconds,
    budget: budgetS === null ? '—' : seconds <= budgetS ? 'ok' : 'OVER',
    note: body.slice(0, 80),
  };
}

export async function prepareScaleData(address: string, token: string, databaseUrl: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const recompute = await timed('payouts: recompute 12 months of events', 60, () =>
    fetch(`${address}/api/payouts/recompute`, { method: 'POST', headers, body: JSON.stringify(SEASON) }),
  );
  // What autovacuum would do after such a bulk write (this bench server runs with it off): fresh statistics.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('vacuum (analyze) payout_phlox, payout_photographers, payout_boosters, events');
  await client.end();
  return [
    recompute,
    await timed('reports: first 12-month summary (builds rollups)', null, () =>
      fetch(`${address}/api/reports/summary?from=${SEASON.from}&to=${SEASON.to}&interval=week`, { headers }),
    ),
  ];
}
