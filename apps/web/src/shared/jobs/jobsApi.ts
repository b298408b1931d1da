import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BackgroundJob, JobListResponse } from '@phlox/contract';
import { api, apiDownload } from '../api/client';
import { saveFile } from '../csv/saveFile';

const PATH = '/api/jobs';
export const jobKeys = { all: ['jobs'] as const };

/** Still to finish: worth watching closely. */
export const isActive = (job: BackgroundJob) =>
  job.status === 'queued' || job.status === 'running' || job.status === 'retrying';

/** Watching closely while something runs; otherwise a slow poll picks up work started in another tab. */
const ACTIVE_POLL_MS = 1_500;
const IDLE_POLL_MS = 30_000;

/** The signed-in user's background jobs (the notification centre). */
export function useMyJobs() {
  return useQuery({
    queryKey: jobKeys.all,
    queryFn: ({ signal }) => api.get<JobListResponse>(PATH, { signal }),
    refetchInterval: (query) => (query.state.data?.data.some(isActive) ? ACTIVE_POLL_MS : IDLE_POLL_MS),
    refetchOnWindowFocus: true,
  });
}

/** Opening the centre: the finished outcomes count as seen (the badge clears). */
export function useMarkJobsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${PATH}/seen`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** After a request queued a job: look now, and keep looking while it runs. */
export function watchNewJob(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: jobKeys.all });
}

/** Saves a finished job's file: it comes from the API with the session's token, which a plain link could not send. */
export async function saveJobFile(url: string, name: string) {
  const { blob } = await apiDownload(url);
  saveFile(blob, name);
}
