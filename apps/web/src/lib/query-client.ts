import { QueryClient } from '@tanstack/react-query';

import { ApiError } from './api-client';

/** The spec caches generic GET answers for 120 s. */
export const lookupStaleTimeMs = 120 * 1000;

// Retrying cannot change a refusal (4xx); only network faults and server errors get one more try.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: lookupStaleTimeMs, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
