import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable } from '../shared/errors.js';

export interface RetryOptions {
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Aborted when the server shuts down: stop retrying (the result is then undefined). */
  signal?: AbortSignal;
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/** The driver's own message: Drizzle's wrapper carries the query text and parameters. */
function innermostMessage(err: unknown): string {
  let e = err as { cause?: unknown; message?: unknown; errors?: unknown };
  while (e.cause instanceof Error) e = e.cause as typeof e;
  if (Array.isArray(e.errors) && e.errors[0] instanceof Error) e = e.errors[0] as typeof e;
  return typeof e.message === 'string' && e.message ? e.message : String((e as { code?: unknown }).code ?? e);
}

/**
 * Runs `work` until it succeeds, waiting after each attempt that failed because the database cannot be reached:
 * 0.5 s, 1 s, 2 s … doubling up to 15 s, each wait logged. Any other error is thrown at once (a failed
 * migration, a refused configuration): retrying would not fix it. Resolves undefined when `signal` aborts.
 */
export async function retryWhileUnavailable<T>(
  what: string,
  work: () => Promise<T>,
  { log, signal, firstDelayMs = 500, maxDelayMs = 15_000 }: RetryOptions,
): Promise<T | undefined> {
  let delay = firstDelayMs;
  for (let attempt = 1; ; attempt++) {
    if (signal?.aborted) return undefined;
    try {
      const result = await work();
      if (attempt > 1) log.info({ attempt }, `${what}: the database answered after ${attempt} attempts`);
      return result;
    } catch (err) {
      if (signal?.aborted) return undefined;
      if (!isDatabaseUnavailable(err)) throw err;
      log.warn(
        { attempt, retryInMs: delay, reason: innermostMessage(err) },
        `${what}: the database is unavailable (${innermostMessage(err)}); retrying in ${delay / 1000} s`,
      );
      try {
        await sleep(delay, undefined, { signal });
      } catch {
        return undefined; // aborted while waiting
      }
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}
