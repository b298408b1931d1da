import { QueryClient } from '@tanstack/react-query';
import { onSessionEnd } from '../auth/session';
import { shouldRetryQuery } from './retryPolicy';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Only failures that may pass on their own are retried; a 4xx answer will not change.
      retry: shouldRetryQuery,
    },
    mutations: { retry: false },
  },
});

// One user's cached data must never be shown to the next one.
onSessionEnd(() => queryClient.clear());
