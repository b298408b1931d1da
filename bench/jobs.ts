/** Waits for a background job the bench started (GET /api/jobs/:id every 250 ms) and returns its result. */
export async function waitForJob<R = Record<string, unknown>>(
  address: string,
  token: string,
  jobId: number,
): Promise<R> {
  const headers = { authorization: `Bearer ${token}` };
  for (;;) {
    const res = await fetch(`${address}/api/jobs/${jobId}`, { headers });
    const job = ((await res.json()) as { data: { status: string; error: string | null; result: R } }).data;
    if (job.status === 'succeeded') return job.result;
    if (job.status === 'failed') throw new Error(`job ${jobId} failed: ${job.error}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Starts a job with a POST that answers 202 {jobId}; returns the id and how long the request took. */
export async function startJob(address: string, token: string, path: string, body: object) {
  const asked = performance.now();
  const res = await fetch(`${address}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 202) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const requestMs = performance.now() - asked;
  return { jobId: ((await res.json()) as { data: { jobId: number } }).data.jobId, requestMs };
}
