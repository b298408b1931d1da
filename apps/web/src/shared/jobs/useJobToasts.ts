import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { BackgroundJob } from '@phlox/contract';
import { invalidateAfterJob } from './jobEffects';
import { isActive } from './jobsApi';

/**
 * A toast (and fresh data for the pages it changed) when a job finishes while this tab watches: one seen running,
 * or one that appeared after the page loaded already finished (an e-mail is often sent before the next look). What had finished before the page
 * loaded does not toast again: the bell's badge tells of it.
 */
export function useJobToasts(jobs: BackgroundJob[] | undefined) {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const known = useRef<Map<number, boolean> | null>(null);

  useEffect(() => {
    if (!jobs) return;
    const before = known.current;
    known.current = new Map(jobs.map((j) => [j.id, isActive(j)]));
    if (!before) return;
    for (const job of jobs) {
      const wasActive = before.get(job.id);
      if (isActive(job) || wasActive === false) continue;
      invalidateAfterJob(queryClient, job.kind);
      // Bottom right: a toast at the top would cover the bell that holds the job.
      const placement = 'bottomRight';
      const done = { message: job.title, description: job.result?.message ?? 'Done', placement } as const;
      // An import that ended with rows to fix is not all good news.
      if (job.status !== 'succeeded')
        notification.error({ message: job.title, description: job.error ?? 'It failed.', placement });
      else if (job.result?.summary?.failed) notification.warning(done);
      else notification.success(done);
    }
  }, [jobs, notification, queryClient]);
}
