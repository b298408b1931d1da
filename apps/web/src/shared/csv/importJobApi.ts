import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse, JobStarted } from '@phlox/contract';
import { api } from '../api/client';
import { watchNewJob } from '../jobs/jobsApi';

/**
 * Starts the background import of a whole file (`POST <area>/import/jobs`, for files above IMPORT_INLINE_MAX_ROWS
 * rows); the bell follows it from then on.
 */
export function useStartImportJob(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { csv: string; fileName: string } & Record<string, unknown>) =>
      api.post<ItemResponse<JobStarted>>(path, body).then((r) => r.data),
    onSuccess: () => watchNewJob(queryClient),
  });
}
